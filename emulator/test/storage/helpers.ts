// Shared setup for the Storage conformance tests: a server on a free port and web SDK clients
// signed in as a given user through the emulator's mock tokens.

import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLogger, type Logger } from '../../src/server/logger.ts';
import {
  startStorageServer,
  type StorageServer,
  type StorageServerOptions,
} from '../../src/storage/index.ts';

export const PROJECT_ID = 'demo-careers';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const RULES_PATH = new URL('./fixtures/storage.rules', import.meta.url).pathname;
export const STORAGE_RULES = readFileSync(RULES_PATH, 'utf8');

export type TestServer = StorageServer & { logs: string[] };

/** A logger that keeps every line (debug included) in `lines`, to assert what was logged. */
export function capturingLogger(lines: string[]): Logger {
  return createLogger({ sink: (_level, line) => lines.push(line), level: 'debug' });
}

export async function startTestServer(options: StorageServerOptions = {}): Promise<TestServer> {
  const logs: string[] = [];
  const server = await startStorageServer({
    projectId: PROJECT_ID,
    rulesSource: STORAGE_RULES,
    logger: capturingLogger(logs),
    ...options,
  });
  return Object.assign(server, { logs });
}

/**
 * A conformance suite's server: started before its first test, emptied (objects and logged lines)
 * before each, and closed after its last with the web SDK clients the suite opened. Call the
 * returned function inside hooks and tests; a suite's own hooks, declared after, run after its start
 * and before its close.
 */
export function suiteServer(): () => TestServer {
  let server: TestServer | undefined;
  const started = (): TestServer => {
    if (!server) throw new Error('The suite server is read before its beforeAll started it.');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => {
    started().clear();
    started().logs.length = 0;
  });
  afterAll(async () => {
    await deleteClientApps();
    await server?.close();
  });
  return started;
}

const apps: FirebaseApp[] = [];

/**
 * A web SDK Storage instance talking to `server`. `user` is a uid, `admin` for a uid with the
 * admin claim, 'owner' for the rules-bypassing credential, or null for a signed-out client.
 */
export function clientStorage(
  server: StorageServer,
  user: string | { uid: string; admin: true } | 'owner' | null,
): FirebaseStorage {
  const app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'fake-api-key' },
    `storage-test-${apps.length}-${Math.random().toString(36).slice(2)}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  const mockUserToken =
    user === null
      ? undefined
      : user === 'owner'
        ? 'owner'
        : typeof user === 'string'
          ? { user_id: user, email: `${user}@example.com` }
          : { user_id: user.uid, admin: true };
  connectStorageEmulator(storage, server.host, server.port, mockUserToken ? { mockUserToken } : {});
  return storage;
}

export async function deleteClientApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Deterministic bytes of a given size (so hashes are stable). */
export function bytesOfSize(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

export function baseUrl(server: StorageServer): string {
  return `http://${server.host}:${server.port}`;
}
