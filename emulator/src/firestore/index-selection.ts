// Which indexes serve a query, decided the way Firestore (Standard edition, Native mode) decides
// it, from the project's firestore.indexes.json: a query that production would refuse for want of
// a composite index is refused here too (index-registry.ts), instead of passing every test and
// failing on its first production load.
//
// The model (Firestore's index overview, "index merging", multiple-range-fields and aggregation
// pages; the table of cases in index-selection.test.ts cites each rule):
//
// - Every index lists fields, each ordered (ASCENDING / DESCENDING) or CONTAINS (array elements),
//   and ends with `__name__`: given last in the file, or implied, in the direction of the last
//   ordered field (ASCENDING after a CONTAINS field).
// - A query reads one contiguous run of an index: its equality fields (`==`, `in`, IS_NULL,
//   IS_NAN) and array-contains field fixed in the index's leading fields, in any order, then the
//   index's remaining fields exactly the query's order: explicit orderBy, then the inequality
//   fields not ordered yet (sorted by field path), then `__name__`, every one in its direction.
//   An orderBy on a field an equality fixes orders nothing and drops out.
// - Index merging: several indexes with the same trailing order serve a query together, each
//   fixing some of its equality fields, so equality filters on many fields need no composite
//   index (each field's automatic index ends in `__name__`), and (a, c) + (b, c) serve
//   `a == · b == · orderBy c`.
// - Automatic single-field indexes: ASCENDING, DESCENDING and CONTAINS for every field, collection
//   scope only; `fieldOverrides` replace them for a field (its map subfields inherit) or, with
//   fieldPath `*`, for a whole collection group. The built-in `__name__` index serves a query with
//   no equality filter ordered only by `__name__`, at either scope.
// - Collection-group queries need collection-group indexes (composite or single-field); a
//   collection query is served by collection-scope indexes.
// - OR queries: each branch of the filter's disjunctive normal form must be served.
// - Aggregations: count() needs what the query needs; sum() and avg() also read the aggregated
//   field from the index, as an ascending field before `__name__`.
// - Kindless queries (every descendant, the admin SDK's recursive delete) use the built-in
//   `__name__` index.

import { formatFieldPath, isNameField, type FieldPath } from './field-path.ts';
import type {
  CompositeIndex,
  FieldOverride,
  IndexConfig,
  IndexField,
  IndexMode,
  QueryScope,
} from './indexes-file.ts';
import { isInequality, normalizedOrderBy } from './query-engine.ts';
import type { Aggregation, Filter, Order, Query } from './wire-decode.ts';

/** What one branch of a query needs from an index. */
export type IndexRequirement = {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  /** Fields fixed by `==`, `in`, IS_NULL or IS_NAN, in the order the query names them. */
  readonly equality: readonly FieldPath[];
  /** Fields filtered by array-contains or array-contains-any. */
  readonly contains: readonly FieldPath[];
  /** The order the index must hold after those: ends with `__name__`. */
  readonly order: readonly Order[];
};

export type IndexSelection =
  | {
      readonly served: true;
      /** The file's composite indexes the query reads (none when automatic indexes serve it). */
      readonly indexes: readonly CompositeIndex[];
    }
  | {
      readonly served: false;
      /** The first branch no combination of indexes serves. */
      readonly requirement: IndexRequirement;
      /** Inequality filters on two fields or more (production then points at its guide). */
      readonly multipleInequalities: boolean;
    };

type Atom = Extract<Filter, { kind: 'field' } | { kind: 'unary' }>;

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

const key = formatFieldPath;
const NAME: FieldPath = ['__name__'];

/** The filter as OR of ANDs: every branch is a list of field and unary filters. */
function disjunctiveNormalForm(filter: Filter | undefined): Atom[][] {
  if (!filter) return [[]];
  if (filter.kind !== 'composite') return [[filter]];
  const parts = filter.filters.map(disjunctiveNormalForm);
  if (filter.op === 'OR') return parts.flat();
  return parts.reduce<Atom[][]>(
    (branches, part) => branches.flatMap((left) => part.map((right) => [...left, ...right])),
    [[]],
  );
}

function inequalityFieldCount(branches: readonly Atom[][]): number {
  const fields = new Set<string>();
  for (const atom of branches.flat())
    if (isInequality(atom) && !isNameField(atom.field)) fields.add(key(atom.field));
  return fields.size;
}

