// Test harness: one emulator per test file on a free port, and SDK clients pointed at it. Each
// helper uses a fresh project id so tests in a file never see each other's data. Clients are
// pointed at the emulator explicitly; ../hermetic-env.ts (the project's setup file) removes
// FIRESTORE_EMULATOR_HOST and friends, which would otherwise win over `settings({ host })`.

import { fileURLToPath } from 'node:url';
import {
  initializeApp as initializeClientApp,
  deleteApp as deleteClientApp,
  type FirebaseApp,
} from 'firebase/app';
import {
  connectFirestoreEmulator as connectLite,
  getFirestore as getLiteFirestore,
  setLogLevel as setLiteLogLevel,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  startFirestoreServer,
  type FirestoreServer,
  type FirestoreServerOptions,
} from '../../src/firestore/index.ts';
import { createLogger } from '../../src/server/logger.ts';

export type Harness = {
  server: FirestoreServer;
  host: string;
  port: number;
  /** Log lines the emulator wrote (warnings and errors, e.g. rule denials). */
  logs: string[];
  projectId(prefix?: string): string;
  /** firebase/firestore/lite (REST). `token` is a mock user token (unsigned JWT claims) or 'owner'. */
  lite(projectId: string, token?: Record<string, unknown> | 'owner'): LiteFirestore;
  /** The full firebase/firestore SDK (gRPC in Node, with Listen/Write streams). */
  full(projectId: string, token?: Record<string, unknown> | 'owner'): Firestore;
  /** firebase-admin (gRPC through @google-cloud/firestore): owner credentials, rules bypassed. */
  admin(projectId: string, settings?: { useBigInt?: boolean }): AdminFirestore;
  close(): Promise<void>;
};

let counter = 0;

/** For tests where an SDK retries a transaction: the SDKs back off about a second first. */
export const RETRY_TIMEOUT = 15_000;

// No Google credentials or metadata server here: keep google-auth-library from probing for one.
process.env.METADATA_SERVER_DETECTION = 'none';
// The SDKs log every failed RPC as a warning; tests provoke many on purpose.
setLogLevel('silent');
setLiteLogLevel('silent');

/** How long `recorder().next` waits for a matching snapshot. */
export const SNAPSHOT_TIMEOUT = 5_000;

/**
 * Collects a listener's snapshots (or values derived from them) and waits for one that satisfies
 * a predicate. Wait for a listener's own first snapshot before changing what it watches: until
 * then its target may not be registered on the server, and the change would be folded into the
 * initial result.
 */
export function recorder<S>() {
  const seen: S[] = [];
  const waiters: { accept: (s: S) => boolean; resolve: (s: S) => void }[] = [];
  return {
    seen,
    push(s: S): void {
      seen.push(s);
      for (const w of [...waiters]) {
        if (w.accept(s)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(s);
        }
      }
    },
    next(accept: (s: S) => boolean): Promise<S> {
      const existing = seen.find(accept);
      if (existing !== undefined) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('timed out waiting for a snapshot')),
          SNAPSHOT_TIMEOUT,
        );
        waiters.push({ accept, resolve: (s) => (clearTimeout(timer), resolve(s)) });
      });
    },
  };
}

/**
 * The indexes the conformance tests' queries need: the emulator enforces them here as it does in
 * the product's suites (`indexesFile: undefined` starts one without).
 */
export const TEST_INDEXES_FILE = fileURLToPath(new URL('./fixtures/firestore.indexes.json', import.meta.url));

export async function startHarness(options: FirestoreServerOptions = {}): Promise<Harness> {
  const logs: string[] = [];
  const logger = createLogger({ sink: (_level, line) => logs.push(line) });
  const server = await startFirestoreServer({
    port: 0,
    logger,
    indexesFile: TEST_INDEXES_FILE,
    watchIndexes: false,
    ...options,
  });
  const apps: FirebaseApp[] = [];
  const fulls: Firestore[] = [];
  const admins: AdminFirestore[] = [];
  const adminApps: AdminApp[] = [];
  const host = '127.0.0.1';
  const app = (projectId: string): FirebaseApp => {
    const created = initializeClientApp(
      { projectId, apiKey: 'fake-api-key' },
      `app-${process.pid}-${++counter}`,
    );
    apps.push(created);
    return created;
  };
  const mockToken = (token: Record<string, unknown> | 'owner' | undefined) =>
    token === undefined ? {} : { mockUserToken: token as never };
  return {
    server,
    host,
    port: server.port,
    logs,
    projectId: (prefix = 'demo-test') => `${prefix}-${process.pid}-${++counter}`,
    lite(projectId, token) {
      const db = getLiteFirestore(app(projectId));
      connectLite(db, host, server.port, mockToken(token));
      return db;
    },
    full(projectId, token) {
      const db = getFirestore(app(projectId));
      connectFirestoreEmulator(db, host, server.port, mockToken(token));
      fulls.push(db);
      return db;
    },
    admin(projectId, settings = {}) {
      const adminApp = initializeAdminApp({ projectId }, `admin-${process.pid}-${++counter}`);
      adminApps.push(adminApp);
      const db = getAdminFirestore(adminApp);
      // ssl: false is how the admin SDK recognises an emulator: it then sends `Bearer owner`.
      db.settings({ host: `${host}:${server.port}`, ssl: false, ...settings });
      admins.push(db);
      return db;
    },
    async close() {
      await Promise.all(fulls.map((db) => terminate(db)));
      await Promise.all(admins.map((db) => db.terminate()));
      await Promise.all(adminApps.map((a) => deleteAdminApp(a)));
      await Promise.all(apps.map((a) => deleteClientApp(a)));
      await server.close();
    },
  };
}
