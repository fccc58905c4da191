// firebase/firestore/lite against the emulator's REST API: documents, every value type, queries,
// aggregations, writes with transforms, batches and transactions.

import {
  addDoc,
  and,
  arrayRemove,
  arrayUnion,
  average,
  Bytes,
  collection,
  collectionGroup,
  count,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  endAt,
  endBefore,
  FieldPath,
  GeoPoint,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  startAt,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RETRY_TIMEOUT, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function ids(q: Query): Promise<string[]> {
  return (await getDocs(q)).docs.map((d) => d.id);
}

async function seed(
  db: Firestore,
  path: string,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  const batch = writeBatch(db);
  for (const [id, data] of Object.entries(docs)) batch.set(doc(db, path, id), data);
  await batch.commit();
}

describe('documents', () => {
  test('set, get, merge, update with field paths, delete', async () => {
    const db = h.lite(h.projectId());
    const ref = doc(db, 'profiles/u1');
    expect((await getDoc(ref)).exists()).toBe(false);
    await setDoc(ref, { name: 'Ada', address: { city: 'Lahore', zip: '54000' }, tags: ['a'] });
    await setDoc(ref, { address: { city: 'Karachi' } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({
      name: 'Ada',
      address: { city: 'Karachi', zip: '54000' },
      tags: ['a'],
    });
    await updateDoc(ref, 'address.zip', deleteField(), new FieldPath('odd.key', 'with`tick'), 1);
    expect((await getDoc(ref)).data()).toEqual({
      name: 'Ada',
      address: { city: 'Karachi' },
      tags: ['a'],
      'odd.key': { 'with`tick': 1 },
    });
    await setDoc(ref, { replaced: true });
    expect((await getDoc(ref)).data()).toEqual({ replaced: true });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  test('update of a missing document fails with not-found', async () => {
    const db = h.lite(h.projectId());
    await expect(updateDoc(doc(db, 'jobs/missing'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  test('addDoc creates an auto id; subcollections are separate', async () => {
    const db = h.lite(h.projectId());
    const ref = await addDoc(collection(db, 'jobs'), { title: 'Weaver' });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    await setDoc(doc(db, 'jobs', ref.id, 'applicants', 'u1'), { name: 'A' });
    expect(await ids(collection(db, 'jobs'))).toEqual([ref.id]);
    expect(await ids(collection(db, 'jobs', ref.id, 'applicants'))).toEqual(['u1']);
  });

  test('every value type round-trips', async () => {
    const db = h.lite(h.projectId());
    const ref = doc(db, 'types/all');
    const data = {
      nul: null,
      bool: true,
      int: 42,
      negative: -7,
      double: 3.25,
      nan: NaN,
      inf: Infinity,
      minusInf: -Infinity,
      time: new Timestamp(1_700_000_000, 123_456_000),
      oldTime: new Timestamp(-62_135_596_800, 0),
      str: 'héllo 😀',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      ref: doc(db, 'jobs/j1'),
      geo: new GeoPoint(31.5, 74.3),
      arr: [1, 'two', { three: 3 }, null],
      map: { nested: { deep: [true] } },
      empty: {},
      emptyArr: [],
    };
    await setDoc(ref, data);
    const got = (await getDoc(ref)).data() as Record<string, unknown>;
    expect(got.nul).toBeNull();
    expect(got.bool).toBe(true);
    expect(got.int).toBe(42);
    expect(got.negative).toBe(-7);
    expect(got.double).toBe(3.25);
    expect(got.nan).toBeNaN();
    expect(got.inf).toBe(Infinity);
    expect(got.minusInf).toBe(-Infinity);
    expect((got.time as Timestamp).isEqual(data.time)).toBe(true);
    expect((got.oldTime as Timestamp).isEqual(data.oldTime)).toBe(true);
    expect(got.str).toBe('héllo 😀');
    expect([...(got.bytes as Bytes).toUint8Array()]).toEqual([0, 1, 254, 255]);
    expect((got.ref as typeof data.ref).path).toBe('jobs/j1');
    expect((got.geo as GeoPoint).isEqual(data.geo)).toBe(true);
    expect(got.arr).toEqual([1, 'two', { three: 3 }, null]);
    expect(got.map).toEqual({ nested: { deep: [true] } });
    expect(got.empty).toEqual({});
    expect(got.emptyArr).toEqual([]);
  });

  test('timestamps keep microsecond precision', async () => {
    const db = h.lite(h.projectId());
    const ref = doc(db, 'types/time');
    await setDoc(ref, { t: new Timestamp(1_700_000_000, 123_456_789) });
    const t = (await getDoc(ref)).get('t') as Timestamp;
    expect([t.seconds, t.nanoseconds]).toEqual([1_700_000_000, 123_456_000]);
  });
});

describe('ordering', () => {
  test('values of different types order as Firestore does', async () => {
    const db = h.lite(h.projectId());
    const values: [string, unknown][] = [
      ['a-null', null],
      ['b-false', false],
      ['c-true', true],
      ['d-nan', NaN],
      ['e-neg', -Infinity],
      ['f-int', 1],
      ['g-double', 1.5],
      ['h-int2', 2],
      ['i-time', new Timestamp(0, 0)],
      ['j-str', 'a'],
      ['k-str2', 'b'],
      ['l-bytes', Bytes.fromUint8Array(new Uint8Array([1]))],
      ['m-ref', doc(db, 'a/b')],
      ['n-geo', new GeoPoint(0, 0)],
      ['o-arr', [1]],
      ['p-map', { a: 1 }],
    ];
    // Written in reverse so the result order cannot come from insertion order.
    for (const [id, v] of [...values].reverse()) await setDoc(doc(db, 'mixed', id), { v });
    expect(await ids(query(collection(db, 'mixed'), orderBy('v')))).toEqual(values.map(([id]) => id));
    expect(await ids(query(collection(db, 'mixed'), orderBy('v', 'desc')))).toEqual(
      values.map(([id]) => id).reverse(),
    );
  });

  test('integers and doubles compare numerically; strings in UTF-8 order', async () => {
    const db = h.lite(h.projectId());
    await seed(db, 'nums', { a: { n: 3 }, b: { n: 2.5 }, c: { n: -1 }, d: { n: 10 }, e: { n: 3.0000001 } });
    expect(await ids(query(collection(db, 'nums'), orderBy('n')))).toEqual(['c', 'b', 'a', 'e', 'd']);
    expect(await ids(query(collection(db, 'nums'), where('n', '==', 3)))).toEqual(['a']);
    await seed(db, 'strs', { a: { s: '\uffff' }, b: { s: '😀' }, c: { s: 'z' } });
    // U+FFFF is 3 bytes in UTF-8, the emoji 4: UTF-8 order puts the emoji last (UTF-16 would not).
    expect(await ids(query(collection(db, 'strs'), orderBy('s')))).toEqual(['c', 'a', 'b']);
  });
});

describe('queries', () => {
  let db: Firestore;
  const jobs = collection;
  beforeAll(async () => {
    db = h.lite(h.projectId());
    await seed(db, 'jobs', {
      j1: { title: 'Weaver', dept: 'textile', salary: 100, tags: ['day', 'full'], open: true, rating: 4.5 },
      j2: { title: 'Dyer', dept: 'textile', salary: 80, tags: ['night'], open: false, rating: null },
      j3: { title: 'Accountant', dept: 'finance', salary: 150, tags: ['day'], open: true, rating: NaN },
      j4: { title: 'Driver', dept: 'logistics', salary: 60, tags: [], open: true },
      j5: { title: 'Clerk', dept: 'finance', salary: 80, open: false, rating: 3 },
    });
  });

  test('equality, comparison and inequality operators', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, where('dept', '==', 'textile')))).toEqual(['j1', 'j2']);
    expect(await ids(query(c, where('salary', '>', 80)))).toEqual(['j1', 'j3']);
    expect(await ids(query(c, where('salary', '>=', 80)))).toEqual(['j2', 'j5', 'j1', 'j3']);
    expect(await ids(query(c, where('salary', '<', 80)))).toEqual(['j4']);
    expect(await ids(query(c, where('salary', '<=', 80)))).toEqual(['j4', 'j2', 'j5']);
    // != orders by the field and skips documents without it (and nulls).
    expect(await ids(query(c, where('dept', '!=', 'textile')))).toEqual(['j3', 'j5', 'j4']);
    // Comparisons only match values of the same type.
    expect(await ids(query(c, where('title', '>', 0)))).toEqual([]);
  });

  test('in, not-in, array-contains, array-contains-any', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, where('dept', 'in', ['finance', 'logistics'])))).toEqual(['j3', 'j4', 'j5']);
    expect(await ids(query(c, where('dept', 'not-in', ['finance', 'logistics'])))).toEqual(['j1', 'j2']);
    expect(await ids(query(c, where('tags', 'array-contains', 'day')))).toEqual(['j1', 'j3']);
    expect(await ids(query(c, where('tags', 'array-contains-any', ['night', 'full'])))).toEqual(['j1', 'j2']);
  });

  test('unary filters: null and NaN', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, where('rating', '==', null)))).toEqual(['j2']);
    expect(await ids(query(c, where('rating', '==', NaN)))).toEqual(['j3']);
    expect(await ids(query(c, where('rating', '!=', null)))).toEqual(['j3', 'j5', 'j1']);
    expect(await ids(query(c, where('rating', '!=', NaN)))).toEqual(['j5', 'j1']);
  });

  test('composite AND / OR filters', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, or(where('dept', '==', 'logistics'), where('salary', '==', 150))))).toEqual([
      'j3',
      'j4',
    ]);
    // The inequality inside the OR adds an implicit orderBy on salary.
    expect(
      await ids(
        query(
          c,
          and(where('open', '==', true), or(where('dept', '==', 'finance'), where('salary', '<', 70))),
        ),
      ),
    ).toEqual(['j4', 'j3']);
  });

  test('multiple orderBy with directions; implicit __name__ order', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, orderBy('salary', 'desc')))).toEqual(['j3', 'j1', 'j5', 'j2', 'j4']);
    expect(await ids(query(c, orderBy('dept'), orderBy('salary', 'desc')))).toEqual([
      'j3',
      'j5',
      'j4',
      'j1',
      'j2',
    ]);
    // orderBy skips documents that lack the field.
    expect(await ids(query(c, orderBy('rating')))).toEqual(['j2', 'j3', 'j5', 'j1']);
  });

  test('cursors by value and by snapshot, limit and limitToLast', async () => {
    const c = jobs(db, 'jobs');
    const bySalary = query(c, orderBy('salary'));
    expect(await ids(query(bySalary, startAt(80)))).toEqual(['j2', 'j5', 'j1', 'j3']);
    expect(await ids(query(bySalary, startAfter(80)))).toEqual(['j1', 'j3']);
    expect(await ids(query(bySalary, endAt(80)))).toEqual(['j4', 'j2', 'j5']);
    expect(await ids(query(bySalary, endBefore(80)))).toEqual(['j4']);
    const j2 = await getDoc(doc(db, 'jobs/j2'));
    expect(await ids(query(bySalary, startAfter(j2)))).toEqual(['j5', 'j1', 'j3']);
    expect(await ids(query(bySalary, limit(2)))).toEqual(['j4', 'j2']);
    expect(await ids(query(bySalary, limitToLast(2)))).toEqual(['j1', 'j3']);
    expect(await ids(query(bySalary, startAt(80), limitToLast(2)))).toEqual(['j1', 'j3']);
    expect(
      await ids(query(c, orderBy('dept'), orderBy('salary'), startAt('finance', 100), endAt('textile', 90))),
    ).toEqual(['j3', 'j4', 'j2']);
  });

  test('documentId filters and ordering', async () => {
    const c = jobs(db, 'jobs');
    expect(await ids(query(c, where(documentId(), '>=', 'j3')))).toEqual(['j3', 'j4', 'j5']);
    expect(await ids(query(c, where(documentId(), 'in', ['j2', 'j4'])))).toEqual(['j2', 'j4']);
    expect(await ids(query(c, orderBy(documentId(), 'desc'), limit(2)))).toEqual(['j5', 'j4']);
  });

  test('collection group queries', async () => {
    const pdb = h.lite(h.projectId());
    await setDoc(doc(pdb, 'jobs/a/applicants/u1'), { score: 1 });
    await setDoc(doc(pdb, 'jobs/b/applicants/u2'), { score: 2 });
    await setDoc(doc(pdb, 'tests/t/applicants/u3'), { score: 3 });
    await setDoc(doc(pdb, 'applicants/u4'), { score: 4 });
    expect(await ids(query(collectionGroup(pdb, 'applicants'), where('score', '>=', 2)))).toEqual([
      'u2',
      'u3',
      'u4',
    ]);
    expect(await ids(query(collectionGroup(pdb, 'applicants'), orderBy('score', 'desc')))).toEqual([
      'u4',
      'u3',
      'u2',
      'u1',
    ]);
  });
});

