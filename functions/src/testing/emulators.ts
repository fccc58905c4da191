import { randomUUID } from 'node:crypto';

import { readIdentityToolkitConfig } from '../config/env.ts';
import type { AccountsDeps } from '../accounts/services/accounts-deps.ts';
import { createIdentityToolkit } from '../accounts/repositories/identity-toolkit.ts';
import { adminAuth, adminDb } from '../lib/admin.ts';
import type { Mailer } from '../mail/services/send-mail.ts';

export const TEST_APP_URL = 'http://careers.test';

/** The account services wired to the test emulators, with the given mailer. */
export const emulatorAccountsDeps = (mailer: Mailer, now?: () => Date): AccountsDeps => ({
  db: adminDb(),
  auth: adminAuth(),
  mailer,
  appUrl: TEST_APP_URL,
  identityToolkit: createIdentityToolkit(readIdentityToolkitConfig()),
  ...(now ? { now } : {}),
});

/** A fresh address per test, so test files can share the emulators. */
export const uniqueEmail = (label: string): string =>
  `${label.toLowerCase()}.${randomUUID().slice(0, 8)}@careers.test`;

const authEmulatorUrl = (path: string) =>
  `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? ''}/identitytoolkit.googleapis.com/v1/${path}?key=test-key`;

/** Signs in with email and password on the Auth emulator, as the web SDK does; returns the ID token. */
export const signInOnEmulator = async (email: string, password: string): Promise<string> => {
  const response = await fetch(authEmulatorUrl('accounts:signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
};
