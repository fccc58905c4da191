import { createIdentityToolkit } from '../accounts/index.ts';
import { readErasureIdKey, readIdentityToolkitConfig } from '../config/env.ts';
import type { Deps } from '../deps.ts';
import { adminAuth, adminDb, adminStorage } from '../lib/admin.ts';
import type { OutboxMailer } from '../mail/index.ts';

// The services' dependencies on the test emulators (global-setup.ts): Firestore, Auth, Storage and
// the Auth emulator's REST API. A suite passes what it has of its own: a database, a mailer
// delivering to its mail catcher, a clock.

/** The bucket tests upload to (the emulator creates buckets on first write). */
export const TEST_BUCKET = `${process.env['GCLOUD_PROJECT'] ?? 'demo-careers-functions'}.appspot.com`;

export const TEST_APP_URL = 'http://careers.test';

const noMail = (): never => {
  throw new Error('This test sends mail but has no mailer: pass one to emulatorDeps.');
};

/** The mailer of a suite that sends no mail: sending fails the test. */
const NO_MAILER: OutboxMailer = { deliver: noMail };

export const emulatorDeps = (overrides: Partial<Deps> = {}): Deps => ({
  db: adminDb(),
  auth: adminAuth(),
  bucket: adminStorage().bucket(TEST_BUCKET),
  mailer: NO_MAILER,
  appUrl: TEST_APP_URL,
  identityToolkit: createIdentityToolkit(readIdentityToolkitConfig()),
  // Generated per test worker (setup-env.ts); the function processes it starts inherit it.
  erasureIdKey: readErasureIdKey(),
  ...overrides,
});
