import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { Bucket } from '../admin/admin-deps.ts';
import { readAppUrl } from '../config/env.ts';
import { adminAuth, adminDb, adminStorage } from '../lib/admin.ts';
import { defaultMailer } from '../mail/mailer.ts';
import type { Mailer } from '../mail/services/send-mail.ts';

/**
 * What the applications services work with; tests and the benchmark pass the same things
 * connected to the emulators.
 */
export type ApplicationsDeps = {
  db: Firestore;
  /** Verifies ID tokens on the routes; tells whether an address is confirmed. */
  auth: Auth;
  /** The default bucket: candidates' CVs and the applications' copies of them. */
  bucket: Bucket;
  /** The "CV submitted" mail. */
  mailer: Mailer;
  /** Base URL of the web app: the mail links to My applications. */
  appUrl: string;
  now?: () => Date;
};

let deps: ApplicationsDeps | undefined;

/**
 * The production wiring, built on first use from the environment. The mail settings are read only
 * when a mail is sent: the public read routes work even where SMTP is not configured.
 */
export const defaultApplicationsDeps = (): ApplicationsDeps => {
  deps ??= {
    db: adminDb(),
    auth: adminAuth(),
    bucket: adminStorage().bucket(),
    get mailer() {
      return defaultMailer();
    },
    get appUrl() {
      return readAppUrl();
    },
  };
  return deps;
};

export const nowOf = (deps: Pick<ApplicationsDeps, 'now'>): Date => deps.now?.() ?? new Date();
