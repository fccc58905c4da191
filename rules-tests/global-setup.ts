import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    emulator: { host: string; firestorePort: number; storagePort: number };
  }
}

/**
 * Starts the project's emulator once for the whole rules-tests project, on free ports, in this
 * process, with the repository's firestore.indexes.json. Test files reach it through
 * `inject('emulator')`.
 */
export default async function setup(project: TestProject) {
  const { startEmulator } = await import('@careers/emulator');
  const emulator = await startEmulator({
    host: '127.0.0.1',
    firestorePort: 0,
    storagePort: 0,
    // As in production: a list query the project's indexes do not serve fails (FAILED_PRECONDITION).
    firestoreIndexesFile: fileURLToPath(new URL('../firestore.indexes.json', import.meta.url)),
    quiet: true,
  });
  project.provide('emulator', {
    host: '127.0.0.1',
    firestorePort: emulator.firestorePort,
    storagePort: emulator.storagePort,
  });
  return async () => {
    await emulator.close();
  };
}
