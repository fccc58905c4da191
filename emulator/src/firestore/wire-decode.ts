// Decodes request messages into the engine's types. One decoder serves both transports because the
// two encodings nearly coincide: proto3 JSON (REST) and @grpc/proto-loader objects decoded with
// `longs: String, enums: String, bytes: String, defaults: false` differ only in timestamps
// (RFC 3339 string vs {seconds, nanos}), nulls (null vs 'NULL_VALUE'), non-finite doubles
// ("NaN" vs NaN) and wrapper types (5 vs {value: 5}), which are all handled here.

import { FirestoreError } from './errors.ts';
import { parseFieldPath, type FieldPath } from './field-path.ts';
import { documentPathIn, parseDocumentName, type DatabaseRef } from './resource-names.ts';
import { microsFromTimestamp, parseTimestamp } from './timestamps.ts';
import type { MapFields, Value } from './values.ts';

export type Precondition = { exists?: boolean; updateTime?: number };

export type TransformKind =
  'serverTimestamp' | 'increment' | 'maximum' | 'minimum' | 'arrayUnion' | 'arrayRemove';

export type FieldTransform =
  | { field: FieldPath; kind: 'serverTimestamp' }
  | { field: FieldPath; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { field: FieldPath; kind: 'arrayUnion' | 'arrayRemove'; elements: Value[] };

export type Write =
  | {
      kind: 'update';
      path: string;
      fields: MapFields;
      mask?: FieldPath[];
      transforms: FieldTransform[];
      precondition?: Precondition;
    }
  | { kind: 'transform'; path: string; transforms: FieldTransform[]; precondition?: Precondition }
  | { kind: 'delete'; path: string; precondition?: Precondition }
  | { kind: 'verify'; path: string; precondition?: Precondition };

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { kind: 'field'; field: FieldPath; op: FieldOperator; value: Value }
  | { kind: 'unary'; field: FieldPath; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export type Direction = 'ASCENDING' | 'DESCENDING';

export type Order = { field: FieldPath; direction: Direction };

export type Cursor = { values: Value[]; before: boolean };

export type Query = {
  /** Parent document path ('' for the database root). */
  parentPath: string;
  /** '' for a kindless query: every document under the parent (allDescendants only). */
  collectionId: string;
  allDescendants: boolean;
  where?: Filter;
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset: number;
  limit?: number;
  select?: FieldPath[];
};

export type Aggregation =
  { alias: string; kind: 'count'; upTo?: number } | { alias: string; kind: 'sum' | 'avg'; field: FieldPath };

export type ConsistencySelector =
  | { kind: 'none' }
  | { kind: 'transaction'; id: string }
  | { kind: 'newTransaction'; options: TransactionOptions }
  | { kind: 'readTime'; readTime: number };

export type TransactionOptions = { readOnly: boolean; readTime?: number; retryTransaction?: string };

type Json = Record<string, unknown>;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown, what: string): Json {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw FirestoreError.invalidArgument(`${what} must be an object.`);
  return value;
}

function asArray(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw FirestoreError.invalidArgument(`${what} must be an array.`);
  return value;
}

export function asString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw FirestoreError.invalidArgument(`${what} must be a string.`);
  return value;
}

function has(object: Json, key: string): boolean {
  return object[key] !== undefined;
}

function decodeInteger(raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    throw FirestoreError.invalidArgument('integerValue must be an integer.');
  }
  let big: bigint;
  try {
    big = BigInt(raw);
  } catch {
    throw FirestoreError.invalidArgument(`Invalid integerValue: ${JSON.stringify(raw)}.`);
  }
  if (big < INT64_MIN || big > INT64_MAX) {
    throw FirestoreError.invalidArgument(`integerValue out of int64 range: ${String(raw)}.`);
  }
  return big.toString();
}

function decodeDouble(raw: unknown, what = 'doubleValue'): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = raw === 'NaN' ? NaN : Number(raw);
    if (!Number.isNaN(n) || raw === 'NaN') return n;
  }
  throw FirestoreError.invalidArgument(`${what} must be a number.`);
}

function decodeBytes(raw: unknown): string {
  if (typeof raw === 'string') return Buffer.from(raw, 'base64').toString('base64');
  if (raw instanceof Uint8Array) return Buffer.from(raw).toString('base64');
  throw FirestoreError.invalidArgument('bytesValue must be base64.');
}

