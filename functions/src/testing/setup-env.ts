import { randomBytes } from 'node:crypto';

import { inject } from 'vitest';

// Runs in every test worker before the test files load: points the admin SDK at the emulators
// started by ./global-setup.ts. Nothing in it reaches the cloud.
const { projectId, firestoreHost, authHost, storageHost } = inject('functionsEmulators');

Object.assign(process.env, {
  GCLOUD_PROJECT: projectId,
  GOOGLE_CLOUD_PROJECT: projectId,
  FIRESTORE_EMULATOR_HOST: firestoreHost,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  // @google-cloud/storage reads the first, firebase-admin's getDownloadURL the second.
  FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
  STORAGE_EMULATOR_HOST: `http://${storageHost}`,
  METADATA_SERVER_DETECTION: 'none',
  // The erasure records' key (config/env.ts): a fresh one per worker, as the local stack makes one.
  ERASURE_ID_KEY: process.env['ERASURE_ID_KEY'] ?? randomBytes(32).toString('base64url'),
});
