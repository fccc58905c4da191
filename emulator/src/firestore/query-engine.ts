// Query execution: filters, Firestore's normalised ordering (explicit orderBy, then inequality
// fields, then __name__), cursors, offset and limit; and aggregations over the result.
//
// Filter semantics follow the client SDKs' own matchers (which must agree with the backend for
// Listen and the local cache to agree with the server): comparisons only match values of the same
// type class, `!=` / `not-in` / IS_NOT_* skip missing and null fields, and ordering by a field
// excludes documents that lack it.

import type { DocumentStore, StoredDocument } from './document-store.ts';
import { FirestoreError } from './errors.ts';
import { formatFieldPath, getField, isNameField, type FieldPath } from './field-path.ts';
import { parseDocumentName } from './resource-names.ts';
import {
  arrayElements,
  comparePaths,
  compareSegments,
  compareSameType,
  compareValues,
  isNaNValue,
  typeOrder,
  valuesEqual,
  type TypeOrder,
  type Value,
} from './values.ts';
import type { Aggregation, Cursor, Direction, Filter, Order, Query } from './wire-decode.ts';

type Matcher = (doc: StoredDocument) => boolean;

const INEQUALITY_OPERATORS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function flatten(filter: Filter | undefined): Filter[] {
  if (!filter) return [];
  return filter.kind === 'composite' ? filter.filters.flatMap(flatten) : [filter];
}

/** A range or not-equal filter, the unary IS_NOT_NULL / IS_NOT_NAN included: it orders the query. */
export function isInequality(filter: Filter): boolean {
  if (filter.kind === 'field') return INEQUALITY_OPERATORS.has(filter.op);
  return filter.kind === 'unary' && (filter.op === 'IS_NOT_NAN' || filter.op === 'IS_NOT_NULL');
}

/** explicit orderBy + inequality fields (lexicographic) + __name__, in the last explicit direction. */
export function normalizedOrderBy(query: Query): Order[] {
  const result: Order[] = [...query.orderBy];
  const seen = new Set(result.map((o) => formatFieldPath(o.field)));
  const lastDirection: Direction = result[result.length - 1]?.direction ?? 'ASCENDING';
  const inequalityFields = flatten(query.where)
    .filter(isInequality)
    .map((f) => (f as { field: FieldPath }).field)
    .filter((field) => !isNameField(field))
    .sort(compareFieldPaths);
  for (const field of inequalityFields) {
    const key = formatFieldPath(field);
    if (!seen.has(key)) {
      seen.add(key);
      result.push({ field, direction: lastDirection });
    }
  }
  if (!seen.has('__name__')) result.push({ field: ['__name__'], direction: lastDirection });
  return result;
}

/** The relative document path a reference value points at (for __name__ filters and cursors). */
function referencePath(value: Value, what: string): string {
  if (!('referenceValue' in value)) {
    throw FirestoreError.invalidArgument(`${what} on __name__ requires a document reference value.`);
  }
  return parseDocumentName(value.referenceValue).path;
}

function compileNameFilter(filter: Extract<Filter, { kind: 'field' }>): Matcher {
  const what = `A '${filter.op}' filter`;
  if (filter.op === 'IN' || filter.op === 'NOT_IN') {
    const paths = new Set((arrayElements(filter.value) ?? []).map((v) => referencePath(v, what)));
    return filter.op === 'IN' ? (doc) => paths.has(doc.path) : (doc) => !paths.has(doc.path);
  }
  const target = referencePath(filter.value, what);
  const test = comparison(filter.op);
  return (doc) => test(comparePaths(doc.path, target));
}

function comparison(op: string): (c: number) => boolean {
  switch (op) {
    case 'LESS_THAN':
      return (c) => c < 0;
    case 'LESS_THAN_OR_EQUAL':
      return (c) => c <= 0;
    case 'GREATER_THAN':
      return (c) => c > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return (c) => c >= 0;
    case 'EQUAL':
      return (c) => c === 0;
    case 'NOT_EQUAL':
      return (c) => c !== 0;
    default:
      throw FirestoreError.invalidArgument(`Operator ${op} cannot be used on __name__.`);
  }
}

function contains(list: Value[], value: Value): boolean {
  return list.some((element) => valuesEqual(element, value));
}

