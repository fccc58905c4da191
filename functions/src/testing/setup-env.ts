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
});
