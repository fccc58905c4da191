import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // Module augmentation merges only interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    functionsEmulators: { projectId: string; firestoreHost: string; authHost: string; storageHost: string };
  }
}

export const TEST_PROJECT_ID = 'demo-careers-functions';

type AuthEmulatorApp = { listen(port: number, host: string): Server };
type AuthEmulatorServer = { createApp(projectId: string): Promise<AuthEmulatorApp> };

/**
 * The emulators the functions tests run against, started once on free ports in this process: the
 * project's Firestore and Storage emulator (with the repository's firestore.indexes.json), and Firebase's own Auth emulator (firebase-tools' server module,
 * the same one `firebase emulators:start` runs). Tests reach them through the admin SDK, with the
 * environment set by ./setup-env.ts.
 */
export default async function setup(project: TestProject) {
  const { startEmulator } = await import('@careers/emulator');
  const emulator = await startEmulator({
    host: '127.0.0.1',
    firestorePort: 0,
    storagePort: 0,
    // As in production: a query the project's indexes do not serve fails (FAILED_PRECONDITION).
    firestoreIndexesFile: fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)),
    quiet: true,
  });

  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server') as AuthEmulatorServer;
  const authApp = await createApp(TEST_PROJECT_ID);
  const authServer = authApp.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    authServer.once('listening', () => resolve());
    authServer.once('error', reject);
  });

  project.provide('functionsEmulators', {
    projectId: TEST_PROJECT_ID,
    firestoreHost: `127.0.0.1:${String(emulator.firestorePort)}`,
    authHost: `127.0.0.1:${String((authServer.address() as AddressInfo).port)}`,
    storageHost: `127.0.0.1:${String(emulator.storagePort)}`,
  });

  return async () => {
    authServer.closeAllConnections();
    await new Promise<void>((resolve) => authServer.close(() => resolve()));
    await emulator.close();
  };
}
