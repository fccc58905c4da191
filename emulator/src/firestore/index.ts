// The Firestore emulator: REST v1 (HTTP/1.1) and gRPC (HTTP/2) on one port, over one in-memory
// engine, with Security Rules and Firebase's emulator control endpoints.

import { createLogger, type Logger } from '../server/logger.ts';
import { loadRulesFile, RulesRegistry } from '../server/rules-registry.ts';
import { listenSharedPort } from '../server/shared-port.ts';
import type { FileWatcher } from '../server/watched-file.ts';
import { FirestoreService } from './firestore-service.ts';
import { IndexRegistry, loadIndexesFile } from './index-registry.ts';
import type { GrpcApi } from './grpc-api.ts';
import { exportFirestore, importFirestore } from './persistence.ts';
import { createRestHandler } from './rest-api.ts';

export type FirestoreServerOptions = {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /**
   * A firestore.rules file applied to every project, reloaded when it changes. Without it (and
   * until a project's rules are loaded through the control endpoint) every request is allowed.
   */
  rulesFile?: string;
  /** Watch rulesFile for changes (default true). */
  watchRules?: boolean;
  /**
   * The project's firestore.indexes.json, reloaded when it changes: a query its indexes (and the
   * automatic single-field ones) do not serve fails with FAILED_PRECONDITION, as in production.
   * Without it no query needs an index, as in Firebase's emulator.
   */
  indexesFile?: string;
  /** false: queries without their index run, with a warning (default true). */
  enforceIndexes?: boolean;
  /** Watch indexesFile for changes (default true). */
  watchIndexes?: boolean;
  /** Record the composite indexes queries use here (default: $CAREERS_INDEX_USAGE_FILE). */
  indexUsageFile?: string;
  /** Load documents exported earlier (see persistence.ts). */
  importDir?: string;
  /** Export every database here when the server is closed. */
  exportOnExitDir?: string;
  logger?: Logger;
};

export type FirestoreServer = {
  readonly host: string;
  readonly port: number;
  readonly service: FirestoreService;
  readonly rules: RulesRegistry;
  readonly indexes: IndexRegistry;
  /** Writes every database to DIR (see persistence.ts); returns the document count. */
  exportTo(dir: string): Promise<number>;
  close(): Promise<void>;
};

export async function startFirestoreServer(options: FirestoreServerOptions = {}): Promise<FirestoreServer> {
  // Lines are always tagged [firestore], whichever logger the caller passes.
  const logger = (options.logger ?? createLogger()).child('firestore');
  const rules = new RulesRegistry({ service: 'cloud.firestore', defaultFileName: 'firestore.rules' });
  const indexes = new IndexRegistry({
    logger,
    enforce: options.enforceIndexes,
    usageFile: options.indexUsageFile,
  });
  const service = new FirestoreService({ rules, logger, indexes });
  const watchers: FileWatcher[] = [];
  if (options.rulesFile) {
    watchers.push(
      await loadRulesFile(options.rulesFile, rules, logger, { watch: options.watchRules !== false }),
    );
  }
  if (options.indexesFile) {
    try {
      watchers.push(
        await loadIndexesFile(options.indexesFile, indexes, logger, {
          watch: options.watchIndexes !== false,
        }),
      );
    } catch (error) {
      for (const watcher of watchers) watcher.close();
      throw error;
    }
    if (!indexes.enforce) logger.warn('Index enforcement is off: queries without their index run.');
  }
  if (options.importDir) {
    const count = await importFirestore(service, options.importDir);
    logger.info(`Imported ${count} documents from ${options.importDir}`);
  }
  // The gRPC layer (grpc-js, protobuf descriptors) is about half of the start-up cost, and REST
  // clients and the control endpoints do not need it: it loads right after the port is open, and
  // HTTP/2 connections that arrive before it is loaded wait for it.
  let grpcApi: GrpcApi | null = null;
  let grpcReady: Promise<GrpcApi | null> | null = null;
  const loadGrpc = (): Promise<GrpcApi | null> =>
    (grpcReady ??= import('./grpc-api.ts')
      .then(({ createGrpcApi }) => (grpcApi = createGrpcApi(service, logger)))
      .catch((error: unknown) => {
        logger.error(
          `gRPC API failed to load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return null;
      }));
  const listener = await listenSharedPort({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 8080,
    http1: createRestHandler({ service, rules, logger }),
    http2: (socket) => {
      if (grpcApi) return grpcApi.injectConnection(socket);
      void loadGrpc().then((api) => (api ? api.injectConnection(socket) : socket.destroy()));
    },
  });
  setImmediate(() => void loadGrpc());
  let closing: Promise<void> | undefined;
  return {
    host: listener.host,
    port: listener.port,
    service,
    rules,
    indexes,
    exportTo: (dir) => exportFirestore(service, dir),
    close() {
      closing ??= (async () => {
        for (const watcher of watchers) watcher.close();
        if (options.exportOnExitDir) {
          const count = await exportFirestore(service, options.exportOnExitDir);
          logger.info(`Exported ${count} documents to ${options.exportOnExitDir}`);
        }
        (await grpcReady)?.close();
        await listener.close();
      })();
      return closing;
    },
  };
}

export type { Logger };
