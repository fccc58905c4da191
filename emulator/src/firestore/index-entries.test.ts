// The index-entry count of index-entries.ts against Firestore's automatic indexing rules and the
// settings a firestore.indexes.json can make (exemptions, collection-group indexes, composites).

import { describe, expect, it } from 'vitest';

import { fieldCount } from './document-limits.ts';
import { indexEntryCount } from './index-entries.ts';
import { parseIndexesFile } from './indexes-file.ts';
import type { MapFields, Value } from './values.ts';

const int = (n: number): Value => ({ integerValue: String(n) });
const map = (fields: MapFields): Value => ({ mapValue: { fields } });
const array = (...values: Value[]): Value => ({ arrayValue: { values } });

const config = parseIndexesFile(
  JSON.stringify({
    indexes: [
      {
        collectionGroup: 'posts',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'author', order: 'ASCENDING' },
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        ],
      },
    ],
    fieldOverrides: [
      { collectionGroup: 'posts', fieldPath: 'stats', indexes: [] },
      {
        collectionGroup: 'posts',
        fieldPath: 'stats.views',
        indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
      },
      {
        collectionGroup: 'posts',
        fieldPath: 'at',
        indexes: [
          { order: 'ASCENDING', queryScope: 'COLLECTION' },
          { order: 'DESCENDING', queryScope: 'COLLECTION' },
          { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        ],
      },
      { collectionGroup: 'quiet', fieldPath: '*', indexes: [] },
    ],
  }),
);

describe('fieldCount', () => {
  it('counts a map and each of its subfields, and the fields of maps held in arrays', () => {
    expect(fieldCount({ a: map({ b: int(1), c: map({ d: int(2) }) }) })).toBe(4);
    expect(fieldCount({ list: array(int(1), map({ x: int(1) })) })).toBe(2);
  });
});

describe('indexEntryCount', () => {
  it('automatic: two per field, a map or an array as a whole too, one per distinct array element', () => {
    expect(indexEntryCount('c/d', { n: int(1) }, null)).toBe(2);
    expect(indexEntryCount('c/d', { m: map({ a: int(1), b: map({ c: int(1) }) }) }, null)).toBe(8);
    expect(indexEntryCount('c/d', { tags: array(int(1), int(1), int(2)) }, null)).toBe(4);
    expect(indexEntryCount('c/d', { tags: array() }, null)).toBe(2);
  });

  it('an exempt map makes no entries, except a subfield with its own override; a collection-group index adds its own', () => {
    const stats = map({ likes: int(1), views: int(2), nested: map({ deep: int(3) }) });
    // stats.views: ascending only (1); the rest of stats nothing; `at`: two collection-scope
    // indexes and one collection-group index.
    expect(indexEntryCount('users/u/posts/p', { stats, at: int(1) }, config)).toBe(1 + 3);
    // Another collection group keeps the automatic indexes; `*` exempts a whole group.
    expect(indexEntryCount('c/d', { stats }, config)).toBe(2 + 2 * 4);
    expect(indexEntryCount('quiet/q', { stats, n: int(1) }, config)).toBe(0);
  });

  it('a composite index: one entry per distinct element of its array-contains field, none when a field is missing', () => {
    const automatic = 2 + (2 + 2); // author; tags (two distinct elements)
    expect(indexEntryCount('posts/p', { author: int(1), tags: array(int(1), int(2), int(2)) }, config)).toBe(
      automatic + 2,
    );
    expect(indexEntryCount('posts/p', { tags: array(int(1), int(2)) }, config)).toBe(4);
  });
});
