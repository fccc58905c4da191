// The Storage emulator's HTTP server: routes requests to the Firebase v0 API, the Cloud Storage
// JSON API subset, or the control endpoints, and owns the server lifecycle.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '../server/logger.ts';
import { loadRulesFile, RulesRegistry, type RulesFileWatcher } from '../server/rules-registry.ts';
import { handleExport, handleReset, handleSetRules } from './control-api.ts';
import { handleFirebaseRequest } from './firebase-api.ts';
import {
  handleCopy,
  handleGetBucket,
  handleListBuckets,
  handleListObjects,
  handleObject,
  handleObjectAcl,
  handleUploadRequest,
} from './gcs-api.ts';
import { applyCors, HttpError, sendJson, sendPreflight } from './http-helpers.ts';
import { ObjectStore } from './object-store.ts';
import { exportStorage, importStorage } from './persistence.ts';
import type { RequestContext, StorageState } from './storage-context.ts';
import { errorMessage, StorageRulesGate, type CrossServiceFirestore } from './storage-rules.ts';
import { UploadSessions } from './upload-sessions.ts';

export type StorageServerOptions = {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 = any free port; the CLI uses 9199. */
  port?: number;
  projectId?: string;
  /** Default `${projectId}.appspot.com`. */
  defaultBucket?: string;
  /**
   * storage.rules source (tests). Without rules (this, `rulesFile`, or rules loaded through
   * `setRules` / `PUT /internal/setRules`) every request is allowed, as on the Firestore side.
   */
  rulesSource?: string;
  /**
   * Load from this file and reload on change, keeping the previous rules on a syntax error (the
   * same loader and watcher as Firestore's). Loaded after `rulesSource`, so it wins.
   */
  rulesFile?: string;
  /** Watch rulesFile for changes (default true). */
  watchRules?: boolean;
  /** Lines are tagged [storage]; defaults to stdout/stderr. */
  logger?: Logger;
  /** An export directory (this emulator's or firebase-tools') to load at start. */
  importDir?: string;
  /** Write an export here when the server is closed. */
  exportOnExitDir?: string;
  /**
   * The Firestore that storage rules' `firestore.get()` / `firestore.exists()` read: the server's
   * project's `(default)` database (startEmulator connects its Firestore). Without it those calls
   * are errors, which deny.
   */
  firestore?: CrossServiceFirestore;
};

export type StorageServer = {
  port: number;
  host: string;
  readonly rules: RulesRegistry;
  /**
   * Compiles and installs storage.rules for the server's project, as `PUT /internal/setRules`
   * does; throws on a syntax error and keeps the old rules.
   */
  setRules(source: string): void;
  /** Deletes every object. */
  clear(): void;
  close(): Promise<void>;
};

