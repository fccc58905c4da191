// firestore.indexes.json as firebase-tools writes and reads it, and the mistakes it refuses.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIndexesFile } from './indexes-file.ts';

describe('firestore.indexes.json', () => {
  it('reads composite indexes and field overrides', () => {
    const config = parseIndexesFile(
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'jobs',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
              { fieldPath: 'postedAt', order: 'DESCENDING' },
            ],
          },
          {
            collectionGroup: 'questions',
            fields: [
              { fieldPath: 'a.`b.c`', order: 'ASCENDING' },
              { fieldPath: 'd', order: 'ASCENDING' },
            ],
          },
        ],
        fieldOverrides: [
          { collectionGroup: 'logs', fieldPath: 'payload', ttl: false, indexes: [] },
          {
            collectionGroup: 'logs',
            fieldPath: '*',
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
          },
        ],
      }),
    );
    expect(config.indexes[0]).toEqual({
      collectionGroup: 'jobs',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: ['tags'], mode: 'CONTAINS' },
        { fieldPath: ['postedAt'], mode: 'DESCENDING' },
      ],
    });
    // queryScope defaults to COLLECTION, as in firebase-tools; field paths keep backtick quoting.
    expect(config.indexes[1]?.queryScope).toBe('COLLECTION');
    expect(config.indexes[1]?.fields[0]?.fieldPath).toEqual(['a', 'b.c']);
    expect(config.fieldOverrides).toEqual([
      { collectionGroup: 'logs', fieldPath: ['payload'], indexes: [] },
      {
        collectionGroup: 'logs',
        fieldPath: null,
        indexes: [{ mode: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
      },
    ]);
  });

  it('reads the repository’s own file', () => {
    const source = readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8');
    expect(parseIndexesFile(source).indexes.length).toBeGreaterThan(0);
  });

  it.each([
    ['{', /^not valid JSON/],
    ['[]', /^the file: must hold a JSON object/],
    ['{"indexes": {}}', /^indexes: must be an array/],
    [
      '{"indexes": [{"fields": [{"fieldPath": "a", "order": "ASCENDING"}, {"fieldPath": "b", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.collectionGroup: must be a non-empty string/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "a", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.fields: a composite index needs at least two fields/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "a", "order": "UP"}, {"fieldPath": "b", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.fields\[0\]\.order: must be "ASCENDING" or "DESCENDING"/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "a"}, {"fieldPath": "b", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.fields\[0\]: needs "order" or "arrayConfig"/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "queryScope": "DATABASE", "fields": [{"fieldPath": "a", "order": "ASCENDING"}, {"fieldPath": "b", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.queryScope: must be "COLLECTION" or "COLLECTION_GROUP"/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "a", "order": "ASCENDING"}, {"fieldPath": "a", "order": "DESCENDING"}]}]}',
      /^indexes\[0\]\.fields: names a twice/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "__name__", "order": "ASCENDING"}, {"fieldPath": "a", "order": "DESCENDING"}]}]}',
      /__name__ can only be the last field/,
    ],
    [
      '{"indexes": [{"collectionGroup": "c", "fields": [{"fieldPath": "a.", "order": "ASCENDING"}, {"fieldPath": "b", "order": "ASCENDING"}]}]}',
      /^indexes\[0\]\.fields\[0\]\.fieldPath: "a\." is not a valid field path/,
    ],
    [
      '{"fieldOverrides": [{"collectionGroup": "c", "fieldPath": "a", "indexes": [{"arrayConfig": "ANY"}]}]}',
      /^fieldOverrides\[0\]\.indexes\[0\]\.arrayConfig: must be "CONTAINS"/,
    ],
  ])('refuses %s', (source, message) => {
    expect(() => parseIndexesFile(source)).toThrow(message);
  });
});
