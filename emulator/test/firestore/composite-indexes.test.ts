// Composite indexes as production enforces them, through the real SDKs: a query the indexes file
// does not serve is refused with FAILED_PRECONDITION and production's message over REST
// (firebase/firestore/lite, as the web app uses it), gRPC (the full SDK in Node, firebase-admin)
// and the Listen stream; the same query runs once the index is added to the file, which the
// emulator reloads as it runs. Then: enforcement off, the record of the indexes used, a file that
// is not valid, and no file at all.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collection as fullCollection,
  getCountFromServer as fullGetCount,
  getDocsFromServer,
  onSnapshot,
  orderBy as fullOrderBy,
  query as fullQuery,
  where as fullWhere,
  type FirestoreError as FullFirestoreError,
} from 'firebase/firestore';
import { collection, getCount, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const JOBS = [
  { id: 'a', status: 'open', postedAt: 1 },
  { id: 'b', status: 'open', postedAt: 3 },
  { id: 'c', status: 'closed', postedAt: 2 },
  { id: 'd', status: 'open', postedAt: 2 },
];
const NEWEST_OPEN = ['b', 'd', 'a'];

const INDEX = {
  collectionGroup: 'jobs',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'postedAt', order: 'DESCENDING' },
  ],
};

const indexesFile = (indexes: unknown[]): string => JSON.stringify({ indexes, fieldOverrides: [] }, null, 2);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fs-indexes-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function seed(h: Harness, projectId: string): Promise<void> {
  const batch = h.admin(projectId).batch();
  for (const { id, ...job } of JOBS) batch.set(h.admin(projectId).doc(`jobs/${id}`), job);
  await batch.commit();
}

const waitFor = async (predicate: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 200; i++) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met');
};

const PRODUCTION_MESSAGE =
  /^The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/[\w-]+\/firestore\/indexes\?create_composite=[\w-]+\n/;
const PLAIN_LINE =
  'Missing index: jobs (collection) on status ASCENDING, postedAt DESCENDING; add to "indexes" in firestore.indexes.json: ' +
  JSON.stringify(INDEX);