function compileFilter(filter: Filter): Matcher {
  if (filter.kind === 'composite') {
    const parts = filter.filters.map(compileFilter);
    return filter.op === 'AND' ? (doc) => parts.every((m) => m(doc)) : (doc) => parts.some((m) => m(doc));
  }
  const { field } = filter;
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NAN':
        return (doc) => {
          const v = getField(doc.fields, field);
          return v !== undefined && isNaNValue(v);
        };
      case 'IS_NULL':
        return (doc) => {
          const v = getField(doc.fields, field);
          return v !== undefined && 'nullValue' in v;
        };
      case 'IS_NOT_NAN':
        return (doc) => {
          const v = getField(doc.fields, field);
          return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
        };
      case 'IS_NOT_NULL':
        return (doc) => {
          const v = getField(doc.fields, field);
          return v !== undefined && !('nullValue' in v);
        };
    }
  }
  if (isNameField(field)) return compileNameFilter(filter);
  const target = filter.value;
  switch (filter.op) {
    case 'ARRAY_CONTAINS':
      return (doc) => {
        const v = getField(doc.fields, field);
        const elements = v && arrayElements(v);
        return !!elements && contains(elements, target);
      };
    case 'ARRAY_CONTAINS_ANY': {
      const options = arrayElements(target) ?? [];
      return (doc) => {
        const v = getField(doc.fields, field);
        const elements = v && arrayElements(v);
        return !!elements && elements.some((e) => contains(options, e));
      };
    }
    case 'IN': {
      const options = arrayElements(target) ?? [];
      return (doc) => {
        const v = getField(doc.fields, field);
        return v !== undefined && contains(options, v);
      };
    }
    case 'NOT_IN': {
      const options = arrayElements(target) ?? [];
      if (options.some((o) => 'nullValue' in o)) return () => false;
      return (doc) => {
        const v = getField(doc.fields, field);
        return v !== undefined && !('nullValue' in v) && !contains(options, v);
      };
    }
    case 'NOT_EQUAL':
      return (doc) => {
        const v = getField(doc.fields, field);
        return v !== undefined && !('nullValue' in v) && compareValues(v, target) !== 0;
      };
    default: {
      const test = comparison(filter.op);
      const order = typeOrder(target);
      return (doc) => {
        const v = getField(doc.fields, field);
        return v !== undefined && typeOrder(v) === order && test(compareSameType(v, target, order));
      };
    }
  }
}

function orderValue(doc: StoredDocument, field: FieldPath): Value | undefined {
  return getField(doc.fields, field);
}

// Sorting decorates each document with its orderBy values and their type orders once, instead of
// looking fields up again in every one of the n·log n comparisons.
type SortRow = { doc: StoredDocument; values: (Value | undefined)[]; types: TypeOrder[] };

function sortRows(docs: StoredDocument[], orderBy: readonly Order[]): StoredDocument[] {
  const rows: SortRow[] = docs.map((doc) => {
    const values = orderBy.map((o) => (isNameField(o.field) ? undefined : orderValue(doc, o.field)));
    return { doc, values, types: values.map((v) => (v === undefined ? 0 : typeOrder(v))) };
  });
  rows.sort((a, b) => {
    for (let i = 0; i < orderBy.length; i++) {
      const order = orderBy[i] as Order;
      let c: number;
      const va = a.values[i];
      if (va === undefined) c = comparePaths(a.doc.path, b.doc.path);
      else {
        const ta = a.types[i] as TypeOrder;
        const tb = b.types[i] as TypeOrder;
        c = ta !== tb ? ta - tb : compareSameType(va, b.values[i] as Value, ta);
      }
      if (c !== 0) return order.direction === 'DESCENDING' ? -c : c;
    }
    return 0;
  });
  return rows.map((r) => r.doc);
}

/** Compares a cursor position to a document: <0 when the cursor sorts before the document. */
function compareCursor(cursor: Cursor, orderBy: readonly Order[], doc: StoredDocument): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orderBy[i] as Order;
    const position = cursor.values[i] as Value;
    let c: number;
    if (isNameField(order.field)) c = comparePaths(referencePath(position, 'A cursor'), doc.path);
    else c = compareValues(position, orderValue(doc, order.field) as Value);
    if (order.direction === 'DESCENDING') c = -c;
    if (c !== 0) return c;
  }
  return 0;
}

function validateQuery(query: Query, orderBy: readonly Order[]): void {
  for (const cursor of [query.startAt, query.endAt]) {
    if (cursor && cursor.values.length > orderBy.length) {
      throw FirestoreError.invalidArgument(
        'Too many cursor values specified. The specified values must match the orderBy() constraints of the query.',
      );
    }
  }
  for (const filter of flatten(query.where)) {
    if (
      filter.kind === 'field' &&
      (filter.op === 'IN' || filter.op === 'NOT_IN' || filter.op === 'ARRAY_CONTAINS_ANY')
    ) {
      const count = arrayElements(filter.value)?.length ?? 0;
      if (count === 0)
        throw FirestoreError.invalidArgument(`A non-empty array is required for '${filter.op}' filters.`);
    }
  }
}

