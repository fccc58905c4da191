// Programmatic entry of the emulator for the local stack, the rules tests and the e2e harness:
// both servers in this process, on the given (or free) ports. The CLI (bin/careers-emulator.ts)
// is the same servers behind command-line flags.
import { startFirestoreServer, type FirestoreServer } from './firestore/index.ts';
import { createLogger } from './server/logger.ts';
import { startStorageServer, type StorageServer } from './storage/index.ts';

export { startFirestoreServer, type FirestoreServer } from './firestore/index.ts';
export { startStorageServer, type StorageServer } from './storage/index.ts';

export type EmulatorOptions = {
  host?: string;
  projectId?: string;
  /** 0 picks a free port. Defaults: Firestore 8080, Storage 9199. */
  firestorePort?: number;
  storagePort?: number;
  firestoreRulesFile?: string;
  storageRulesFile?: string;
  /**
   * firestore.indexes.json: queries its indexes do not serve fail as in production (see
   * FirestoreServerOptions.indexesFile). The stack and the test harnesses give the repo's.
   */
  firestoreIndexesFile?: string;
  /** false: queries without their index run, with a warning (default true). */
  enforceIndexes?: boolean;
  importDir?: string;
  exportOnExitDir?: string;
  /** Silence everything but errors (tests). */
  quiet?: boolean;
  /** Also log debug lines: every failed request, not only denials. */
  verbose?: boolean;
};

export type Emulator = {
  host: string;
  firestorePort: number;
  storagePort: number;
  firestore: FirestoreServer;
  storage: StorageServer;
  close(): Promise<void>;
};

export const startEmulator = async (options: EmulatorOptions = {}): Promise<Emulator> => {
  const host = options.host ?? '127.0.0.1';
  const logger = createLogger({ level: options.quiet ? 'error' : options.verbose ? 'debug' : 'info' });
  // Storage rules read this Firestore (firestore.get / firestore.exists), the storage project's
  // (default) database, once it has started (both start at once).
  const started: { firestore?: FirestoreServer['service'] } = {};
  const crossService = (projectId: string) =>
    started.firestore
      ? started.firestore.lookups(started.firestore.database({ projectId, databaseId: '(default)' }))
      : null;
  // Start both, and if either fails, close the one that did start before reporting the failure.
  const [firestoreResult, storageResult] = await Promise.allSettled([
    startFirestoreServer({
      host,
      port: options.firestorePort ?? 8080,
      rulesFile: options.firestoreRulesFile,
      indexesFile: options.firestoreIndexesFile,
      enforceIndexes: options.enforceIndexes,
      importDir: options.importDir,
      exportOnExitDir: options.exportOnExitDir,
      logger,
    }),
    startStorageServer({
      host,
      port: options.storagePort ?? 9199,
      projectId: options.projectId ?? 'demo-careers',
      rulesFile: options.storageRulesFile,
      importDir: options.importDir,
      exportOnExitDir: options.exportOnExitDir,
      logger,
      firestore: crossService,
    }),
  ]);
  if (firestoreResult.status === 'rejected' || storageResult.status === 'rejected') {
    await Promise.all([
      firestoreResult.status === 'fulfilled' ? firestoreResult.value.close() : undefined,
      storageResult.status === 'fulfilled' ? storageResult.value.close() : undefined,
    ]);
    throw firestoreResult.status === 'rejected'
      ? firestoreResult.reason
      : (storageResult as PromiseRejectedResult).reason;
  }
  const firestore = firestoreResult.value;
  const storage = storageResult.value;
  started.firestore = firestore.service;
  return {
    host,
    firestorePort: firestore.port,
    storagePort: storage.port,
    firestore,
    storage,
    close: async () => {
      await Promise.all([firestore.close(), storage.close()]);
    },
  };
};
