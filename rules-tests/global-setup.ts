import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    emulator: { host: string; firestorePort: number; storagePort: number };
  }
}

/**
 * The Storage server's project. Storage rules read the team's roster from this project's Firestore
 * (`firestore.exists()`), while each test file's Firestore rules use a project of its own; the
 * rules tests' emulator, and the mutation run's, are started with it.
 */
export const STORAGE_PROJECT_ID = 'demo-rules-storage';

/**
 * `host:firestorePort:storagePort` of an emulator already running, for a caller that owns it: the
 * rules mutation run (scripts/rules-mutation) starts the emulator in its own process so it can
 * decide which rules answer each request.
 */
export const EXTERNAL_EMULATOR_VARIABLE = 'RULES_TESTS_EMULATOR';

const parseExternal = (value: string) => {
  const match = /^(.+):(\d+):(\d+)$/.exec(value);
  if (!match) throw new Error(`${EXTERNAL_EMULATOR_VARIABLE} must be host:firestorePort:storagePort`);
  return { host: match[1] as string, firestorePort: Number(match[2]), storagePort: Number(match[3]) };
};

/**
 * Starts the project's emulator once for the whole rules-tests project, on free ports, in this
 * process (or uses the one named by RULES_TESTS_EMULATOR), with the repository's
 * firestore.indexes.json. Test files reach it through
 * `inject('emulator')`.
 */
export default async function setup(project: TestProject) {
  const external = process.env[EXTERNAL_EMULATOR_VARIABLE];
  if (external) {
    project.provide('emulator', parseExternal(external));
    return;
  }
  const { startEmulator } = await import('@careers/emulator');
  const emulator = await startEmulator({
    host: '127.0.0.1',
    projectId: STORAGE_PROJECT_ID,
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
