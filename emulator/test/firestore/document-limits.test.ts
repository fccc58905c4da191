// Firestore's documented limits (https://firebase.google.com/docs/firestore/quotas): 1 MiB per
// document by the storage-size formula, 20 levels of map/array nesting, 20,000 fields (a map and
// each of its subfields count), 40,000 index entries (the fixture's firestore.indexes.json exempts
// `counted.unindexed`), 6 KiB document names.
// Writes past them fail with INVALID_ARGUMENT on every transport and every kind of write, and
// nothing of the failed commit is stored.

import {
  arrayUnion as liteArrayUnion,
  doc as liteDoc,
  getDoc as liteGetDoc,
  setDoc as liteSetDoc,
  updateDoc as liteUpdateDoc,
  writeBatch as liteWriteBatch,
} from 'firebase/firestore/lite';
import { doc, getDocFromServer, runTransaction, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const MAX_DOCUMENT_SIZE = 1_048_576;

// firebase/firestore/lite turns every HTTP 400 into 'failed-precondition' (its mapCodeFromHttpStatus),
// against Firebase too; the status the server sent is checked on the wire in 'REST status' below.
const LITE_BAD_REQUEST = 'failed-precondition';

// The document `big/doc1` with one string field `text` of n ASCII characters measures, by
// https://firebase.google.com/docs/firestore/storage-size:
//   name 'big' (3 + 1) + 'doc1' (4 + 1) + 16 = 25; field name 'text' 4 + 1 = 5;
//   value n + 1; document overhead 32  →  n + 63 bytes.
const OVERHEAD_OF_BIG_DOC1 = 63;
const textOfDocumentSize = (size: number): string => 'x'.repeat(size - OVERHEAD_OF_BIG_DOC1);

const tooLargeMessage = (projectId: string, path: string, size: number): RegExp =>
  new RegExp(
    `Document 'projects/${projectId}/databases/\\(default\\)/documents/${path}' cannot be written ` +
      `because its size \\(${size.toLocaleString('en-US')} bytes\\) exceeds the maximum allowed size ` +
      `of 1,048,576 bytes\\.`,
  );

/** { n: { n: … 'leaf' } }: the leaf sits `depth` levels below the top-level field. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { n: value };
  return value;
}

/**
 * A document path whose name measures exactly `size` bytes (each id's UTF-8 length + 1, plus 16),
 * with ids within Firestore's 1,500-byte id limit.
 */
function pathOfNameSize(size: number): string {
  const segments: string[] = [];
  let remaining = size - 16;
  while (remaining > 0) {
    // A collection id of one character and a document id taking what is left (at most 1,500).
    const collection = 'c';
    const id = 'd'.repeat(Math.min(1500, remaining - 2 - 1));
    segments.push(collection, id);
    remaining -= collection.length + 1 + id.length + 1;
  }
  if (remaining !== 0) throw new Error(`cannot build a name of ${size} bytes`);
  return segments.join('/');
}

describe('document size (1 MiB)', () => {
  test('REST (lite): a document of exactly 1 MiB is stored, one byte more is refused', async () => {
    const projectId = h.projectId();
    const db = h.lite(projectId);
    await liteSetDoc(liteDoc(db, 'big/doc1'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE) });
    expect(((await liteGetDoc(liteDoc(db, 'big/doc1'))).get('text') as string).length).toBe(
      MAX_DOCUMENT_SIZE - OVERHEAD_OF_BIG_DOC1,
    );
    const refused = liteSetDoc(liteDoc(db, 'big/doc1'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) });
    await expect(refused).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringMatching(tooLargeMessage(projectId, 'big/doc1', MAX_DOCUMENT_SIZE + 1)),
    });
  });

  test('REST (lite): an update or a transform that grows a document past the limit is refused', async () => {
    const projectId = h.projectId();
    const db = h.lite(projectId);
    const ref = liteDoc(db, 'big/doc1');
    await liteSetDoc(ref, { text: textOfDocumentSize(MAX_DOCUMENT_SIZE - 100) });
    // A field 'more' (5 bytes) holding a string of 96 characters (97 bytes) adds 102 bytes.
    await expect(liteUpdateDoc(ref, { more: 'y'.repeat(96) })).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringMatching(tooLargeMessage(projectId, 'big/doc1', MAX_DOCUMENT_SIZE + 2)),
    });
    await expect(liteUpdateDoc(ref, { tags: liteArrayUnion('z'.repeat(200)) })).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining('exceeds the maximum allowed size of 1,048,576 bytes'),
    });
    // Nothing of the refused writes is stored.
    expect(Object.keys((await liteGetDoc(ref)).data() ?? {})).toEqual(['text']);
  });

  test('REST (lite): a batch with one oversized document stores nothing', async () => {
    // (The lite SDK retries a transaction that fails with its 'failed-precondition', for seconds;
    // transactions are covered over gRPC below.)
    const db = h.lite(h.projectId());
    const batch = liteWriteBatch(db);
    batch.set(liteDoc(db, 'small/a'), { n: 1 });
    batch.set(liteDoc(db, 'big/doc1'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) });
    await expect(batch.commit()).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining('cannot be written because its size (1,048,577 bytes)'),
    });
    expect((await liteGetDoc(liteDoc(db, 'small/a'))).exists()).toBe(false);
  });

  test("REST status: 400 INVALID_ARGUMENT in Firestore's error shape", async () => {
    const projectId = h.projectId();
    const database = `projects/${projectId}/databases/(default)`;
    const response = await fetch(`http://${h.host}:${h.port}/v1/${database}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `${database}/documents/big/doc1`,
              fields: { text: { stringValue: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) } },
            },
          },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: expect.stringMatching(tooLargeMessage(projectId, 'big/doc1', MAX_DOCUMENT_SIZE + 1)),
      },
    });
  });

  test('gRPC (full SDK Write stream): the oversized write fails, the stream goes on', async () => {
    const projectId = h.projectId();
    const db = h.full(projectId);
    await expect(
      setDoc(doc(db, 'big/doc1'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(tooLargeMessage(projectId, 'big/doc1', MAX_DOCUMENT_SIZE + 1)),
    });
    await setDoc(doc(db, 'big/doc1'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE) });
    expect((await getDocFromServer(doc(db, 'big/doc1'))).exists()).toBe(true);
    // A transaction commits through Commit; invalid-argument is not retried.
    await expect(
      runTransaction(db, async (tx) => {
        tx.set(doc(db, 'small/b'), { n: 2 });
        tx.set(doc(db, 'big/doc2'), { text: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await getDocFromServer(doc(db, 'small/b'))).exists()).toBe(false);
  });

  test('gRPC (admin SDK): set, batch, transaction and BatchWrite are refused per document', async () => {
    const projectId = h.projectId();
    const db = h.admin(projectId);
    const tooLarge = { text: textOfDocumentSize(MAX_DOCUMENT_SIZE + 1) };
    await expect(db.doc('big/doc1').set(tooLarge)).rejects.toMatchObject({
      code: 3,
      details: expect.stringMatching(tooLargeMessage(projectId, 'big/doc1', MAX_DOCUMENT_SIZE + 1)),
    });
    await expect(
      db.batch().set(db.doc('small/a'), { n: 1 }).set(db.doc('big/doc1'), tooLarge).commit(),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      db.runTransaction(async (tx) => {
        tx.set(db.doc('small/b'), { n: 2 });
        tx.set(db.doc('big/doc1'), tooLarge);
      }),
    ).rejects.toMatchObject({ code: 3 });
    expect((await db.collection('small').get()).size).toBe(0);

    // BatchWrite (BulkWriter) applies writes independently: only the oversized one fails.
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    const outcome = (write: Promise<unknown>): Promise<string | number> =>
      write.then(
        () => 'stored',
        (error: { code: number }) => error.code,
      );
    const small = outcome(writer.set(db.doc('small/c'), { n: 3 }));
    const big = outcome(writer.set(db.doc('big/doc1'), tooLarge));
    await writer.close();
    expect(await small).toBe('stored');
    expect(await big).toBe(3);
    expect((await db.collection('small').get()).docs.map((d) => d.id)).toEqual(['c']);
    expect((await db.doc('big/doc1').get()).exists).toBe(false);
  });
});

describe('nesting depth (20 levels)', () => {
  test('REST (lite): a value 20 levels deep is stored, 21 levels is refused', async () => {
    const db = h.lite(h.projectId());
    await liteSetDoc(liteDoc(db, 'deep/ok'), { root: nested(20) });
    expect((await liteGetDoc(liteDoc(db, 'deep/ok'))).get('root')).toEqual(nested(20));
    await expect(liteSetDoc(liteDoc(db, 'deep/no'), { root: nested(21) })).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining('more than 20 levels'),
    });
    // Arrays are levels too.
    await expect(liteSetDoc(liteDoc(db, 'deep/no'), { root: [nested(20)] })).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining(`field 'root[0]${'.n'.repeat(20)}' is nested more than 20 levels`),
    });
    expect((await liteGetDoc(liteDoc(db, 'deep/no'))).exists()).toBe(false);
  });

  test('gRPC (full SDK): 21 levels are refused', async () => {
    const db = h.full(h.projectId());
    await expect(setDoc(doc(db, 'deep/no'), { root: nested(21) })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await setDoc(doc(db, 'deep/ok'), { root: nested(20) });
    expect((await getDocFromServer(doc(db, 'deep/ok'))).get('root')).toEqual(nested(20));
  });
});

describe('document name size (6 KiB)', () => {
  test('REST (lite) and gRPC (full SDK): a name of 6,144 bytes is accepted, 6,145 bytes is refused', async () => {
    const projectId = h.projectId();
    const lite = h.lite(projectId);
    const full = h.full(projectId);
    const longest = pathOfNameSize(6144);
    const tooLong = pathOfNameSize(6145);
    await liteSetDoc(liteDoc(lite, longest), { n: 1 });
    expect((await liteGetDoc(liteDoc(lite, longest))).get('n')).toBe(1);
    await expect(liteSetDoc(liteDoc(lite, tooLong), { n: 1 })).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining('6,145 bytes'),
    });
    await expect(setDoc(doc(full, tooLong), { n: 1 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect((await liteGetDoc(liteDoc(lite, tooLong))).exists()).toBe(false);
  });
});

/** `{ f0: 0, f1: 1, … }`: n fields. */
const manyFields = (n: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${String(i)}`, i]));

