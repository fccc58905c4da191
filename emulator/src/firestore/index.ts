// The Firestore emulator: REST v1 (HTTP/1.1) and gRPC (HTTP/2) on one port, over one in-memory
// engine, with Security Rules and Firebase's emulator control endpoints.

import { createLogger, type Logger } from '../server/logger.ts';
import { loadRulesFile, RulesRegistry, type RulesFileWatcher } from '../server/rules-registry.ts';
import { listenSharedPort } from '../server/shared-port.ts';
import { FirestoreService } from './firestore-service.ts';
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
  /** Writes every database to DIR (see persistence.ts); returns the document count. */
  exportTo(dir: string): Promise<number>;
  close(): Promise<void>;
};

export async function startFirestoreServer(options: FirestoreServerOptions = {}): Promise<FirestoreServer> {
  // Lines are always tagged [firestore], whichever logger the caller passes.
  const logger = (options.logger ?? createLogger()).child('firestore');
  const rules = new RulesRegistry({ service: 'cloud.firestore', defaultFileName: 'firestore.rules' });
  const service = new FirestoreService({ rules, logger });
  let watcher: RulesFileWatcher | null = null;
  if (options.rulesFile) {
    watcher = await loadRulesFile(options.rulesFile, rules, logger, { watch: options.watchRules !== false });
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
    exportTo: (dir) => exportFirestore(service, dir),
    close() {
      closing ??= (async () => {
        watcher?.close();
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
