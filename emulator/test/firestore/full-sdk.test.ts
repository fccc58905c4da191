// The full firebase/firestore SDK in Node: gRPC, writes through the Write stream, onSnapshot
// through the Listen stream (initial results, later changes, limits, resume after reconnecting),
// transactions and aggregations.

import {
  arrayUnion,
  collection,
  deleteDoc,
  disableNetwork,
  doc,
  enableNetwork,
  getCountFromServer,
  getDoc,
  getDocsFromServer,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { recorder, RETRY_TIMEOUT, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);

describe('reads and writes over gRPC', () => {
  test('set, update, batch, delete through the Write stream; reads from the server', async () => {
    const db = h.full(h.projectId());
    await setDoc(doc(db, 'jobs/a'), { title: 'A', n: 1, at: serverTimestamp() });
    await updateDoc(doc(db, 'jobs/a'), { n: increment(1), tags: arrayUnion('x') });
    const batch = writeBatch(db);
    batch.set(doc(db, 'jobs/b'), { title: 'B', n: 5 });
    batch.set(doc(db, 'jobs/c'), { title: 'C', n: 9 });
    await batch.commit();
    await deleteDoc(doc(db, 'jobs/c'));
    const a = await getDoc(doc(db, 'jobs/a'));
    expect(a.get('n')).toBe(2);
    expect(a.get('tags')).toEqual(['x']);
    expect(a.get('at')).toBeInstanceOf(Timestamp);
    expect(ids(await getDocsFromServer(query(collection(db, 'jobs'), orderBy('n', 'desc'))))).toEqual([
      'b',
      'a',
    ]);
    expect((await getCountFromServer(collection(db, 'jobs'))).data().count).toBe(2);
  });

  test('a contended transaction is retried', { timeout: RETRY_TIMEOUT }, async () => {
    const projectId = h.projectId();
    const db = h.full(projectId);
    const admin = h.admin(projectId);
    const ref = doc(db, 'counters/c');
    await setDoc(ref, { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) await admin.doc('counters/c').set({ n: 10 });
      tx.update(ref, { n: n * 2 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(ref)).get('n')).toBe(20);
  });
});

describe('the Write stream after a denied write', () => {
  /**
   * Makes every gRPC message the server writes complete `ms` later, as on a busy machine or a slow
   * link. The SDK pipelines its writes, so requests behind a denied one can then arrive while the
   * stream is still flushing the acknowledgements written before it.
   */
  function slowServerWrites(ms: number): () => void {
    const require = createRequire(import.meta.url);
    const { ServerDuplexStreamImpl } = require('@grpc/grpc-js/build/src/server-call.js') as {
      ServerDuplexStreamImpl: { prototype: { _write: WriteImpl } };
    };
    type WriteImpl = (chunk: unknown, encoding: unknown, callback: (error?: Error | null) => void) => void;
    const prototype = ServerDuplexStreamImpl.prototype;
    const original = prototype._write;
    prototype._write = function (chunk, encoding, callback) {
      original.call(this, chunk, encoding, (error) => setTimeout(() => callback(error), ms));
    };
    return () => {
      prototype._write = original;
    };
  }

  /** Fails instead of waiting for the test's timeout when the SDK gets no answer. */
  const answered = async <T>(promise: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the SDK got no answer from the Write stream')), 8_000);
    });
    try {
      return await Promise.race([promise, silence]);
    } finally {
      clearTimeout(timer);
    }
  };

  test(
    'only the denied write fails; the writes queued behind it are stored and acknowledged once',
    { timeout: 30_000 },
    async () => {
      const commits = new Map<string, number>();
      const commit = h.server.service.commit.bind(h.server.service);
      // Counts successful commits per document: a write stored without its acknowledgement is sent
      // again by the SDK on its next stream, and so committed twice.
      const spy = vi.spyOn(h.server.service, 'commit').mockImplementation((...args) => {
        const result = commit(...args);
        for (const write of args[2]) commits.set(write.path, (commits.get(write.path) ?? 0) + 1);
        return result;
      });
      const restoreWrites = slowServerWrites(20);
      try {
        for (const round of [1, 2, 3]) {
          const projectId = h.projectId();
          h.server.rules.setProjectRules(projectId, [
            {
              content: `rules_version = '2';
                service cloud.firestore {
                  match /databases/{db}/documents {
                    match /notes/{id} {
                      allow read: if true;
                      allow create: if request.resource.data.allowed == true;
                    }
                  }
                }`,
            },
          ]);
          commits.clear();
          const db = h.full(projectId, { sub: 'alice' });
          // Six writes pipelined on one stream; the third is denied.
          const outcomes = await answered(
            Promise.allSettled(
              [0, 1, 2, 3, 4, 5].map((i) => setDoc(doc(db, `notes/n${i}`), { allowed: i !== 2, i })),
            ),
          );
          expect(
            outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : (o.reason as { code: string }).code)),
            `round ${round}`,
          ).toEqual(['ok', 'ok', 'permission-denied', 'ok', 'ok', 'ok']);
          expect(Object.fromEntries(commits), `round ${round}`).toEqual({
            'notes/n0': 1,
            'notes/n1': 1,
            'notes/n3': 1,
            'notes/n4': 1,
            'notes/n5': 1,
          });
          const stored = await h.admin(projectId).collection('notes').get();
          expect(stored.docs.map((d) => d.id)).toEqual(['n0', 'n1', 'n3', 'n4', 'n5']);
          // The SDK is still answered: a later write and a read from the server go through.
          await answered(setDoc(doc(db, 'notes/later'), { allowed: true, i: 6 }));
          expect((await getDocsFromServer(collection(db, 'notes'))).size).toBe(6);
        }
      } finally {
        restoreWrites();
        spy.mockRestore();
      }
    },
  );
});

