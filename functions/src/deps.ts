import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';

import { createIdentityToolkit, type IdentityToolkit } from './accounts/index.ts';
import { readAppUrl, readErasureIdKey, readIdentityToolkitConfig } from './config/env.ts';
import { adminAuth, adminDb, adminStorage } from './lib/admin.ts';
import { defaultMailer, type OutboxMailer } from './mail/index.ts';

// The one set of dependencies every service works with, and the one clock. Services take the
// part they use (`Pick<Deps, 'db' | 'now'>`); callables and routes hand them the whole. Tests pass
// the same things connected to the emulators (testing/deps.ts), with a clock of their own.

/** A Cloud Storage bucket as firebase-admin hands it out (the Google Cloud client's `Bucket`). */
export type Bucket = ReturnType<Storage['bucket']>;

export type Deps = {
  db: Firestore;
  /** Verifies ID tokens on the routes; accounts, claims, whether an address is confirmed. */
  auth: Auth;
  /** The default bucket: CVs, pictures, applications' CV copies, question pictures. */
  bucket: Bucket;
  /** Mail through the outbox (mail/). */
  mailer: OutboxMailer;
  /** Base URL of the web app: links in emails point here. */
  appUrl: string;
  /** Firebase Auth's REST API, for the account actions the admin SDK lacks (accounts/). */
  identityToolkit: IdentityToolkit;
  /** The secret key of the erasure records' ids (config/env.ts, readErasureIdKey). */
  erasureIdKey: string;
  /** The clock; the real one when absent. */
  now?: () => Date;
};

let deps: Deps | undefined;
let identityToolkit: IdentityToolkit | undefined;

/**
 * The production wiring, built on first use. The mail settings, the app's address, the Identity
 * Toolkit's and the erasure key are read only when first used, so the reads (public jobs, the review) work where SMTP
 * is not configured, and loading the bundle does no work.
 */
export const defaultDeps = (): Deps => {
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
    get identityToolkit() {
      identityToolkit ??= createIdentityToolkit(readIdentityToolkitConfig());
      return identityToolkit;
    },
    get erasureIdKey() {
      return readErasureIdKey();
    },
  };
  return deps;
};

/** The one clock: `deps.now`, or the real time. */
export const nowOf = (deps: Pick<Deps, 'now'>): Date => deps.now?.() ?? new Date();