export async function startStorageServer(options: StorageServerOptions = {}): Promise<StorageServer> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-project';
  const defaultBucket = options.defaultBucket ?? `${projectId}.appspot.com`;
  // Lines are always tagged [storage], whichever logger the caller passes.
  const logger = (options.logger ?? createLogger()).child('storage');

  const store = new ObjectStore();
  const uploads = new UploadSessions();
  const registry = new RulesRegistry({ service: 'firebase.storage', defaultFileName: 'storage.rules' });
  let fallbackHost = `${host}:${options.port ?? 0}`;
  store.ensureBucket(defaultBucket);

  const state: StorageState = {
    store,
    uploads,
    rules: new StorageRulesGate(registry, projectId, logger, options.firestore),
    registry,
    logger,
    projectId,
    defaultBucket,
    get fallbackHost() {
      return fallbackHost;
    },
    exportTo: (dir) => exportStorage(store, dir, defaultBucket),
    clear: () => {
      store.clear();
      uploads.clear();
    },
  };

  if (options.rulesSource !== undefined) registry.setDefault(registry.compile(options.rulesSource));
  let watcher: RulesFileWatcher | null = null;
  if (options.rulesFile) {
    watcher = await loadRulesFile(options.rulesFile, registry, logger, {
      watch: options.watchRules !== false,
    });
  }
  if (options.importDir) {
    const count = await importStorage(store, options.importDir);
    logger.info(`Imported ${count} object(s) from ${options.importDir}`);
  }

  const server = createServer((req, res) => {
    void handleRequest(req, res, state);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  fallbackHost = `${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  logger.info(`Listening on http://${fallbackHost} (default bucket ${defaultBucket})`);

  let closing: Promise<void> | undefined;
  return {
    port: address.port,
    host,
    rules: registry,
    setRules: (source) => {
      registry.setProjectRules(projectId, [{ content: source }]);
    },
    clear: () => state.clear(),
    close: () => {
      closing ??= (async () => {
        watcher?.close();
        if (options.exportOnExitDir) {
          await state.exportTo(options.exportOnExitDir);
          logger.info(`Exported storage to ${options.exportOnExitDir}`);
        }
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets held by SDK clients would otherwise keep the server open.
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, state: StorageState): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${state.fallbackHost}`);
  const ctx: RequestContext = { req, res, url, state };
  applyCors(req, res);
  try {
    if (req.method === 'OPTIONS') {
      req.resume();
      return sendPreflight(req, res);
    }
    await route(ctx);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500)
      state.logger.error(`Internal error on ${req.method} ${url.pathname}: ${errorMessage(error)}`);
    if (!res.headersSent) {
      req.resume();
      sendJson(res, status, { error: { code: status, message: errorMessage(error) } });
    } else {
      res.destroy();
    }
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed URL segment: ${segment}`);
  }
}

/** Joins the remaining raw segments into an object name; undefined when there are none. */
function objectNameFrom(segments: string[]): string | undefined {
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) return undefined;
  return segments.map(decode).join('/');
}

async function route(ctx: RequestContext): Promise<void> {
  const { req, res, url } = ctx;
  const method = req.method ?? 'GET';
  // Split before decoding: object names arrive as one %2F-encoded segment.
  const segments = url.pathname.split('/').slice(1);
  const [first, second, third, fourth] = segments;

  if (first === 'internal') {
    if (second === 'setRules' && method === 'PUT') return handleSetRules(ctx);
    if (second === 'reset' && method === 'POST') return handleReset(ctx);
    if (second === 'export' && method === 'POST') return handleExport(ctx);
    return notFound(ctx);
  }

  if (first === 'v0') {
    if (second === 'b' && third && fourth === 'o') {
      return handleFirebaseRequest(ctx, decode(third), objectNameFrom(segments.slice(4)));
    }
    if ((second === undefined || second === '') && method === 'GET') {
      return sendJson(res, 200, { emulator: 'storage' });
    }
    return notFound(ctx);
  }

  if (
    first === 'upload' &&
    second === 'storage' &&
    third === 'v1' &&
    fourth === 'b' &&
    segments[4] &&
    segments[5] === 'o'
  ) {
    return handleUploadRequest(ctx, decode(segments[4]));
  }

  // JSON API: /storage/v1/b/..., /download/storage/v1/b/..., and /b/... (what the client library
  // uses when STORAGE_EMULATOR_HOST is set).
  const jsonApi =
    first === 'b'
      ? segments
      : first === 'storage' && second === 'v1'
        ? segments.slice(2)
        : first === 'download' && second === 'storage' && third === 'v1'
          ? segments.slice(3)
          : undefined;
  if (jsonApi && jsonApi[0] === 'b') {
    return routeJsonApi(ctx, jsonApi);
  }

  if ((first === undefined || first === '') && (method === 'GET' || method === 'HEAD')) {
    return sendJson(res, 200, { emulator: 'storage', status: 'ok' });
  }

  // Public URLs (`file.publicUrl()`): GET /{bucket}/{object...}, served without rules like the
  // JSON API.
  if (first && segments.length >= 2 && (method === 'GET' || method === 'HEAD')) {
    const name = objectNameFrom(segments.slice(1));
    if (name !== undefined) {
      url.searchParams.set('alt', 'media');
      return handleObject(ctx, decode(first), name);
    }
  }
  return notFound(ctx);
}

async function routeJsonApi(ctx: RequestContext, segments: string[]): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  const [, rawBucket, o, rawName, action, ...rest] = segments;
  if (rawBucket === undefined || rawBucket === '') {
    return method === 'GET' ? handleListBuckets(ctx) : notFound(ctx);
  }
  const bucket = decode(rawBucket);
  if (o === undefined || o === '') {
    return method === 'GET' ? handleGetBucket(ctx, bucket) : notFound(ctx);
  }
  if (o !== 'o') return notFound(ctx);
  if (rawName === undefined || rawName === '') {
    return method === 'GET' ? handleListObjects(ctx, bucket) : notFound(ctx);
  }
  // The client library encodes the object name into one segment, so anything after it is an action.
  if (action === 'acl' && method === 'POST') {
    return handleObjectAcl(ctx, bucket, decode(rawName));
  }
  if (
    (action === 'copyTo' || action === 'rewriteTo') &&
    method === 'POST' &&
    rest[0] === 'b' &&
    rest[1] &&
    rest[2] === 'o' &&
    rest[3]
  ) {
    return handleCopy(
      ctx,
      action,
      { bucket, name: decode(rawName) },
      { bucket: decode(rest[1]), name: objectNameFrom(rest.slice(3)) ?? '' },
    );
  }
  const name = objectNameFrom(segments.slice(3));
  if (name === undefined) return notFound(ctx);
  return handleObject(ctx, bucket, name);
}

function notFound(ctx: RequestContext): void {
  ctx.req.resume();
  sendJson(ctx.res, 404, {
    error: { code: 404, message: `No route for ${ctx.req.method} ${ctx.url.pathname}` },
  });
}
