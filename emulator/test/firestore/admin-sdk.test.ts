// firebase-admin against the emulator's gRPC API: unary and streaming RPCs, preconditions, document
// times, projections, listings, transactions with contention, BatchWrite, aggregations and
// onSnapshot through the Listen stream.

import {
  AggregateField,
  FieldPath,
  FieldValue,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recorder, RETRY_TIMEOUT, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('documents', () => {
  test('create, set, update, delete with document times', async () => {
    const db = h.admin(h.projectId());
    const ref = db.doc('jobs/j1');
    const created = await ref.create({ title: 'Weaver', count: 1 });
    await expect(ref.create({ title: 'again' })).rejects.toMatchObject({ code: 6 }); // ALREADY_EXISTS
    const snap = await ref.get();
    expect(snap.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(created.writeTime)).toBe(true);
    expect(snap.readTime.toMillis()).toBeGreaterThanOrEqual(created.writeTime.toMillis());

    const updated = await ref.update({ count: FieldValue.increment(1), 'nested.a': 'x' });
    const after = await ref.get();
    expect(after.data()).toEqual({ title: 'Weaver', count: 2, nested: { a: 'x' } });
    expect(after.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(after.updateTime?.isEqual(updated.writeTime)).toBe(true);
    expect(updated.writeTime > created.writeTime).toBe(true);

    await expect(db.doc('jobs/none').update({ a: 1 })).rejects.toMatchObject({ code: 5 }); // NOT_FOUND
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  test('a write that changes nothing keeps the update time', async () => {
    const db = h.admin(h.projectId());
    const ref = db.doc('jobs/same');
    const first = await ref.set({ a: 1 });
    await ref.set({ a: 1 });
    expect((await ref.get()).updateTime?.isEqual(first.writeTime)).toBe(true);
  });

  test('update-time preconditions', async () => {
    const db = h.admin(h.projectId());
    const ref = db.doc('jobs/p');
    const { writeTime } = await ref.set({ v: 1 });
    await ref.update({ v: 2 }, { lastUpdateTime: writeTime });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: writeTime })).rejects.toMatchObject({ code: 9 }); // FAILED_PRECONDITION
    await expect(ref.delete({ lastUpdateTime: writeTime })).rejects.toMatchObject({ code: 9 });
    await ref.delete({ exists: true });
    expect((await ref.get()).exists).toBe(false);
  });

  test('transforms: serverTimestamp, increment, maximum, minimum, arrayUnion, arrayRemove, delete', async () => {
    const db = h.admin(h.projectId());
    const ref = db.doc('stats/s');
    const { writeTime } = await ref.set({
      at: FieldValue.serverTimestamp(),
      hits: FieldValue.increment(2),
      big: 9007199254740000,
      high: 5,
      low: 5,
      tags: ['a'],
      remove: 'me',
    });
    const first = await ref.get();
    // The server timestamp is the commit time.
    expect((first.get('at') as Timestamp).isEqual(writeTime)).toBe(true);
    await ref.update({
      hits: FieldValue.increment(0.5),
      high: FieldValue.maximum(9),
      low: FieldValue.minimum(2.5),
      tags: FieldValue.arrayUnion('b', 'a'),
      remove: FieldValue.delete(),
      fresh: FieldValue.minimum(1),
    });
    await ref.update({ high: FieldValue.maximum(1), tags: FieldValue.arrayRemove('a') });
    expect((await ref.get()).data()).toMatchObject({ hits: 2.5, high: 9, low: 2.5, tags: ['b'], fresh: 1 });
    expect((await ref.get()).get('remove')).toBeUndefined();
  });

  test('batched get with a field mask; missing documents', async () => {
    const db = h.admin(h.projectId());
    await db.doc('profiles/a').set({ name: 'A', secret: 1, address: { city: 'X', zip: 1 } });
    const [a, missing] = await db.getAll(db.doc('profiles/a'), db.doc('profiles/none'), {
      fieldMask: ['name', 'address.city'],
    });
    expect(a?.data()).toEqual({ name: 'A', address: { city: 'X' } });
    expect(missing?.exists).toBe(false);
  });

  test('large integers survive with useBigInt', async () => {
    const db = h.admin(h.projectId(), { useBigInt: true });
    const ref = db.doc('nums/n');
    await ref.set({ max: 9223372036854775807n, min: -9223372036854775808n });
    await ref.update({ max: FieldValue.increment(1) }); // saturates at int64 max
    expect((await ref.get()).data()).toEqual({ max: 9223372036854775807n, min: -9223372036854775808n });
  });
});

describe('queries', () => {
  let db: Firestore;
  beforeAll(async () => {
    db = h.admin(h.projectId());
    const batch = db.batch();
    for (let i = 0; i < 10; i++)
      batch.set(db.doc(`items/i${i}`), { n: i, even: i % 2 === 0, label: `item ${i}` });
    await batch.commit();
  });

  test('filters, order, offset, limit and select', async () => {
    const snap = await db
      .collection('items')
      .where('even', '==', true)
      .orderBy('n', 'desc')
      .offset(1)
      .limit(2)
      .select('n')
      .get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ n: 6 }, { n: 4 }]);
    const names = await db.collection('items').where('n', '<', 3).select().get();
    expect(names.docs.map((d) => [d.id, d.data()])).toEqual([
      ['i0', {}],
      ['i1', {}],
      ['i2', {}],
    ]);
  });

  test('cursors and limitToLast', async () => {
    const base = db.collection('items').orderBy('n');
    expect((await base.startAfter(7).get()).docs.map((d) => d.id)).toEqual(['i8', 'i9']);
    expect((await base.endBefore(2).get()).docs.map((d) => d.id)).toEqual(['i0', 'i1']);
    expect((await base.limitToLast(3).get()).docs.map((d) => d.id)).toEqual(['i7', 'i8', 'i9']);
  });

  test('aggregations: count, sum, average', async () => {
    const snap = await db
      .collection('items')
      .where('even', '==', false)
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('n'),
        mean: AggregateField.average('n'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 5, total: 25, mean: 5 });
    expect((await db.collection('items').count().get()).data().count).toBe(10);
  });

  test('collection group queries, listDocuments, listCollections', async () => {
    const pdb = h.admin(h.projectId());
    await pdb.doc('jobs/a/applicants/u1').set({ s: 1 });
    await pdb.doc('jobs/b/applicants/u2').set({ s: 2 });
    await pdb.doc('orphans/ghost/children/c').set({ s: 3 }); // orphans/ghost itself does not exist
    const group = await pdb.collectionGroup('applicants').orderBy('s').get();
    expect(group.docs.map((d) => d.ref.path)).toEqual(['jobs/a/applicants/u1', 'jobs/b/applicants/u2']);
    const byName = await pdb
      .collectionGroup('applicants')
      .where(FieldPath.documentId(), '>=', pdb.doc('jobs/b/applicants/u0'))
      .get();
    expect(byName.docs.map((d) => d.id)).toEqual(['u2']);
    expect((await pdb.listCollections()).map((c) => c.id).sort()).toEqual(['jobs', 'orphans']);
    expect((await pdb.doc('jobs/a').listCollections()).map((c) => c.id)).toEqual(['applicants']);
    // listDocuments includes "missing" documents that only have subcollections.
    expect((await pdb.collection('orphans').listDocuments()).map((d) => d.id)).toEqual(['ghost']);
    expect((await pdb.collection('jobs').listDocuments()).map((d) => d.id)).toEqual(['a', 'b']);
  });

  test('recursiveDelete and BulkWriter (BatchWrite)', async () => {
    const pdb = h.admin(h.projectId());
    const writer = pdb.bulkWriter();
    for (let i = 0; i < 25; i++) void writer.set(pdb.doc(`tree/root/leaves/l${i}`), { i });
    void writer.set(pdb.doc('tree/root'), { root: true });
    await writer.close();
    expect((await pdb.collection('tree/root/leaves').count().get()).data().count).toBe(25);
    await pdb.recursiveDelete(pdb.doc('tree/root'));
    expect((await pdb.collection('tree/root/leaves').get()).size).toBe(0);
    expect((await pdb.doc('tree/root').get()).exists).toBe(false);
  });
});

