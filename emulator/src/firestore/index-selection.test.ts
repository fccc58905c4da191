// The index decision against Firestore's documented behaviour, case by case. Each case says why
// production decides so; the sources:
//
//   [overview]  https://firebase.google.com/docs/firestore/query-data/index-overview
//               (single-field indexes, automatic settings, exemptions, composite indexes, query
//               scope, index merging)
//   [queries]   https://firebase.google.com/docs/firestore/query-data/queries
//               ("chain multiple equality operators (== or array-contains) ... you must create a
//               composite index to combine equality operators with the inequality operators")
//   [order]     https://firebase.google.com/docs/firestore/query-data/order-limit-data
//   [ranges]    https://firebase.google.com/docs/firestore/query-data/multiple-range-fields
//               ("the ORDER BY clause of a query determines which indexes can be used")
//   [or]        https://firebase.google.com/docs/firestore/query-data/queries#or_queries
//               (Firestore serves each disjunction of the filter's disjunctive normal form)
//   [agg]       https://firebase.google.com/docs/firestore/query-data/aggregation-queries and
//               https://cloud.google.com/blog/products/databases/aggregate-with-sum-and-avg-in-firestore
//               ("computes SUM() and AVG() through index scans ... a field must be indexed")
//   [admin]     google.firestore.admin.v1.Index.fields ("The last field entry is always for the
//               field path __name__ ... added automatically with the same direction as that of the
//               last field ... If the final field ... is not directional, ASCENDING")
//   [cg-error]  production's refusal of an unindexed collection-group query:
//               "The query requires a COLLECTION_GROUP_ASC index for collection … and field …"

import { describe, expect, it } from 'vitest';
import { parseFieldPath } from './field-path.ts';
import {
  requiredIndexFields,
  selectIndexes,
  singleFieldRequirement,
  type IndexSelection,
} from './index-selection.ts';
import { parseIndexesFile, type CompositeIndex, type IndexConfig } from './indexes-file.ts';
import type { Aggregation, FieldOperator, Filter, Order, Query, UnaryOperator } from './wire-decode.ts';

const VALUE = { stringValue: 'v' } as const;

const where = (field: string, op: FieldOperator | UnaryOperator): Filter =>
  op.startsWith('IS_')
    ? { kind: 'unary', field: parseFieldPath(field), op: op as UnaryOperator }
    : {
        kind: 'field',
        field: parseFieldPath(field),
        op: op as FieldOperator,
        value: ['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY'].includes(op)
          ? { arrayValue: { values: [VALUE] } }
          : VALUE,
      };
const eq = (field: string): Filter => where(field, 'EQUAL');
const and = (...filters: Filter[]): Filter => ({ kind: 'composite', op: 'AND', filters });
const or = (...filters: Filter[]): Filter => ({ kind: 'composite', op: 'OR', filters });

type QuerySpec = {
  from?: string;
  group?: boolean;
  where?: Filter[];
  orderBy?: string[];
  aggregations?: Aggregation[];
};

function order(spec: string): Order {
  const [field, direction] = spec.split(' ');
  return {
    field: parseFieldPath(field as string),
    direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
  };
}

function query(spec: QuerySpec): Query {
  const filters = spec.where ?? [];
  const q: Query = {
    parentPath: '',
    collectionId: spec.from ?? 'jobs',
    allDescendants: spec.group ?? false,
    orderBy: (spec.orderBy ?? []).map(order),
    offset: 0,
  };
  if (filters.length === 1) q.where = filters[0];
  else if (filters.length > 1) q.where = and(...filters);
  return q;
}

/** "a", "b desc", "tags contains", "__name__ desc" → an index field as firestore.indexes.json has it. */
function field(spec: string): Record<string, string> {
  const [fieldPath, mode] = spec.split(' ');
  if (mode === 'contains') return { fieldPath: fieldPath as string, arrayConfig: 'CONTAINS' };
  return { fieldPath: fieldPath as string, order: mode === 'desc' ? 'DESCENDING' : 'ASCENDING' };
}

function config(
  indexes: (string[] | { group: string; scope?: string; fields: string[] })[] = [],
  fieldOverrides: unknown[] = [],
): IndexConfig {
  return parseIndexesFile(
    JSON.stringify({
      indexes: indexes.map((entry) =>
        Array.isArray(entry)
          ? { collectionGroup: 'jobs', queryScope: 'COLLECTION', fields: entry.map(field) }
          : {
              collectionGroup: entry.group,
              queryScope: entry.scope ?? 'COLLECTION',
              fields: entry.fields.map(field),
            },
      ),
      fieldOverrides,
    }),
  );
}

