import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';

import { adminAuth, adminDb, adminStorage } from '../lib/admin.ts';

/** A Cloud Storage bucket as firebase-admin hands it out (the Google Cloud client's `Bucket`). */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * What the admin console's services (jobs, catalogs) work with; tests pass the same things
 * connected to the emulators.
 */
export type AdminDeps = {
  db: Firestore;
  /** Verifies ID tokens on the `/api/admin/...` routes. */
  auth: Auth;
  /** The default bucket: department pictures live under `departments/{id}/`. */
  bucket: Bucket;
  now?: () => Date;
};

let deps: AdminDeps | undefined;

/** The production wiring, built on first use. */
export const defaultAdminDeps = (): AdminDeps => {
  deps ??= { db: adminDb(), auth: adminAuth(), bucket: adminStorage().bucket() };
  return deps;
};

export const nowOf = (deps: Pick<AdminDeps, 'now'>): Date => deps.now?.() ?? new Date();