describe('onSnapshot', () => {
  test('a query listener gets the initial result, then additions, modifications and removals', async () => {
    const projectId = h.projectId();
    const db = h.full(projectId);
    const admin = h.admin(projectId);
    await admin.doc('jobs/a').set({ open: true, title: 'A' });
    await admin.doc('jobs/x').set({ open: false, title: 'X' });
    const snaps = recorder<QuerySnapshot>();
    const unsubscribe = onSnapshot(query(collection(db, 'jobs'), where('open', '==', true)), snaps.push);
    const first = await snaps.next((s) => !s.metadata.fromCache);
    expect(ids(first)).toEqual(['a']);

    // Changes made by someone else (the admin SDK) are pushed to the listener.
    await admin.doc('jobs/b').set({ open: true, title: 'B' });
    const added = await snaps.next((s) => ids(s).join() === 'a,b');
    expect(added.docChanges().map((c) => `${c.type}:${c.doc.id}`)).toEqual(['added:b']);

    await admin.doc('jobs/a').update({ title: 'A2' });
    const modified = await snaps.next((s) => s.docs[0]?.get('title') === 'A2');
    expect(modified.docChanges().map((c) => `${c.type}:${c.doc.id}`)).toEqual(['modified:a']);

    await admin.doc('jobs/b').update({ open: false }); // leaves the result
    await admin.doc('jobs/a').delete();
    const empty = await snaps.next((s) => s.size === 0);
    expect(empty.metadata.fromCache).toBe(false);
    unsubscribe();
  });

  test('a limited listener sees documents pushed out by better ones', async () => {
    const projectId = h.projectId();
    const db = h.full(projectId);
    const admin = h.admin(projectId);
    for (const [id, score] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await admin.doc(`scores/${id}`).set({ score });
    const snaps = recorder<QuerySnapshot>();
    const unsubscribe = onSnapshot(
      query(collection(db, 'scores'), orderBy('score', 'desc'), limit(2)),
      snaps.push,
    );
    expect(ids(await snaps.next((s) => !s.metadata.fromCache))).toEqual(['c', 'b']);
    await admin.doc('scores/d').set({ score: 10 });
    const next = await snaps.next((s) => ids(s).join() === 'd,c');
    expect(
      next
        .docChanges()
        .map((c) => `${c.type}:${c.doc.id}`)
        .sort(),
    ).toEqual(['added:d', 'removed:b']);
    unsubscribe();
  });

  test('a document listener sees a missing document appear and disappear', async () => {
    const projectId = h.projectId();
    const db = h.full(projectId);
    const admin = h.admin(projectId);
    const snaps = recorder<DocumentSnapshot>();
    const unsubscribe = onSnapshot(doc(db, 'flags/f'), snaps.push);
    expect((await snaps.next((s) => !s.metadata.fromCache)).exists()).toBe(false);
    await admin.doc('flags/f').set({ on: true });
    await snaps.next((s) => s.exists() && s.get('on') === true);
    await admin.doc('flags/f').delete();
    await snaps.next((s) => !s.exists() && snaps.seen.some((x) => x.exists()));
    unsubscribe();
  });

  test('a listener resumes after the network comes back, including deletions made meanwhile', async () => {
    const projectId = h.projectId();
    const db: Firestore = h.full(projectId);
    const admin = h.admin(projectId);
    await admin.doc('rooms/r1').set({ n: 1 });
    await admin.doc('rooms/r2').set({ n: 2 });
    const snaps = recorder<QuerySnapshot>();
    const unsubscribe = onSnapshot(collection(db, 'rooms'), snaps.push);
    expect(ids(await snaps.next((s) => !s.metadata.fromCache))).toEqual(['r1', 'r2']);
    await disableNetwork(db);
    await admin.doc('rooms/r1').delete();
    await admin.doc('rooms/r3').set({ n: 3 });
    await enableNetwork(db);
    const resumed = await snaps.next((s) => !s.metadata.fromCache && ids(s).join() === 'r2,r3');
    expect(resumed.size).toBe(2);
    unsubscribe();
  });

  test('a document listener sees the client’s own write committed in the millisecond of its initial result', async () => {
    // The emulator runs in this process: with the wall clock standing still, the listener's
    // initial result ("missing", CURRENT at read time R) and the commit share a millisecond. The
    // commit must still get a time after R, or the SDK keeps the synthesised "missing at R" and
    // drops the write's change at the same version (the listener hung with exists() false).
    const db = h.full(h.projectId());
    const snaps = recorder<DocumentSnapshot>();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const unsubscribe = onSnapshot(doc(db, 'notes/n2'), { includeMetadataChanges: true }, snaps.push);
      expect((await snaps.next((s) => !s.metadata.fromCache)).exists()).toBe(false);
      await setDoc(doc(db, 'notes/n2'), { text: 'same millisecond' });
      const synced = await snaps.next(
        (s) => s.exists() && !s.metadata.hasPendingWrites && !s.metadata.fromCache,
      );
      expect(synced.get('text')).toBe('same millisecond');
      unsubscribe();
    } finally {
      clock.mockRestore();
    }
  });

  test('several listeners on one stream and the client’s own writes', async () => {
    const db = h.full(h.projectId());
    const a = recorder<QuerySnapshot>();
    const b = recorder<DocumentSnapshot>();
    // Metadata changes included: the write is acknowledged and echoed by Listen (hasPendingWrites → false).
    const stopA = onSnapshot(collection(db, 'notes'), { includeMetadataChanges: true }, a.push);
    const stopB = onSnapshot(doc(db, 'notes/n1'), { includeMetadataChanges: true }, b.push);
    await setDoc(doc(db, 'notes/n1'), { text: 'hi' });
    await a.next((s) => !s.metadata.hasPendingWrites && !s.metadata.fromCache && s.size === 1);
    await b.next((s) => !s.metadata.hasPendingWrites && !s.metadata.fromCache && s.get('text') === 'hi');
    stopA();
    stopB();
  });
});