export function decodeValue(raw: unknown): Value {
  const v = asObject(raw, 'Value');
  if ('nullValue' in v) return { nullValue: null };
  if (has(v, 'booleanValue')) {
    if (typeof v.booleanValue !== 'boolean')
      throw FirestoreError.invalidArgument('booleanValue must be a boolean.');
    return { booleanValue: v.booleanValue };
  }
  if (has(v, 'integerValue')) return { integerValue: decodeInteger(v.integerValue) };
  if (has(v, 'doubleValue')) return { doubleValue: decodeDouble(v.doubleValue) };
  if (has(v, 'timestampValue')) return { timestampValue: parseTimestamp(v.timestampValue) };
  if (has(v, 'stringValue')) return { stringValue: asString(v.stringValue, 'stringValue') };
  if (has(v, 'bytesValue')) return { bytesValue: decodeBytes(v.bytesValue) };
  if (has(v, 'referenceValue')) {
    const reference = asString(v.referenceValue, 'referenceValue');
    parseDocumentName(reference); // validates the shape
    return { referenceValue: reference };
  }
  if (has(v, 'geoPointValue')) {
    const g = asObject(v.geoPointValue, 'geoPointValue');
    const latitude = decodeDouble(g.latitude ?? 0, 'latitude');
    const longitude = decodeDouble(g.longitude ?? 0, 'longitude');
    if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
      throw FirestoreError.invalidArgument('geoPointValue out of range.');
    }
    return { geoPointValue: { latitude, longitude } };
  }
  if (has(v, 'arrayValue')) {
    const values = asArray(asObject(v.arrayValue, 'arrayValue').values, 'arrayValue.values').map(
      (element) => {
        const decoded = decodeValue(element);
        if ('arrayValue' in decoded) {
          throw FirestoreError.invalidArgument('Cannot have an array directly inside an array.');
        }
        return decoded;
      },
    );
    return { arrayValue: { values } };
  }
  if (has(v, 'mapValue'))
    return { mapValue: { fields: decodeFields(asObject(v.mapValue, 'mapValue').fields) } };
  throw FirestoreError.invalidArgument('A Value must have exactly one value type set.');
}

export function decodeFields(raw: unknown): MapFields {
  const fields = asObject(raw, 'fields');
  const result: MapFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === '') throw FirestoreError.invalidArgument('Field names must not be empty.');
    result[key] = decodeValue(value);
  }
  return result;
}

function decodeFieldReference(raw: unknown, what: string): FieldPath {
  const ref = asObject(raw, what);
  return parseFieldPath(asString(ref.fieldPath, `${what}.fieldPath`));
}

export function decodeMask(raw: unknown): FieldPath[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  return asArray(asObject(raw, 'mask').fieldPaths, 'fieldPaths').map((p) =>
    parseFieldPath(asString(p, 'fieldPath')),
  );
}

export function decodeTime(raw: unknown): number {
  return microsFromTimestamp(parseTimestamp(raw));
}

export function decodePrecondition(raw: unknown): Precondition | undefined {
  if (raw === undefined || raw === null) return undefined;
  const p = asObject(raw, 'currentDocument');
  if (has(p, 'updateTime')) return { updateTime: decodeTime(p.updateTime) };
  if (has(p, 'exists')) {
    const exists = p.exists === true || p.exists === 'true';
    return { exists };
  }
  return undefined;
}

function decodeTransform(raw: unknown): FieldTransform {
  const t = asObject(raw, 'FieldTransform');
  const field = parseFieldPath(asString(t.fieldPath, 'FieldTransform.fieldPath'));
  if (has(t, 'setToServerValue')) {
    if (t.setToServerValue !== 'REQUEST_TIME' && t.setToServerValue !== 1) {
      throw FirestoreError.invalidArgument(`Unsupported server value: ${String(t.setToServerValue)}.`);
    }
    return { field, kind: 'serverTimestamp' };
  }
  for (const kind of ['increment', 'maximum', 'minimum'] as const) {
    if (has(t, kind)) {
      const operand = decodeValue(t[kind]);
      if (!('integerValue' in operand) && !('doubleValue' in operand)) {
        throw FirestoreError.invalidArgument(`${kind} requires a numeric operand.`);
      }
      return { field, kind, operand };
    }
  }
  if (has(t, 'appendMissingElements')) {
    return { field, kind: 'arrayUnion', elements: arrayElementsOf(t.appendMissingElements) };
  }
  if (has(t, 'removeAllFromArray')) {
    return { field, kind: 'arrayRemove', elements: arrayElementsOf(t.removeAllFromArray) };
  }
  throw FirestoreError.invalidArgument('FieldTransform has no transform set.');
}

function arrayElementsOf(raw: unknown): Value[] {
  return asArray(asObject(raw, 'ArrayValue').values, 'values').map(decodeValue);
}