/** 'automatic', the positions in the file of the composite indexes used, or the missing index. */
function outcome(selection: IndexSelection, file: IndexConfig): 'automatic' | number[] | string {
  if (!selection.served) {
    const single = singleFieldRequirement(selection.requirement);
    const fields = requiredIndexFields(selection.requirement)
      .map((f) => `${f.fieldPath.join('.')} ${f.mode}`)
      .join(', ');
    return `missing ${selection.requirement.queryScope} ${single ? 'single-field ' : ''}(${fields})`;
  }
  if (selection.indexes.length === 0) return 'automatic';
  return selection.indexes.map((index: CompositeIndex) => file.indexes.indexOf(index));
}

type Case = {
  name: string;
  why: string;
  query: QuerySpec;
  indexes?: IndexConfig;
  expected: 'automatic' | number[] | string;
};

const cases: Case[] = [
  // ---- served by automatic indexes ------------------------------------------------------------
  {
    name: 'no filter, no order',
    why: '[overview] every query reads an index; the built-in __name__ index serves a plain listing',
    query: {},
    expected: 'automatic',
  },
  {
    name: 'orderBy __name__ desc',
    why: '[order] document-id order in either direction needs no index',
    query: { orderBy: ['__name__ desc'] },
    expected: 'automatic',
  },
  {
    name: 'one equality',
    why: '[overview] single-field indexes serve simple equality queries',
    query: { where: [eq('status')] },
    expected: 'automatic',
  },
  {
    name: 'equality on three fields, no order',
    why: '[queries] equality operators chain without a composite index: index merging joins the single-field indexes',
    query: { where: [eq('deleted'), eq('hidden'), eq('status')] },
    expected: 'automatic',
  },
  {
    name: 'equality and IS_NULL, ordered by __name__ descending',
    why: '[overview] IS_NULL is an equality; each DESCENDING single-field index ends with __name__ descending',
    query: { where: [eq('a'), where('b', 'IS_NULL')], orderBy: ['__name__ desc'] },
    expected: 'automatic',
  },
  {
    name: 'in',
    why: '[queries] in is a disjunction of equalities on one field',
    query: { where: [where('status', 'IN')] },
    expected: 'automatic',
  },
  {
    name: 'range on one field',
    why: '[overview] single-field indexes serve range and inequality filters on one field',
    query: { where: [where('appliedAt', 'GREATER_THAN_OR_EQUAL')] },
    expected: 'automatic',
  },
  {
    name: 'range ordered by the same field, descending',
    why: '[overview] the DESCENDING single-field index is automatic too',
    query: { where: [where('at', 'LESS_THAN')], orderBy: ['at desc'] },
    expected: 'automatic',
  },
  {
    name: 'not-equal on one field',
    why: '[queries] != and not-in are inequalities: the single-field index of that field serves them',
    query: { where: [where('status', 'NOT_EQUAL')] },
    expected: 'automatic',
  },
  {
    name: 'orderBy one field descending',
    why: '[overview] ordering by one field uses its single-field index',
    query: { orderBy: ['order desc'] },
    expected: 'automatic',
  },
  {
    name: 'array-contains',
    why: '[overview] array fields get an automatic array-contains index',
    query: { where: [where('tags', 'ARRAY_CONTAINS')] },
    expected: 'automatic',
  },
  {
    name: 'array-contains and an equality',
    why: '[queries] == and array-contains are both equality operators and chain without a composite index',
    query: { where: [where('tags', 'ARRAY_CONTAINS'), eq('status')] },
    expected: 'automatic',
  },
  {
    name: 'orderBy on a field an equality fixes',
    why: '[order] ordering by a field fixed by == orders nothing; the single-field index serves it',
    query: { where: [eq('status')], orderBy: ['status desc'] },
    expected: 'automatic',
  },
  {
    name: 'a filter on __name__ with an equality',
    why: '[admin] every index ends with __name__, so a document-id range narrows the single-field index',
    query: { where: [eq('status'), where('__name__', 'GREATER_THAN')] },
    expected: 'automatic',
  },
  {
    name: 'count() of equalities',
    why: '[agg] count() needs only what its query needs',
    query: { where: [eq('status'), eq('hidden')], aggregations: [{ alias: 'n', kind: 'count' }] },
    expected: 'automatic',
  },
  {
    name: 'sum() with no filter',
    why: '[agg] sum() scans the aggregated field’s single-field index',
    query: { aggregations: [{ alias: 's', kind: 'sum', field: ['salary'] }] },
    expected: 'automatic',
  },
  {
    name: 'OR of single equalities',
    why: '[or] each disjunction is one equality, served by its single-field index',
    query: { where: [or(eq('a'), eq('b'))] },
    expected: 'automatic',
  },
  {
    name: 'kindless query below a document',
    why: '[admin] recursive delete lists every descendant by __name__, the built-in index',
    query: { from: '', group: true, orderBy: ['__name__'] },
    expected: 'automatic',
  },

  // ---- composite indexes --------------------------------------------------------------------
  {
    name: 'equality then orderBy another field, no index',
    why: '[overview] an equality with an order on another field needs a composite index',
    query: { where: [eq('status')], orderBy: ['createdAt desc'] },
    expected: 'missing COLLECTION (status ASCENDING, createdAt DESCENDING, __name__ DESCENDING)',
  },
  {
    name: 'equality then orderBy, with the index',
    why: '[overview] the composite (status, createdAt desc) serves it',
    query: { where: [eq('status')], orderBy: ['createdAt desc'] },
    indexes: config([['status', 'createdAt desc']]),
    expected: [0],
  },
  {
    name: 'the index in the other direction',
    why: '[overview] an index is read in its own order: the opposite direction needs its own index',
    query: { where: [eq('status')], orderBy: ['createdAt desc'] },
    indexes: config([['status', 'createdAt']]),
    expected: 'missing COLLECTION (status ASCENDING, createdAt DESCENDING, __name__ DESCENDING)',
  },
  {
    name: 'an equality field indexed descending',
    why: '[overview] an equality fixes its field: the direction it is indexed in does not matter',
    query: { where: [eq('status')], orderBy: ['createdAt desc'] },
    indexes: config([['status desc', 'createdAt desc']]),
    expected: [0],
  },
  {
    name: 'equality fields in another order than the index’s',
    why: '[overview] the equality fields lead the index in any order',
    query: { where: [eq('a'), eq('b')], orderBy: ['c'] },
    indexes: config([['b', 'a', 'c']]),
    expected: [0],
  },
  {
    name: 'an index with one field more than the query',
    why: '[overview] the fields after the equalities must be exactly the query’s order',
    query: { where: [eq('a')], orderBy: ['c'] },
    indexes: config([['a', 'c', 'd']]),
    expected: 'missing COLLECTION (a ASCENDING, c ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'merging composite indexes that share the order',
    why: '[overview] index merging: (a, c) and (b, c) serve a == · b == · orderBy c',
    query: { where: [eq('a'), eq('b')], orderBy: ['c'] },
    indexes: config([
      ['a', 'c'],
      ['b', 'c'],
    ]),
    expected: [0, 1],
  },
  {
    name: 'merging cannot cover an equality no index leads with',
    why: '[overview] every equality must be fixed by one of the merged indexes',
    query: { where: [eq('a'), eq('b')], orderBy: ['c'] },
    indexes: config([['a', 'c']]),
    expected: 'missing COLLECTION (a ASCENDING, b ASCENDING, c ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'one exact index is preferred to a merge',
    why: '[overview] production reads one index when one serves the whole query',
    query: { where: [eq('a'), eq('b')], orderBy: ['c'] },
    indexes: config([
      ['a', 'c'],
      ['b', 'c'],
      ['a', 'b', 'c'],
    ]),
    expected: [2],
  },
  {
    name: 'equality and a range on another field',
    why: '[queries] equality with an inequality needs a composite index',
    query: { where: [eq('completedAt'), where('deadline', 'LESS_THAN')], orderBy: ['deadline'] },
    expected: 'missing COLLECTION (completedAt ASCENDING, deadline ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'equality and a range, with the index',
    why: '[queries] (completedAt, deadline) serves it',
    query: { where: [where('completedAt', 'IS_NULL'), where('deadline', 'LESS_THAN')] },
    indexes: config([['completedAt', 'deadline']]),
    expected: [0],
  },
  {
    name: 'a range and an order on another field',
    why: '[ranges] the order is the explicit orderBy, then the inequality field: (c, b)',
    query: { where: [where('b', 'GREATER_THAN')], orderBy: ['c'] },
    expected: 'missing COLLECTION (c ASCENDING, b ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'ranges on two fields',
    why: '[ranges] inequality fields follow in field-path order; they need a composite index',
    query: { where: [where('salary', 'GREATER_THAN'), where('experience', 'GREATER_THAN')] },
    expected: 'missing COLLECTION (experience ASCENDING, salary ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'ranges on two fields ordered by the second',
    why: '[ranges] an explicit orderBy picks the index: (salary, experience)',
    query: {
      where: [where('salary', 'GREATER_THAN'), where('experience', 'GREATER_THAN')],
      orderBy: ['salary'],
    },
    indexes: config([
      ['experience', 'salary'],
      ['salary', 'experience'],
    ]),
    expected: [1],
  },
  {
    name: 'two orderBy fields',
    why: '[order] ordering by two fields needs a composite index',
    query: { orderBy: ['a', 'b desc'] },
    expected: 'missing COLLECTION (a ASCENDING, b DESCENDING, __name__ DESCENDING)',
  },
  {
    name: 'an explicit __name__ against the implied one',
    why: '[admin] the implied __name__ runs like the last field: (a asc, __name__ desc) needs it spelled out',
    query: { orderBy: ['a', '__name__ desc'] },
    indexes: config([['b', 'a']]),
    expected: 'missing COLLECTION (a ASCENDING, __name__ DESCENDING)',
  },
  {
    name: 'an explicit __name__, indexed',
    why: '[admin] an index may give __name__ last in its own direction',
    query: { where: [eq('b')], orderBy: ['a', '__name__ desc'] },
    indexes: config([['b', 'a', '__name__ desc']]),
    expected: [0],
  },
  {
    name: 'array-contains with an order',
    why: '[overview] array-contains with an order on another field needs (tags CONTAINS, at)',
    query: { where: [where('tags', 'ARRAY_CONTAINS_ANY')], orderBy: ['at desc'] },
    expected: 'missing COLLECTION (tags CONTAINS, at DESCENDING, __name__ DESCENDING)',
  },
  {
    name: 'array-contains with an order, indexed',
    why: '[overview] a CONTAINS field leads the index like an equality',
    query: { where: [where('tags', 'ARRAY_CONTAINS')], orderBy: ['at desc'] },
    indexes: config([['tags contains', 'at desc']]),
    expected: [0],
  },
  {
    name: 'in with an order on another field',
    why: '[queries] in is an equality: it leads the index',
    query: { where: [eq('jobId'), where('status', 'IN')], orderBy: ['appliedAt desc'] },
    indexes: config([['jobId', 'status', 'appliedAt desc']]),
    expected: [0],
  },
  {
    name: 'OR: every branch must be served',
    why: '[or] (a == · orderBy c) is served by (a, c), (b == · orderBy c) by nothing',
    query: { where: [or(eq('a'), eq('b'))], orderBy: ['c'] },
    indexes: config([['a', 'c']]),
    expected: 'missing COLLECTION (b ASCENDING, c ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'OR: every branch served',
    why: '[or] each branch reads its own index',
    query: { where: [or(eq('a'), eq('b'))], orderBy: ['c'] },
    indexes: config([
      ['a', 'c'],
      ['b', 'c'],
    ]),
    expected: [0, 1],
  },
  {
    name: 'sum() with a filter',
    why: '[agg] sum() reads the summed field from the index: (state, population)',
    query: { where: [eq('state')], aggregations: [{ alias: 's', kind: 'sum', field: ['population'] }] },
    expected: 'missing COLLECTION (state ASCENDING, population ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'avg() with a filter, indexed',
    why: '[agg] (state, population) serves avg(population) where state ==',
    query: { where: [eq('state')], aggregations: [{ alias: 'a', kind: 'avg', field: ['population'] }] },
    indexes: config([['state', 'population']]),
    expected: [0],
  },
  {
    name: 'an index of another collection',
    why: '[overview] an index belongs to one collection id',
    query: { from: 'mail', where: [eq('status')], orderBy: ['createdAt'] },
    indexes: config([['status', 'createdAt']]),
    expected: 'missing COLLECTION (status ASCENDING, createdAt ASCENDING, __name__ ASCENDING)',
  },

  // ---- query scope and field overrides -------------------------------------------------------
  {
    name: 'collection group, no filter',
    why: '[overview] the built-in __name__ index serves an unfiltered collection-group query',
    query: { from: 'questions', group: true },
    expected: 'automatic',
  },
  {
    name: 'collection group, one equality',
    why: '[overview][cg-error] single-field indexes are not kept at collection-group scope by default',
    query: { from: 'questions', group: true, where: [eq('testId')] },
    expected: 'missing COLLECTION_GROUP single-field (testId ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'collection group, one equality, enabled by an override',
    why: '[overview] a field override adds the collection-group single-field index',
    query: { from: 'questions', group: true, where: [eq('testId')] },
    indexes: config(
      [],
      [
        {
          collectionGroup: 'questions',
          fieldPath: 'testId',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    ),
    expected: 'automatic',
  },
  {
    name: 'collection group, ordered descending, override only ascending',
    why: '[cg-error] production then asks for the COLLECTION_GROUP_DESC index',
    query: { from: 'questions', group: true, orderBy: ['at desc'] },
    indexes: config(
      [],
      [
        {
          collectionGroup: 'questions',
          fieldPath: 'at',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    ),
    expected: 'missing COLLECTION_GROUP single-field (at DESCENDING, __name__ DESCENDING)',
  },
  {
    name: 'collection group, composite at collection scope',
    why: '[overview] a collection-group query needs collection-group scope',
    query: { from: 'questions', group: true, where: [eq('a')], orderBy: ['b'] },
    indexes: config([{ group: 'questions', fields: ['a', 'b'] }]),
    expected: 'missing COLLECTION_GROUP (a ASCENDING, b ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'collection group, composite at collection-group scope',
    why: '[overview] a COLLECTION_GROUP composite index serves it',
    query: { from: 'questions', group: true, where: [eq('a')], orderBy: ['b'] },
    indexes: config([{ group: 'questions', scope: 'COLLECTION_GROUP', fields: ['a', 'b'] }]),
    expected: [0],
  },
  {
    name: 'an exempted field',
    why: '[overview] an exemption with no indexes removes the field’s automatic indexes',
    query: { from: 'logs', where: [eq('payload')] },
    indexes: config([], [{ collectionGroup: 'logs', fieldPath: 'payload', indexes: [] }]),
    expected: 'missing COLLECTION single-field (payload ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'a map subfield inherits its map’s exemption',
    why: '[overview] subfields of a map inherit the map’s single-field settings',
    query: { from: 'logs', orderBy: ['payload.size'] },
    indexes: config([], [{ collectionGroup: 'logs', fieldPath: 'payload', indexes: [] }]),
    expected: 'missing COLLECTION single-field (payload.size ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'a subfield’s own override wins over its map’s',
    why: '[overview] a subfield may define its own settings',
    query: { from: 'logs', orderBy: ['payload.size'] },
    indexes: config(
      [],
      [
        { collectionGroup: 'logs', fieldPath: 'payload', indexes: [] },
        { collectionGroup: 'logs', fieldPath: 'payload.size', indexes: [{ order: 'ASCENDING' }] },
      ],
    ),
    expected: 'automatic',
  },
  {
    name: 'fieldPath * exempts every field of the group',
    why: '[overview] a * exemption applies to all fields of the collection group',
    query: { from: 'logs', where: [eq('level')] },
    indexes: config([], [{ collectionGroup: 'logs', fieldPath: '*', indexes: [] }]),
    expected: 'missing COLLECTION single-field (level ASCENDING, __name__ ASCENDING)',
  },
  {
    name: 'an exempted field fixed by a composite index, merged with single-field ones',
    why: '[overview] merged indexes need only end alike: (payload, level, __name__) and region’s automatic index',
    query: { from: 'logs', where: [eq('payload'), eq('level'), eq('region')] },
    indexes: config(
      [{ group: 'logs', fields: ['payload', 'level'] }],
      [{ collectionGroup: 'logs', fieldPath: 'payload', indexes: [] }],
    ),
    expected: [0],
  },
];

describe('which indexes serve a query', () => {
  it.each(cases)('$name', ({ query: spec, indexes = config(), expected }) => {
    const selection = selectIndexes(indexes, query(spec), spec.aggregations);
    expect(outcome(selection, indexes)).toEqual(expected);
  });

  it('tells when the query has inequalities on several fields', () => {
    const selection = selectIndexes(
      config(),
      query({ where: [where('a', 'GREATER_THAN'), where('b', 'NOT_EQUAL')] }),
    );
    expect(selection).toMatchObject({ served: false, multipleInequalities: true });
    const one = selectIndexes(config(), query({ where: [eq('a'), where('b', 'LESS_THAN')] }));
    expect(one).toMatchObject({ served: false, multipleInequalities: false });
  });
});