function requirementOf(
  query: Query,
  branch: readonly Atom[],
  order: readonly Order[],
  aggregations: readonly Aggregation[],
): IndexRequirement {
  const equality = new Map<string, FieldPath>();
  const contains = new Map<string, FieldPath>();
  for (const atom of branch) {
    // Every index ends with __name__: a filter on it narrows whichever index serves the rest.
    if (isNameField(atom.field)) continue;
    if (EQUALITY.has(atom.op)) equality.set(key(atom.field), atom.field);
    else if (CONTAINS.has(atom.op)) contains.set(key(atom.field), atom.field);
  }
  const needed = order.filter((o) => !equality.has(key(o.field)));
  for (const aggregation of aggregations) {
    if (aggregation.kind === 'count') continue;
    const field = key(aggregation.field);
    if (equality.has(field) || contains.has(field) || needed.some((o) => key(o.field) === field)) continue;
    const name = needed.findIndex((o) => isNameField(o.field));
    needed.splice(name === -1 ? needed.length : name, 0, {
      field: aggregation.field,
      direction: 'ASCENDING',
    });
  }
  return {
    collectionGroup: query.collectionId,
    queryScope: query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    equality: [...equality.values()],
    contains: [...contains.values()],
    order: needed,
  };
}

/** An index's fields with its `__name__` made explicit. */
export function withNameField(fields: readonly IndexField[]): IndexField[] {
  const last = fields[fields.length - 1];
  if (last && isNameField(last.fieldPath)) return [...fields];
  return [...fields, { fieldPath: NAME, mode: last?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' }];
}

const CONTAINS_PREFIX = 'CONTAINS ';

/** A field as the decision compares it: by its canonical path, computed once. */
type KeyedField = { readonly key: string; readonly mode: IndexMode };

/** A requirement with its fields' keys computed once. */
type KeyedRequirement = {
  readonly equality: ReadonlySet<string>;
  readonly contains: ReadonlySet<string>;
  readonly order: readonly KeyedField[];
  /** The fields an index must fix: equality keys, and CONTAINS_PREFIX + array-contains keys. */
  readonly fixed: readonly string[];
};

function keyed(requirement: IndexRequirement): KeyedRequirement {
  const equality = new Set(requirement.equality.map(key));
  const contains = new Set(requirement.contains.map(key));
  return {
    equality,
    contains,
    order: requirement.order.map((o) => ({ key: key(o.field), mode: o.direction })),
    fixed: [...equality, ...[...contains].map((c) => CONTAINS_PREFIX + c)],
  };
}

const keyedFields = (fields: readonly IndexField[]): KeyedField[] =>
  withNameField(fields).map((f) => ({ key: key(f.fieldPath), mode: f.mode }));

// The file's composite indexes by collection group and scope, keyed once per loaded file: the
// decision runs for every query.
const preparedIndexes = new WeakMap<
  IndexConfig,
  Map<string, { index: CompositeIndex; fields: KeyedField[] }[]>
>();

function compositesFor(config: IndexConfig, collectionGroup: string, scope: QueryScope) {
  let byGroup = preparedIndexes.get(config);
  if (!byGroup) {
    byGroup = new Map();
    for (const index of config.indexes) {
      const group = `${index.queryScope} ${index.collectionGroup}`;
      const list = byGroup.get(group) ?? [];
      list.push({ index, fields: keyedFields(index.fields) });
      byGroup.set(group, list);
    }
    preparedIndexes.set(config, byGroup);
  }
  return byGroup.get(`${scope} ${collectionGroup}`) ?? [];
}

/**
 * Whether an index (all fields, `__name__` last) can serve the requirement: its trailing fields
 * are exactly the requirement's order, and each leading field is one the requirement fixes.
 * Returns the fixed fields it takes care of, or null.
 */
function coverage(fields: readonly KeyedField[], requirement: KeyedRequirement): string[] | null {
  const lead = fields.length - requirement.order.length;
  if (lead < 0) return null;
  for (let i = 0; i < requirement.order.length; i++) {
    const field = fields[lead + i] as KeyedField;
    const order = requirement.order[i] as KeyedField;
    if (field.mode !== order.mode || field.key !== order.key) return null;
  }
  const covered: string[] = [];
  for (let i = 0; i < lead; i++) {
    const field = fields[i] as KeyedField;
    if (field.mode === 'CONTAINS') {
      if (!requirement.contains.has(field.key)) return null;
      covered.push(CONTAINS_PREFIX + field.key);
    } else {
      if (!requirement.equality.has(field.key)) return null;
      covered.push(field.key);
    }
  }
  return covered;
}

function isPrefix(prefix: FieldPath, path: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);
}

/** The override that decides a field's single-field indexes: its own, a parent map's, or `*`. */
export function overrideFor(
  config: IndexConfig,
  collectionGroup: string,
  field: FieldPath,
): FieldOverride | undefined {
  let best: FieldOverride | undefined;
  for (const override of config.fieldOverrides) {
    if (override.collectionGroup !== collectionGroup) continue;
    const length = override.fieldPath?.length ?? 0;
    if (override.fieldPath && !isPrefix(override.fieldPath, field)) continue;
    if (!best || length > (best.fieldPath?.length ?? 0)) best = override;
  }
  return best;
}

const AUTOMATIC: readonly IndexMode[] = ['ASCENDING', 'DESCENDING', 'CONTAINS'];

/** The single-field indexes a field has at a scope: automatic ones unless an override says. */
export function singleFieldModes(
  config: IndexConfig,
  collectionGroup: string,
  field: FieldPath,
  scope: QueryScope,
): IndexMode[] {
  const override = overrideFor(config, collectionGroup, field);
  if (override) return override.indexes.filter((i) => i.queryScope === scope).map((i) => i.mode);
  return scope === 'COLLECTION' ? [...AUTOMATIC] : [];
}

const NAME_INDEXES: readonly KeyedField[][] = [
  [{ key: '__name__', mode: 'ASCENDING' }],
  [{ key: '__name__', mode: 'DESCENDING' }],
];

/** The built-in `__name__` index and the single-field indexes of the fields the query names. */
function automaticIndexes(config: IndexConfig, requirement: IndexRequirement): KeyedField[][] {
  const views = [...NAME_INDEXES];
  const fields = new Map<string, FieldPath>();
  for (const field of [
    ...requirement.equality,
    ...requirement.contains,
    ...requirement.order.map((o) => o.field),
  ])
    if (!isNameField(field)) fields.set(key(field), field);
  for (const [name, field] of fields) {
    for (const mode of singleFieldModes(config, requirement.collectionGroup, field, requirement.queryScope))
      views.push([
        { key: name, mode },
        { key: '__name__', mode: mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' },
      ]);
  }
  return views;
}

/**
 * The composite indexes that serve one requirement: none when automatic indexes do; else one
 * composite index that fixes every equality field by itself (the first in the file); else a merge
 * of indexes (automatic first, then composites, greedily). null when nothing does.
 */
function serve(config: IndexConfig, requirement: IndexRequirement): CompositeIndex[] | null {
  const wanted = keyed(requirement);
  const fixed = wanted.fixed;
  const covers = (covered: ReadonlySet<string>): boolean => fixed.every((f) => covered.has(f));
  const automatic = automaticIndexes(config, requirement)
    .map((fields) => coverage(fields, wanted))
    .filter((c): c is string[] => c !== null);
  const covered = new Set(automatic.flat());
  if (automatic.length > 0 && covers(covered)) return [];
  const composites = compositesFor(config, requirement.collectionGroup, requirement.queryScope)
    .map(({ index, fields }) => ({ index, covers: coverage(fields, wanted) }))
    .filter((c): c is { index: CompositeIndex; covers: string[] } => c.covers !== null);
  const whole = composites.find((c) => c.covers.length === fixed.length);
  if (whole) return [whole.index];
  const chosen: CompositeIndex[] = [];
  for (;;) {
    let best: (typeof composites)[number] | undefined;
    let gain = 0;
    for (const candidate of composites) {
      const added = candidate.covers.filter((f) => !covered.has(f)).length;
      if (added > gain) [best, gain] = [candidate, added];
    }
    if (!best) break;
    chosen.push(best.index);
    for (const f of best.covers) covered.add(f);
  }
  return covers(covered) && automatic.length + chosen.length > 0 ? chosen : null;
}

/**
 * Decides whether the project's indexes serve a query (or an aggregation over it), and which of
 * the file's composite indexes it reads.
 */
export function selectIndexes(
  config: IndexConfig,
  query: Query,
  aggregations: readonly Aggregation[] = [],
): IndexSelection {
  if (query.collectionId === '') return { served: true, indexes: [] };
  const branches = disjunctiveNormalForm(query.where);
  const order = normalizedOrderBy(query);
  const used: CompositeIndex[] = [];
  for (const branch of branches) {
    const requirement = requirementOf(query, branch, order, aggregations);
    const indexes = serve(config, requirement);
    if (!indexes) {
      return { served: false, requirement, multipleInequalities: inequalityFieldCount(branches) > 1 };
    }
    for (const index of indexes) if (!used.includes(index)) used.push(index);
  }
  return { served: true, indexes: used };
}

/** The index production would ask for: equality fields, array-contains field, then the order. */
export function requiredIndexFields(requirement: IndexRequirement): IndexField[] {
  return [
    ...requirement.equality.map((fieldPath): IndexField => ({ fieldPath, mode: 'ASCENDING' })),
    ...requirement.contains.map((fieldPath): IndexField => ({ fieldPath, mode: 'CONTAINS' })),
    ...requirement.order.map((o): IndexField => ({ fieldPath: o.field, mode: o.direction })),
  ];
}

/**
 * When one field's single-field index would serve the requirement (one field, then `__name__` in
 * the direction that index implies), that field and mode: production then asks for that index by
 * name instead of a composite one.
 */
export function singleFieldRequirement(requirement: IndexRequirement): IndexField | null {
  const fields = requiredIndexFields(requirement);
  const [field, name] = fields;
  if (fields.length !== 2 || !field || !name || isNameField(field.fieldPath)) return null;
  // An equality is served by the ascending and the descending index alike: the one whose
  // implied __name__ runs the way the query's does.
  if (requirement.equality.length === 1) return { fieldPath: field.fieldPath, mode: name.mode };
  return withNameField([field])[1]?.mode === name.mode ? field : null;
}