describe('aggregations', () => {
  test('count, sum and average', async () => {
    const db = h.lite(h.projectId());
    await seed(db, 'scores', { a: { v: 1, d: 0.5 }, b: { v: 2, d: 1.5 }, c: { v: 4 }, d: { v: 'x' }, e: {} });
    const c = collection(db, 'scores');
    expect((await getCount(c)).data().count).toBe(5);
    expect((await getCount(query(c, where('v', '>', 1)))).data().count).toBe(2);
    const agg = await getAggregate(c, {
      n: count(),
      total: sum('v'),
      mean: average('v'),
      dsum: sum('d'),
      none: average('zzz'),
    });
    expect(agg.data()).toEqual({ n: 5, total: 7, mean: 7 / 3, dsum: 2, none: null });
  });
});

describe('writes and transforms', () => {
  test('serverTimestamp, increment, arrayUnion, arrayRemove', async () => {
    const db = h.lite(h.projectId());
    const ref = doc(db, 'counters/c');
    const before = Date.now();
    await setDoc(ref, { at: serverTimestamp(), n: increment(5), d: 1.5, tags: ['a', 'b'] });
    await updateDoc(ref, {
      n: increment(2),
      d: increment(1),
      tags: arrayUnion('b', 'c', 'c'),
      gone: arrayRemove('x'),
    });
    await updateDoc(ref, { tags: arrayRemove('a') });
    const data = (await getDoc(ref)).data() as {
      at: Timestamp;
      n: number;
      d: number;
      tags: string[];
      gone: string[];
    };
    expect(data.at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(data.n).toBe(7);
    expect(data.d).toBe(2.5);
    expect(data.tags).toEqual(['b', 'c']);
    expect(data.gone).toEqual([]);
  });

  test('a batch is atomic', async () => {
    const db = h.lite(h.projectId());
    await setDoc(doc(db, 'accounts/a'), { balance: 10 });
    const batch = writeBatch(db);
    batch.set(doc(db, 'accounts/b'), { balance: 5 });
    batch.update(doc(db, 'accounts/missing'), { balance: 1 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(db, 'accounts/b'))).exists()).toBe(false);
  });
});