export function decodeWrite(database: DatabaseRef, raw: unknown): Write {
  const w = asObject(raw, 'Write');
  const precondition = decodePrecondition(w.currentDocument);
  const transforms = asArray(w.updateTransforms, 'updateTransforms').map(decodeTransform);
  if (has(w, 'update')) {
    const doc = asObject(w.update, 'update');
    const path = documentPathIn(database, asString(doc.name, 'update.name'));
    const mask = decodeMask(w.updateMask);
    const write: Write = { kind: 'update', path, fields: decodeFields(doc.fields), transforms };
    if (mask) write.mask = mask;
    if (precondition) write.precondition = precondition;
    return write;
  }
  if (has(w, 'delete')) {
    if (transforms.length > 0) throw FirestoreError.invalidArgument('A delete cannot have transforms.');
    return withPrecondition(
      { kind: 'delete', path: documentPathIn(database, asString(w.delete, 'delete')) },
      precondition,
    );
  }
  if (has(w, 'verify')) {
    return withPrecondition(
      { kind: 'verify', path: documentPathIn(database, asString(w.verify, 'verify')) },
      precondition,
    );
  }
  if (has(w, 'transform')) {
    const t = asObject(w.transform, 'transform');
    const path = documentPathIn(database, asString(t.document, 'transform.document'));
    const all = [...asArray(t.fieldTransforms, 'fieldTransforms').map(decodeTransform), ...transforms];
    return withPrecondition({ kind: 'transform', path, transforms: all }, precondition);
  }
  throw FirestoreError.invalidArgument('A Write must set one of update, delete, verify or transform.');
}

/** The `writes` of a commit / BatchWrite / Write-stream request. */
export function decodeWrites(database: DatabaseRef, raw: unknown): Write[] {
  return asArray(raw, 'writes').map((w) => decodeWrite(database, w));
}

function withPrecondition<T extends Write>(write: T, precondition: Precondition | undefined): T {
  if (precondition) write.precondition = precondition;
  return write;
}

const FIELD_OPERATORS = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPERATORS = new Set<string>(['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL']);

