import { randomUUID } from 'node:crypto';

import { ADMIN_CLAIM, COLLECTIONS } from '@careers/domain';
import type { CreateRequest } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { Deps } from '../deps.ts';
import { adminAuth, adminDb } from '../lib/admin.ts';
import type { OutboxMailer } from '../mail/index.ts';
import { emulatorDeps } from './deps.ts';

export { TEST_APP_URL } from './deps.ts';

/** The account services wired to the test emulators, with the given mailer. */
export const emulatorAccountsDeps = (mailer: OutboxMailer, now?: () => Date): Deps =>
  emulatorDeps({ mailer, ...(now ? { now } : {}) });

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

/**
 * Puts `uid` on the team's roster (`admins/{uid}`) in `db`, as `admin:grant` and accepting an
 * invitation do: the `admin` claim makes an admin only of someone on it (lib/authenticate.ts), so a
 * test's admin caller is on the roster of the database its deps use.
 */
export const putOnRoster = async (
  db: Firestore,
  uid: string,
  email = `${uid}@careers.test`,
  addedAt = new Date(),
): Promise<void> => {
  await db.collection(COLLECTIONS.admins).doc(uid).set({ id: uid, email, addedAt, addedBy: null });
};

/** The password of the accounts the suites make on the Auth emulator. */
export const ACCOUNT_PASSWORD = 'weaving42';

export type SignedInAccount = { uid: string; email: string; token: string };

/**
 * A new account on the Auth emulator with these custom claims (`{ admin: true }` for an admin, who
 * is put on the roster of the shared database too), signed in: `token` is the ID token a client
 * sends as its bearer.
 */
export const signedInAccount = async (
  label: string,
  claims?: Record<string, unknown>,
  user: Pick<CreateRequest, 'displayName' | 'emailVerified'> = {},
): Promise<SignedInAccount> => {
  const email = uniqueEmail(label);
  const { uid } = await adminAuth().createUser({ email, password: ACCOUNT_PASSWORD, ...user });
  if (claims) await adminAuth().setCustomUserClaims(uid, claims);
  if (claims?.[ADMIN_CLAIM] === true) await putOnRoster(adminDb(), uid, email);
  return { uid, email, token: await signInOnEmulator(email, ACCOUNT_PASSWORD) };
};

/**
 * The two callers a suite of HTTP routes tries every route with: a new admin and a new candidate,
 * signed in (their bearer tokens), and the admin's uid and email for what the routes record as its
 * author.
 */
export const routeCallers = async (): Promise<{
  adminToken: string;
  adminUid: string;
  adminEmail: string;
  candidateToken: string;
}> => {
  const admin = await signedInAccount('Admin', { admin: true });
  const candidate = await signedInAccount('Candidate');
  return {
    adminToken: admin.token,
    adminUid: admin.uid,
    adminEmail: admin.email,
    candidateToken: candidate.token,
  };
};