describe('transactions', () => {
  test('reads and writes commit atomically', async () => {
    const db = h.lite(h.projectId());
    await setDoc(doc(db, 'accounts/a'), { balance: 10 });
    await setDoc(doc(db, 'accounts/b'), { balance: 0 });
    await runTransaction(db, async (tx) => {
      const a = (await tx.get(doc(db, 'accounts/a'))).get('balance') as number;
      tx.update(doc(db, 'accounts/a'), { balance: a - 4 });
      tx.update(doc(db, 'accounts/b'), { balance: increment(4) });
    });
    expect((await getDoc(doc(db, 'accounts/a'))).get('balance')).toBe(6);
    expect((await getDoc(doc(db, 'accounts/b'))).get('balance')).toBe(4);
  });

  test('a contended transaction is retried by the SDK', { timeout: RETRY_TIMEOUT }, async () => {
    const db = h.lite(h.projectId());
    const other = h.lite(db.app.options.projectId as string);
    const ref = doc(db, 'counters/c');
    await setDoc(ref, { n: 0 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const n = (await tx.get(ref)).get('n') as number;
      // Someone else writes the document between our read and our commit, once.
      if (attempts === 1) await setDoc(doc(other, 'counters/c'), { n: 100 });
      tx.set(ref, { n: n + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(ref)).get('n')).toBe(101);
  });
});
