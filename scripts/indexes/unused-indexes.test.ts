import { describe, expect, it } from 'vitest';
import { describeUnused, unusedIndexes } from './unused-indexes.ts';

const FILE = JSON.stringify({
  indexes: [
    {
      collectionGroup: 'mail',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'mail',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: 'jobs',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [],
});

// What the emulator appends when an index serves a query: the file's entry, __name__ left out
// when implied (index-registry.ts).
const USED_DESC =
  '{"collectionGroup":"mail","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"createdAt","order":"DESCENDING"}]}';

describe('indexes no query used', () => {
  it('are the file’s indexes the record does not name', () => {
    const unused = unusedIndexes(FILE, `${USED_DESC}\n\n`);
    expect(describeUnused(FILE, unused)).toEqual([
      '  indexes[1] mail (collection): status ASCENDING, createdAt ASCENDING',
      '  indexes[2] jobs (collection group): tags CONTAINS, at DESCENDING',
    ]);
  });

  it('are none when every index was recorded, and all when none was', () => {
    expect(unusedIndexes(FILE, '')).toHaveLength(3);
    const record = [
      USED_DESC,
      '{"collectionGroup":"mail","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"createdAt","order":"ASCENDING"}]}',
      '{"collectionGroup":"jobs","queryScope":"COLLECTION_GROUP","fields":[{"fieldPath":"tags","arrayConfig":"CONTAINS"},{"fieldPath":"at","order":"DESCENDING"}]}',
    ];
    expect(unusedIndexes(FILE, record.join('\n'))).toEqual([]);
  });
});