const tooManyFieldsMessage = (projectId: string, path: string, fields: number): string =>
  `Document 'projects/${projectId}/databases/(default)/documents/${path}' cannot be written because ` +
  `it has ${fields.toLocaleString('en-US')} fields, more than the maximum of 20,000 fields in a document.`;

const TOO_MANY_INDEX_ENTRIES = 'too many index entries for entity';

// Documents of 20,000 fields or 40,000 array elements take a second or more each way on a busy machine.
const WIDE_TIMEOUT = 90_000;

describe('fields in a document (20,000)', () => {
  test(
    'admin SDK: 20,000 fields are stored, 20,001 are refused; a map and its subfields all count',
    async () => {
      const projectId = h.projectId();
      const db = h.admin(projectId);
      await db.doc('wide/top').set(manyFields(20_000));
      expect(Object.keys((await db.doc('wide/top').get()).data() ?? {})).toHaveLength(20_000);
      await expect(db.doc('wide/top').update({ one: 'more' })).rejects.toMatchObject({
        code: 3,
        details: tooManyFieldsMessage(projectId, 'wide/top', 20_001),
      });
      // `counts` (1) + 19,999 subfields = 20,000; one more subfield, nested or not, is one too many.
      await db.doc('wide/nested').set({ counts: manyFields(19_999) });
      await expect(db.doc('wide/nested').update({ 'counts.more': 1 })).rejects.toMatchObject({
        code: 3,
        details: tooManyFieldsMessage(projectId, 'wide/nested', 20_001),
      });
      await expect(
        db.doc('wide/nested').set({ counts: { more: { n: 1 } } }, { merge: true }),
      ).rejects.toMatchObject({ code: 3, details: tooManyFieldsMessage(projectId, 'wide/nested', 20_002) });
      // An exemption from indexing does not lift the field limit.
      await expect(db.doc('counted/doc').set({ unindexed: manyFields(20_000) })).rejects.toMatchObject({
        code: 3,
        details: tooManyFieldsMessage(projectId, 'counted/doc', 20_001),
      });
      expect((await db.doc('counted/doc').get()).exists).toBe(false);
    },
    WIDE_TIMEOUT,
  );

  test('REST (lite) and the wire: 400 INVALID_ARGUMENT, nothing stored', async () => {
    const projectId = h.projectId();
    const lite = h.lite(projectId);
    await expect(liteSetDoc(liteDoc(lite, 'wide/lite'), manyFields(20_001))).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining(tooManyFieldsMessage(projectId, 'wide/lite', 20_001)),
    });
    expect((await liteGetDoc(liteDoc(lite, 'wide/lite'))).exists()).toBe(false);
    const database = `projects/${projectId}/databases/(default)`;
    const fields = Object.fromEntries(
      Object.entries(manyFields(20_001)).map(([key, n]) => [key, { integerValue: String(n) }]),
    );
    const response = await fetch(`http://${h.host}:${h.port}/v1/${database}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [{ update: { name: `${database}/documents/wide/rest`, fields } }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: tooManyFieldsMessage(projectId, 'wide/rest', 20_001),
      },
    });
  });
});

describe('index entries per document (40,000)', () => {
  /** n distinct integers. */
  const distinct = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

  test(
    'admin SDK: automatic indexes, an array counts each distinct element once more',
    async () => {
      const projectId = h.projectId();
      const db = h.admin(projectId);
      // One array field: ascending + descending of the whole array (2) + one array-contains entry
      // per distinct element.
      await db.doc('listed/ok').set({ tags: distinct(39_998) });
      await expect(db.doc('listed/no').set({ tags: distinct(39_999) })).rejects.toMatchObject({
        code: 3,
        details: TOO_MANY_INDEX_ENTRIES,
      });
      // Repeated elements are one entry: 39,998 distinct of 60,000.
      await db.doc('listed/repeats').set({ tags: [...distinct(39_998), ...distinct(20_002)] });
      // A map: two entries of its own and two per subfield, recursively. Maps `a` (9,999 subfields)
      // and `b` (9,998): 19,999 fields, 39,998 entries; an array `t` of two elements adds one field
      // and four entries (40,002), over the limit in entries though not in fields.
      await db.doc('listed/maps').set({ a: manyFields(9_999), b: manyFields(9_998) });
      await expect(db.doc('listed/maps').update({ t: [1, 2] })).rejects.toMatchObject({
        code: 3,
        details: TOO_MANY_INDEX_ENTRIES,
      });
      expect((await db.doc('listed/no').get()).exists).toBe(false);
      expect(Object.keys((await db.doc('listed/maps').get()).data() ?? {})).toEqual(['a', 'b']);
    },
    WIDE_TIMEOUT,
  );

  test(
    'an exemption in firestore.indexes.json (fieldOverrides, indexes: []) makes its field and subfields count nothing',
    async () => {
      const projectId = h.projectId();
      const db = h.admin(projectId);
      // `counted.unindexed` is exempt in the fixture: the same values that fail elsewhere are stored.
      await db.doc('counted/array').set({ unindexed: { tags: distinct(50_000) }, n: 1 });
      await expect(
        db.doc('listed/array').set({ unindexed: { tags: distinct(50_000) } }),
      ).rejects.toMatchObject({ code: 3, details: TOO_MANY_INDEX_ENTRIES });
      await db.doc('counted/maps').set({ unindexed: manyFields(19_000), n: 1 });
      // …but the fields beside it are indexed as usual.
      await expect(
        db.doc('counted/beside').set({ unindexed: 1, tags: distinct(39_999) }),
      ).rejects.toMatchObject({
        code: 3,
        details: TOO_MANY_INDEX_ENTRIES,
      });
    },
    WIDE_TIMEOUT,
  );

  test("REST (lite) and the full SDK: INVALID_ARGUMENT in Firestore's words", async () => {
    const projectId = h.projectId();
    await expect(
      liteSetDoc(liteDoc(h.lite(projectId), 'listed/lite'), { tags: distinct(39_999) }),
    ).rejects.toMatchObject({
      code: LITE_BAD_REQUEST,
      message: expect.stringContaining(TOO_MANY_INDEX_ENTRIES),
    });
    await expect(
      setDoc(doc(h.full(projectId), 'listed/full'), { tags: distinct(39_999) }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(TOO_MANY_INDEX_ENTRIES),
    });
  });
});