describe('transactions', () => {
  test('a contended transaction is aborted and retried by the SDK', { timeout: RETRY_TIMEOUT }, async () => {
    const projectId = h.projectId();
    const db = h.admin(projectId);
    const other = h.admin(projectId);
    const ref = db.doc('counters/c');
    await ref.set({ n: 0 });
    let attempts = 0;
    const result = await db.runTransaction(async (tx) => {
      attempts++;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) {
        // Another client (same project, own connection) changes what we read.
        await other.doc(ref.path).set({ n: 100 });
      }
      tx.set(ref, { n: n + 1 });
      return n;
    });
    expect(attempts).toBe(2);
    expect(result).toBe(100);
    expect((await ref.get()).get('n')).toBe(101);
  });

  test(
    'a query read in a transaction also detects new matching documents',
    { timeout: RETRY_TIMEOUT },
    async () => {
      const db = h.admin(h.projectId());
      let attempts = 0;
      await db.runTransaction(async (tx) => {
        attempts++;
        const open = await tx.get(db.collection('slots').where('open', '==', true));
        if (attempts === 1) await db.collection('slots').doc('late').set({ open: true });
        tx.set(db.doc('summary/s'), { open: open.size });
      });
      expect(attempts).toBe(2);
      expect((await db.doc('summary/s').get()).get('open')).toBe(1);
    },
  );

  test('read-only transactions and rollbacks', async () => {
    const db = h.admin(h.projectId());
    await db.doc('a/b').set({ v: 1 });
    const v = await db.runTransaction(async (tx) => (await tx.get(db.doc('a/b'))).get('v') as number, {
      readOnly: true,
    });
    expect(v).toBe(1);
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('a/b'));
        tx.set(db.doc('a/b'), { v: 2 });
        throw new Error('user abort');
      }),
    ).rejects.toThrow('user abort');
    expect((await db.doc('a/b').get()).get('v')).toBe(1);
  });
});

