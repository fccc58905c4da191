// Vitest setup file of the emulator project (see ../vitest.config.ts): every test file starts its
// own emulator on a free port and points the SDKs at it explicitly, so no ambient "use this
// emulator" variable may redirect them.
//
// Why: `npm test` runs every project in one vitest process, and the e2e project's global setup
// boots the local stack and copies its admin environment (FIRESTORE_EMULATOR_HOST,
// FIREBASE_STORAGE_EMULATOR_HOST, GCLOUD_PROJECT, ...) into that process's `process.env`. Vitest
// builds each worker's environment from `process.env` after the global setups have run, so
// every worker of this project inherited them. @google-cloud/firestore (firebase-admin) gives
// FIRESTORE_EMULATOR_HOST precedence over `settings({ host })`: admin writes in the conformance
// tests then went to the stack's emulator instead of the test's own, and every test that writes
// with the admin SDK and reads with another client failed (empty listener results, a
// transaction that saw no contention, NOT_FOUND on update, an export with no documents).
// A developer shell with these variables exported (e.g. from `npx careers-emulator`'s hints) has
// the same effect.
//
// Tests that want one of these variables set it themselves (test/storage/firebase-admin-sdk.test.ts).

const AMBIENT_EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'GCLOUD_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FIREBASE_CONFIG',
  // The record of the indexes the product's suites use (npm run indexes:unused): the conformance
  // tests' own queries must not count.
  'CAREERS_INDEX_USAGE_FILE',
] as const;

for (const name of AMBIENT_EMULATOR_VARIABLES) delete process.env[name];

// No Google credentials or metadata server here: keep google-auth-library from probing for one.
process.env.METADATA_SERVER_DETECTION = 'none';
