import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { readAppUrl, readIdentityToolkitConfig } from '../../config/env.ts';
import { adminAuth, adminDb } from '../../lib/admin.ts';
import { defaultMailer } from '../../mail/mailer.ts';
import type { Mailer } from '../../mail/services/send-mail.ts';
import { createIdentityToolkit, type IdentityToolkit } from '../repositories/identity-toolkit.ts';

/** What the account services work with; tests pass the same things connected to the emulators. */
export type AccountsDeps = {
  db: Firestore;
  auth: Auth;
  mailer: Mailer;
  /** Base URL of the web app: emailed links point at its /confirm and /reset pages. */
  appUrl: string;
  identityToolkit: IdentityToolkit;
  now?: () => Date;
};

let deps: AccountsDeps | undefined;

/** The production wiring, built on first use from the environment. */
export const defaultAccountsDeps = (): AccountsDeps => {
  deps ??= {
    db: adminDb(),
    auth: adminAuth(),
    mailer: defaultMailer(),
    appUrl: readAppUrl(),
    identityToolkit: createIdentityToolkit(readIdentityToolkitConfig()),
  };
  return deps;
};
