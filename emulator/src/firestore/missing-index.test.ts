// The refusal of a query without its index: production's wording and console link, byte for
// byte against links production gave (quoted in public bug reports), and the line naming the
// firestore.indexes.json entry to add.

import { describe, expect, it } from 'vitest';
import { parseFieldPath } from './field-path.ts';
import type { IndexRequirement } from './index-selection.ts';
import { EMPTY_INDEX_CONFIG, parseIndexesFile } from './indexes-file.ts';
import { compositeIndexKey, missingIndex } from './missing-index.ts';

const requirement = (
  collectionGroup: string,
  queryScope: IndexRequirement['queryScope'],
  equality: string[],
  order: [string, 'ASCENDING' | 'DESCENDING'][],
  contains: string[] = [],
): IndexRequirement => ({
  collectionGroup,
  queryScope,
  equality: equality.map(parseFieldPath),
  contains: contains.map(parseFieldPath),
  order: order.map(([field, direction]) => ({ field: parseFieldPath(field), direction })),
});

describe('the missing-index refusal', () => {
  it('is production’s composite-index message, with the link production gives', () => {
    // users where class == … orderBy totalXP desc, as production refused it for project
    // science-and-fun: the link carries the Index (name, COLLECTION, class ASC, totalXP DESC,
    // __name__ DESC).
    const { error } = missingIndex(
      { projectId: 'science-and-fun', databaseId: '(default)' },
      EMPTY_INDEX_CONFIG,
      requirement(
        'users',
        'COLLECTION',
        ['class'],
        [
          ['totalXP', 'DESCENDING'],
          ['__name__', 'DESCENDING'],
        ],
      ),
      false,
    );
    expect(error.status).toBe('FAILED_PRECONDITION');
    expect(error.httpStatus).toBe(400);
    const [production, plain] = error.message.split('\n');
    expect(production).toBe(
      'The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/science-and-fun/firestore/indexes?create_composite=Ck1wcm9qZWN0cy9zY2llbmNlLWFuZC1mdW4vZGF0YWJhc2VzLyhkZWZhdWx0KS9jb2xsZWN0aW9uR3JvdXBzL3VzZXJzL2luZGV4ZXMvXxABGgkKBWNsYXNzEAEaCwoHdG90YWxYUBACGgwKCF9fbmFtZV9fEAI',
    );
    expect(plain).toBe(
      'Missing index: users (collection) on class ASCENDING, totalXP DESCENDING; add to "indexes" in firestore.indexes.json: ' +
        '{"collectionGroup":"users","queryScope":"COLLECTION","fields":[{"fieldPath":"class","order":"ASCENDING"},{"fieldPath":"totalXP","order":"DESCENDING"}]}',
    );
  });

  it('names a missing collection-group single-field index as production does', () => {
    // collectionGroup('items').where('tipo', '==', …), refused for project odb-cvg.
    const { error, plain } = missingIndex(
      { projectId: 'odb-cvg', databaseId: '(default)' },
      EMPTY_INDEX_CONFIG,
      requirement('items', 'COLLECTION_GROUP', ['tipo'], [['__name__', 'ASCENDING']]),
      false,
    );
    expect(error.message.split('\n')[0]).toBe(
      'The query requires a COLLECTION_GROUP_ASC index for collection items and field tipo. You can create it here: https://console.firebase.google.com/v1/r/project/odb-cvg/firestore/indexes?create_exemption=Ckdwcm9qZWN0cy9vZGItY3ZnL2RhdGFiYXNlcy8oZGVmYXVsdCkvY29sbGVjdGlvbkdyb3Vwcy9pdGVtcy9maWVsZHMvdGlwbxACGggKBHRpcG8QAQ',
    );
    // The override replaces the field's automatic indexes, so the entry keeps them.
    expect(plain).toBe(
      'items.tipo ASCENDING (collection group single-field index); add to "fieldOverrides" in firestore.indexes.json: ' +
        JSON.stringify({
          collectionGroup: 'items',
          fieldPath: 'tipo',
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'DESCENDING', queryScope: 'COLLECTION' },
            { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
            { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
          ],
        }),
    );
  });

  it('keeps what an existing override gives when it asks for one more index', () => {
    const config = parseIndexesFile(
      JSON.stringify({
        fieldOverrides: [{ collectionGroup: 'logs', fieldPath: 'at', indexes: [{ order: 'DESCENDING' }] }],
      }),
    );
    const { error, plain } = missingIndex(
      { projectId: 'p', databaseId: '(default)' },
      config,
      requirement(
        'logs',
        'COLLECTION',
        [],
        [
          ['at', 'ASCENDING'],
          ['__name__', 'ASCENDING'],
        ],
      ),
      false,
    );
    expect(error.message).toMatch(
      /^The query requires a COLLECTION_ASC index for collection logs and field at\. /,
    );
    expect(plain).toContain(
      '"indexes":[{"order":"DESCENDING","queryScope":"COLLECTION"},{"order":"ASCENDING","queryScope":"COLLECTION"}]',
    );
  });

  it('points at the multiple-range-fields guide when ranges span several fields', () => {
    const { error } = missingIndex(
      { projectId: 'p', databaseId: '(default)' },
      EMPTY_INDEX_CONFIG,
      requirement(
        'jobs',
        'COLLECTION',
        [],
        [
          ['a', 'ASCENDING'],
          ['b', 'ASCENDING'],
          ['__name__', 'ASCENDING'],
        ],
      ),
      true,
    );
    expect(error.message).toContain(
      ' .\nThe query contains range and inequality filters on multiple fields, please refer to the documentation for index selection best practices: https://cloud.google.com/firestore/docs/query-data/multiple-range-fields.\nMissing index: jobs',
    );
  });

  it('links a named database’s indexes page and encodes CONTAINS fields', () => {
    const { error, plain } = missingIndex(
      { projectId: 'p', databaseId: 'other' },
      EMPTY_INDEX_CONFIG,
      requirement(
        'jobs',
        'COLLECTION',
        [],
        [
          ['at', 'DESCENDING'],
          ['__name__', 'DESCENDING'],
        ],
        ['tags'],
      ),
      false,
    );
    const link = /create_composite=(\S+)/.exec(error.message)?.[1] as string;
    expect(error.message).toContain(
      'https://console.firebase.google.com/v1/r/project/p/firestore/databases/other/indexes?',
    );
    const bytes = Buffer.from(link, 'base64url');
    expect(bytes.toString('latin1')).toContain('projects/p/databases/other/collectionGroups/jobs/indexes/_');
    // tags with array_config CONTAINS (field 3 = 1), at with order DESCENDING (field 2 = 2).
    expect(bytes.includes(Buffer.from([0x0a, 0x04, ...Buffer.from('tags'), 0x18, 0x01]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x0a, 0x02, ...Buffer.from('at'), 0x10, 0x02]))).toBe(true);
    expect(plain).toContain('on tags CONTAINS, at DESCENDING;');
  });
});

describe('index identity', () => {
  it('is the same whether the file spells out the implied __name__ or not', () => {
    const file = parseIndexesFile(
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'jobs',
            fields: [
              { fieldPath: 'a', order: 'ASCENDING' },
              { fieldPath: 'b', order: 'DESCENDING' },
            ],
          },
          {
            collectionGroup: 'jobs',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'a', order: 'ASCENDING' },
              { fieldPath: 'b', order: 'DESCENDING' },
              { fieldPath: '__name__', order: 'DESCENDING' },
            ],
          },
          {
            collectionGroup: 'jobs',
            fields: [
              { fieldPath: 'a', order: 'ASCENDING' },
              { fieldPath: 'b', order: 'DESCENDING' },
              { fieldPath: '__name__', order: 'ASCENDING' },
            ],
          },
        ],
      }),
    );
    const [implied, spelled, other] = file.indexes.map(compositeIndexKey);
    expect(spelled).toBe(implied);
    expect(other).not.toBe(implied);
  });
});