function candidates(store: DocumentStore, query: Query): Iterable<StoredDocument> {
  if (query.allDescendants) {
    return query.collectionId === ''
      ? store.descendants(query.parentPath)
      : store.collectionGroup(query.parentPath, query.collectionId);
  }
  const collectionPath =
    query.parentPath === '' ? query.collectionId : `${query.parentPath}/${query.collectionId}`;
  return store.collection(collectionPath);
}

export type QueryPlan = {
  orderBy: Order[];
  matches: Matcher;
};

export function planQuery(query: Query): QueryPlan {
  const orderBy = normalizedOrderBy(query);
  validateQuery(query, orderBy);
  const filter = query.where ? compileFilter(query.where) : () => true;
  const orderFields = orderBy.filter((o) => !isNameField(o.field)).map((o) => o.field);
  // Ordering by a field implies it exists; the cursors bound the range.
  const matches: Matcher = (doc) => {
    for (const field of orderFields) if (getField(doc.fields, field) === undefined) return false;
    if (!filter(doc)) return false;
    if (query.startAt) {
      const c = compareCursor(query.startAt, orderBy, doc);
      if (query.startAt.before ? c > 0 : c >= 0) return false;
    }
    if (query.endAt) {
      const c = compareCursor(query.endAt, orderBy, doc);
      if (query.endAt.before ? c <= 0 : c < 0) return false;
    }
    return true;
  };
  return { orderBy, matches };
}

/** Runs a query: matching documents in order, after offset and limit. */
export function executeQuery(
  store: DocumentStore,
  query: Query,
  plan: QueryPlan = planQuery(query),
): StoredDocument[] {
  const matched: StoredDocument[] = [];
  for (const doc of candidates(store, query)) if (plan.matches(doc)) matched.push(doc);
  const sorted = sortRows(matched, plan.orderBy);
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return query.offset > 0 || end !== undefined ? sorted.slice(query.offset, end) : sorted;
}

/** Whether a document sits in the scanned collection(s) of a query, regardless of filters. */
export function inQueryScope(query: Query, path: string): boolean {
  if (query.collectionId === '') return query.parentPath === '' || path.startsWith(query.parentPath + '/');
  const segments = path.split('/');
  if (segments[segments.length - 2] !== query.collectionId) return false;
  const parent = segments.slice(0, -2).join('/');
  if (!query.allDescendants) return parent === query.parentPath;
  return query.parentPath === '' || parent === query.parentPath || parent.startsWith(query.parentPath + '/');
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function sumOf(docs: readonly StoredDocument[], field: FieldPath): { value: Value; count: number } {
  let integerSum = 0n;
  let doubleSum = 0;
  let sawDouble = false;
  let count = 0;
  for (const doc of docs) {
    const v = getField(doc.fields, field);
    if (!v) continue;
    if ('integerValue' in v) {
      integerSum += BigInt(v.integerValue);
      count++;
    } else if ('doubleValue' in v) {
      doubleSum += v.doubleValue;
      sawDouble = true;
      count++;
    }
  }
  // Integer sums stay integers unless they leave int64, as in Firestore.
  const value: Value =
    !sawDouble && integerSum >= INT64_MIN && integerSum <= INT64_MAX
      ? { integerValue: integerSum.toString() }
      : { doubleValue: Number(integerSum) + doubleSum };
  return { value, count };
}

export function aggregate(
  docs: readonly StoredDocument[],
  aggregations: readonly Aggregation[],
): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const aggregation of aggregations) {
    if (aggregation.kind === 'count') {
      const n = aggregation.upTo === undefined ? docs.length : Math.min(docs.length, aggregation.upTo);
      result[aggregation.alias] = { integerValue: String(n) };
    } else {
      const { value, count } = sumOf(docs, aggregation.field);
      if (aggregation.kind === 'sum') result[aggregation.alias] = value;
      else if (count === 0) result[aggregation.alias] = { nullValue: null };
      else {
        const total =
          'integerValue' in value
            ? Number(value.integerValue)
            : (value as { doubleValue: number }).doubleValue;
        result[aggregation.alias] = { doubleValue: total / count };
      }
    }
  }
  return result;
}
