import { randomUUID } from 'node:crypto';

import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

import type { Bucket } from '../deps.ts';

// Admin clients of emulators other than the suite's (an emulator a test restarts), or of the suite's
// through a fault proxy. Firestore and @google-cloud/storage take the emulators' addresses from the
// environment when a client is made (no option overrides them), so a second admin app's clients are
// made while the variables point elsewhere, for that moment only; every other client of the process
// keeps the suite's emulators.

export type EmulatorAddresses = {
  /** Firestore's `host:port`; the suite's when absent. */
  firestore?: string;
  /** Storage's `host:port`; the suite's when absent. */
  storage?: string;
};

export const adminClientsAt = (
  addresses: EmulatorAddresses,
  bucketName: string,
): { db: Firestore; bucket: Bucket } => {
  const app = initializeApp({ projectId: process.env['GCLOUD_PROJECT'] ?? '' }, `clients-${randomUUID()}`);
  const saved = {
    FIRESTORE_EMULATOR_HOST: process.env['FIRESTORE_EMULATOR_HOST'],
    STORAGE_EMULATOR_HOST: process.env['STORAGE_EMULATOR_HOST'],
  };
  if (addresses.firestore) process.env['FIRESTORE_EMULATOR_HOST'] = addresses.firestore;
  if (addresses.storage) process.env['STORAGE_EMULATOR_HOST'] = `http://${addresses.storage}`;
  try {
    return { db: getFirestore(app), bucket: getStorage(app).bucket(bucketName) };
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};