export function decodeFilter(raw: unknown): Filter {
  const f = asObject(raw, 'Filter');
  if (has(f, 'compositeFilter')) {
    const c = asObject(f.compositeFilter, 'compositeFilter');
    const op = c.op ?? 'AND';
    if (op !== 'AND' && op !== 'OR')
      throw FirestoreError.invalidArgument(`Unsupported composite operator: ${String(op)}.`);
    return { kind: 'composite', op, filters: asArray(c.filters, 'filters').map(decodeFilter) };
  }
  if (has(f, 'fieldFilter')) {
    const ff = asObject(f.fieldFilter, 'fieldFilter');
    const op = String(ff.op);
    if (!FIELD_OPERATORS.has(op))
      throw FirestoreError.invalidArgument(`Unsupported field filter operator: ${op}.`);
    const value = decodeValue(ff.value);
    if ((op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') && !('arrayValue' in value)) {
      throw FirestoreError.invalidArgument(`A '${op}' filter requires an array value.`);
    }
    return {
      kind: 'field',
      field: decodeFieldReference(ff.field, 'fieldFilter.field'),
      op: op as FieldOperator,
      value,
    };
  }
  if (has(f, 'unaryFilter')) {
    const u = asObject(f.unaryFilter, 'unaryFilter');
    const op = String(u.op);
    if (!UNARY_OPERATORS.has(op))
      throw FirestoreError.invalidArgument(`Unsupported unary filter operator: ${op}.`);
    return {
      kind: 'unary',
      field: decodeFieldReference(u.field, 'unaryFilter.field'),
      op: op as UnaryOperator,
    };
  }
  throw FirestoreError.invalidArgument(
    'A Filter must set one of compositeFilter, fieldFilter or unaryFilter.',
  );
}

function decodeCursor(raw: unknown): Cursor | undefined {
  if (raw === undefined || raw === null) return undefined;
  const c = asObject(raw, 'Cursor');
  return { values: asArray(c.values, 'Cursor.values').map(decodeValue), before: c.before === true };
}

function decodeInt32(raw: unknown, what: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const n = isObject(raw) ? (raw.value ?? 0) : raw;
  const value = Number(n);
  if (!Number.isInteger(value) || value < 0)
    throw FirestoreError.invalidArgument(`${what} must be a non-negative integer.`);
  return value;
}

export function decodeStructuredQuery(parentPath: string, raw: unknown): Query {
  const q = asObject(raw, 'structuredQuery');
  const from = asArray(q.from, 'from');
  if (from.length !== 1)
    throw FirestoreError.invalidArgument('A query must have exactly one collection selector (from).');
  const selector = asObject(from[0], 'from[0]');
  // No collection id ("kindless") selects every document under the parent; only valid with
  // allDescendants (the admin SDK's recursiveDelete uses it).
  const collectionId =
    selector.collectionId === undefined ? '' : asString(selector.collectionId, 'collectionId');
  if ((collectionId === '' && selector.allDescendants !== true) || collectionId.includes('/')) {
    throw FirestoreError.invalidArgument(`Invalid collectionId: ${JSON.stringify(collectionId)}.`);
  }
  if (has(q, 'findNearest'))
    throw new FirestoreError(
      'UNIMPLEMENTED',
      'Vector search (findNearest) is not supported by this emulator.',
    );
  const query: Query = {
    parentPath,
    collectionId,
    allDescendants: selector.allDescendants === true,
    orderBy: asArray(q.orderBy, 'orderBy').map((o) => {
      const order = asObject(o, 'orderBy');
      const direction =
        order.direction === 'DESCENDING' || order.direction === 2 ? 'DESCENDING' : 'ASCENDING';
      return { field: decodeFieldReference(order.field, 'orderBy.field'), direction };
    }),
    offset: decodeInt32(q.offset, 'offset') ?? 0,
  };
  if (has(q, 'where')) query.where = decodeFilter(q.where);
  const startAt = decodeCursor(q.startAt);
  if (startAt) query.startAt = startAt;
  const endAt = decodeCursor(q.endAt);
  if (endAt) query.endAt = endAt;
  const limit = decodeInt32(q.limit, 'limit');
  if (limit !== undefined) query.limit = limit;
  if (has(q, 'select')) {
    query.select = asArray(asObject(q.select, 'select').fields, 'select.fields').map((f) =>
      decodeFieldReference(f, 'select.fields'),
    );
  }
  return query;
}

export function decodeAggregations(raw: unknown): Aggregation[] {
  const list = asArray(raw, 'aggregations');
  if (list.length === 0)
    throw FirestoreError.invalidArgument('An aggregation query needs at least one aggregation.');
  return list.map((item, index) => {
    const a = asObject(item, 'aggregation');
    const alias = typeof a.alias === 'string' && a.alias !== '' ? a.alias : `field_${index + 1}`;
    if (has(a, 'count')) {
      const count = asObject(a.count, 'count');
      const upTo = decodeInt32(count.upTo, 'count.upTo');
      return upTo === undefined ? { alias, kind: 'count' as const } : { alias, kind: 'count' as const, upTo };
    }
    for (const kind of ['sum', 'avg'] as const) {
      if (has(a, kind)) {
        return { alias, kind, field: decodeFieldReference(asObject(a[kind], kind).field, `${kind}.field`) };
      }
    }
    throw FirestoreError.invalidArgument('Unsupported aggregation: expected count, sum or avg.');
  });
}

/** A RunAggregationQuery request's query and aggregations: the same body over gRPC and REST. */
export function decodeAggregationQuery(
  parentPath: string,
  request: Json,
): { query: Query; aggregations: Aggregation[] } {
  const aggregationQuery = asObject(request.structuredAggregationQuery, 'structuredAggregationQuery');
  const query = decodeStructuredQuery(parentPath, aggregationQuery.structuredQuery);
  return { query, aggregations: decodeAggregations(aggregationQuery.aggregations) };
}

export function decodeTransactionOptions(raw: unknown): TransactionOptions {
  const o = asObject(raw, 'options');
  if (has(o, 'readOnly')) {
    const readOnly = asObject(o.readOnly, 'readOnly');
    return has(readOnly, 'readTime')
      ? { readOnly: true, readTime: decodeTime(readOnly.readTime) }
      : { readOnly: true };
  }
  const readWrite = asObject(o.readWrite, 'readWrite');
  return typeof readWrite.retryTransaction === 'string' && readWrite.retryTransaction !== ''
    ? { readOnly: false, retryTransaction: normalizeBase64(readWrite.retryTransaction) }
    : { readOnly: false };
}

/** The `consistency_selector` oneof of read requests. */
export function decodeConsistency(request: Json): ConsistencySelector {
  if (typeof request.transaction === 'string' && request.transaction !== '') {
    return { kind: 'transaction', id: normalizeBase64(request.transaction) };
  }
  if (has(request, 'newTransaction'))
    return { kind: 'newTransaction', options: decodeTransactionOptions(request.newTransaction) };
  if (has(request, 'readTime')) return { kind: 'readTime', readTime: decodeTime(request.readTime) };
  return { kind: 'none' };
}

/** Bytes fields (transaction ids, resume tokens) arrive as base64 or base64url. */
export function normalizeBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('base64');
}

export type Paging = { pageSize?: number | undefined; pageToken?: string | undefined };

/** pageSize / pageToken of list requests (0 or absent size: everything). */
export function decodePaging(pageSize: unknown, pageToken: unknown): Paging {
  const size = pageSize === null || pageSize === undefined || pageSize === '' ? 0 : Number(pageSize);
  if (!Number.isInteger(size) || size < 0)
    throw FirestoreError.invalidArgument('pageSize must be a non-negative integer.');
  return {
    pageSize: size > 0 ? size : undefined,
    pageToken: typeof pageToken === 'string' && pageToken !== '' ? pageToken : undefined,
  };
}
