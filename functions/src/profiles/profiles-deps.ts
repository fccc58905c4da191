import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { Bucket } from '../admin/admin-deps.ts';
import { adminAuth, adminDb, adminStorage } from '../lib/admin.ts';

/**
 * What the profile wizard's services work with; tests pass the same things connected to the
 * emulators.
 */
export type ProfilesDeps = {
  db: Firestore;
  /** Verifies ID tokens on the `/api/users/create/...` routes. */
  auth: Auth;
  /** The default bucket: the candidates' CVs and pictures under `candidates/{uid}/`. */
  bucket: Bucket;
  now?: () => Date;
};

let deps: ProfilesDeps | undefined;

/** The production wiring, built on first use. */
export const defaultProfilesDeps = (): ProfilesDeps => {
  deps ??= { db: adminDb(), auth: adminAuth(), bucket: adminStorage().bucket() };
  return deps;
};

export const nowOf = (deps: Pick<ProfilesDeps, 'now'>): Date => deps.now?.() ?? new Date();