describe('onSnapshot (Listen stream)', () => {
  test('query snapshots see additions, modifications and removals', async () => {
    const db = h.admin(h.projectId());
    await db.doc('rooms/r1').set({ open: true, n: 1 });
    const q = db.collection('rooms').where('open', '==', true);
    const states = recorder<string[]>();
    const stop = q.onSnapshot((snap) => states.push(snap.docs.map((d) => `${d.id}:${String(d.get('n'))}`)));
    try {
      // This listener's own initial snapshot: its target is on the server before anything changes.
      await states.next(() => true);
      await db.doc('rooms/r2').set({ open: true, n: 1 });
      await db.doc('rooms/r1').update({ n: 2 });
      await db.doc('rooms/r1').update({ open: false });
      await expect(states.next((state) => state.join() === 'r2:1')).resolves.toEqual(['r2:1']);
      expect(states.seen[0]).toEqual(['r1:1']);
    } finally {
      stop();
    }
  });

  test('document snapshots see creation and deletion', async () => {
    const db = h.admin(h.projectId());
    const ref = db.doc('flags/f');
    const states = recorder<boolean>();
    const stop = ref.onSnapshot((snap) => states.push(snap.exists));
    try {
      await states.next(() => true);
      await ref.set({ on: true });
      await states.next((exists) => exists);
      await ref.delete();
      await states.next(() => states.seen.length === 3);
      expect(states.seen).toEqual([false, true, false]);
    } finally {
      stop();
    }
  });
});