describe('a query without its composite index', () => {
  let h: Harness;
  let file: string;
  let projectId: string;
  beforeAll(async () => {
    file = join(dir, 'firestore.indexes.json');
    await writeFile(file, indexesFile([]));
    h = await startHarness({ indexesFile: file, watchIndexes: true });
    projectId = h.projectId();
    await seed(h, projectId);
  });
  afterAll(() => h.close());

  const liteQuery = () =>
    query(collection(h.lite(projectId), 'jobs'), where('status', '==', 'open'), orderBy('postedAt', 'desc'));
  const fullQueryOf = () =>
    fullQuery(
      fullCollection(h.full(projectId), 'jobs'),
      fullWhere('status', '==', 'open'),
      fullOrderBy('postedAt', 'desc'),
    );
  const adminQuery = () =>
    h.admin(projectId).collection('jobs').where('status', '==', 'open').orderBy('postedAt', 'desc');
  const listenOnce = (q: ReturnType<typeof fullQueryOf>) =>
    new Promise<string[]>((resolve, reject) => {
      const unsubscribe = onSnapshot(
        q,
        (snap) => {
          unsubscribe();
          resolve(snap.docs.map((d) => d.id));
        },
        (error: FullFirestoreError) => reject(error),
      );
    });

  test(
    'is refused over REST, gRPC and Listen with FAILED_PRECONDITION, then runs once the file has the index',
    { timeout: 20_000 },
    async () => {
      // firebase/firestore/lite (REST runQuery / runAggregationQuery): the SDK maps HTTP 400
      // FAILED_PRECONDITION to failed-precondition and prefixes the server's message.
      const lite = await getDocs(liteQuery()).catch((e: unknown) => e);
      expect(lite).toMatchObject({ code: 'failed-precondition' });
      const liteMessage = (lite as Error).message.replace(/^Request failed with error: /, '');
      expect(liteMessage).toMatch(PRODUCTION_MESSAGE);
      expect(liteMessage.endsWith(PLAIN_LINE)).toBe(true);
      await expect(getCount(liteQuery())).rejects.toMatchObject({ code: 'failed-precondition' });

      // The full SDK: a one-time Listen target (getDocsFromServer), a listener, RunAggregationQuery.
      await expect(getDocsFromServer(fullQueryOf())).rejects.toMatchObject({ code: 'failed-precondition' });
      const listener = await listenOnce(fullQueryOf()).catch((e: unknown) => e);
      expect(listener).toMatchObject({ code: 'failed-precondition' });
      expect((listener as Error).message).toMatch(PRODUCTION_MESSAGE);
      await expect(fullGetCount(fullQueryOf())).rejects.toMatchObject({ code: 'failed-precondition' });

      // firebase-admin (gRPC RunQuery / RunAggregationQuery): status 9 with the same message.
      const admin = await adminQuery()
        .get()
        .catch((e: unknown) => e);
      expect(admin).toMatchObject({ code: 9 });
      expect((admin as Error).message).toMatch(/^9 FAILED_PRECONDITION: The query requires an index\./);
      expect((admin as Error).message.endsWith(PLAIN_LINE)).toBe(true);
      await expect(adminQuery().count().get()).rejects.toMatchObject({ code: 9 });
      expect(h.logs).toContainEqual(
        expect.stringMatching(
          /^\[firestore\] WARN MISSING INDEX query on \/jobs \(project [\w-]+\): jobs \(collection\) on status ASCENDING, postedAt DESCENDING;/,
        ),
      );

      // The index lands in the file; the emulator reloads it.
      await writeFile(file, indexesFile([INDEX]));
      await waitFor(() =>
        getDocs(liteQuery()).then(
          () => true,
          () => false,
        ),
      );
      expect((await getDocs(liteQuery())).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
      expect((await getCount(liteQuery())).data().count).toBe(3);
      expect((await getDocsFromServer(fullQueryOf())).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
      expect(await listenOnce(fullQueryOf())).toEqual(NEWEST_OPEN);
      expect((await fullGetCount(fullQueryOf())).data().count).toBe(3);
      expect((await adminQuery().get()).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
      expect((await adminQuery().count().get()).data().count).toBe(3);
      expect(h.logs).toContain(`[firestore] Reloaded indexes from ${file}`);

      // The other direction is another index, as in production.
      await expect(
        getDocs(
          query(collection(h.lite(projectId), 'jobs'), where('status', '==', 'open'), orderBy('postedAt')),
        ),
      ).rejects.toMatchObject({ code: 'failed-precondition' });
    },
  );

  test('answers HTTP 400 FAILED_PRECONDITION over REST, as production does', async () => {
    const response = await fetch(
      `http://${h.host}:${h.port}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'jobs' }],
            where: {
              fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'open' } },
            },
            orderBy: [{ field: { fieldPath: 'title' } }],
          },
        }),
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; status: string; message: string } };
    expect(body.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION' });
    expect(body.error.message).toMatch(/^The query requires an index\. You can create it here: /);
    expect(body.error.message).toContain(
      'Missing index: jobs (collection) on status ASCENDING, title ASCENDING;',
    );
  });

  test('needs nothing where automatic single-field indexes serve it', async () => {
    const jobs = collection(h.lite(projectId), 'jobs');
    // Equalities on several fields merge single-field indexes; a range orders by its own field.
    expect((await getDocs(query(jobs, where('status', '==', 'open'), where('postedAt', '==', 2)))).size).toBe(
      1,
    );
    expect((await getDocs(query(jobs, where('postedAt', '>=', 2), orderBy('postedAt', 'desc')))).size).toBe(
      3,
    );
    expect((await getCount(query(jobs, where('status', 'in', ['open', 'closed'])))).data().count).toBe(4);
  });

  test('a file that is not valid keeps the indexes in force and says why', { timeout: 20_000 }, async () => {
    const logged = h.logs.length;
    await writeFile(file, '{"indexes": [{"collectionGroup": "jobs", "fields": []}]}');
    await waitFor(async () => h.logs.slice(logged).some((l) => l.includes('is not valid')));
    expect(h.logs.slice(logged)).toContainEqual(
      `[firestore] ERROR Indexes file ${file} is not valid, keeping the previous indexes: indexes[0].fields: a composite index needs at least two fields (one field: use fieldOverrides)`,
    );
    expect((await getDocs(liteQuery())).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
  });
});

describe('around enforcement', () => {
  test('off: the query runs and a warning says production refuses it', async () => {
    const file = join(dir, 'empty.indexes.json');
    await writeFile(file, indexesFile([]));
    const h = await startHarness({ indexesFile: file, enforceIndexes: false });
    try {
      const projectId = h.projectId();
      await seed(h, projectId);
      const q = query(
        collection(h.lite(projectId), 'jobs'),
        where('status', '==', 'open'),
        orderBy('postedAt', 'desc'),
      );
      expect((await getDocs(q)).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
      expect(h.logs).toContain('[firestore] WARN Index enforcement is off: queries without their index run.');
      expect(h.logs).toContainEqual(
        expect.stringMatching(
          /^\[firestore\] WARN MISSING INDEX query on \/jobs \(project [\w-]+\) runs only because index enforcement is off; production refuses it: jobs \(collection\) on status ASCENDING, postedAt DESCENDING;/,
        ),
      );
    } finally {
      await h.close();
    }
  });

  test('without an indexes file nothing is enforced, as in Firebase’s emulator', async () => {
    const h = await startHarness({ indexesFile: undefined });
    try {
      const projectId = h.projectId();
      await seed(h, projectId);
      const q = h
        .admin(projectId)
        .collection('jobs')
        .where('status', '==', 'open')
        .orderBy('postedAt', 'desc');
      expect((await q.get()).docs.map((d) => d.id)).toEqual(NEWEST_OPEN);
    } finally {
      await h.close();
    }
  });

  test('a file that is not valid at start-up stops the server from starting', async () => {
    const file = join(dir, 'broken.indexes.json');
    await writeFile(file, '{"indexes": [');
    await expect(startHarness({ indexesFile: file })).rejects.toThrow(
      new RegExp(`^Indexes file ${file} is not valid: not valid JSON`),
    );
  });

  test('records each index of the file that served a query, once', async () => {
    const file = join(dir, 'used.indexes.json');
    const other = { ...INDEX, fields: [INDEX.fields[0], { fieldPath: 'title', order: 'ASCENDING' }] };
    await writeFile(file, indexesFile([INDEX, other]));
    const usage = join(dir, 'usage.jsonl');
    const h = await startHarness({ indexesFile: file, indexUsageFile: usage });
    try {
      const projectId = h.projectId();
      await seed(h, projectId);
      const jobs = h.admin(projectId).collection('jobs');
      await jobs.where('status', '==', 'open').orderBy('postedAt', 'desc').get();
      await jobs.where('status', '==', 'closed').orderBy('postedAt', 'desc').limit(1).get();
      await jobs.where('status', '==', 'open').get();
      expect((await readFile(usage, 'utf8')).split('\n')).toEqual([JSON.stringify(INDEX), '']);
    } finally {
      await h.close();
    }
  });
});
