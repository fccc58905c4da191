// firestore.indexes.json, the file `firebase deploy --only firestore:indexes` reads: composite
// indexes (`indexes`) and single-field index settings (`fieldOverrides`), parsed into the shapes
// index-selection.ts decides with. A file that is not valid is refused whole, with the entry and
// the reason, so a typo cannot silently drop an index.

import { formatFieldPath, isNameField, parseFieldPath, type FieldPath } from './field-path.ts';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

/** How an index holds a field: ordered (ASCENDING / DESCENDING) or its array elements (CONTAINS). */
export type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export type IndexField = { readonly fieldPath: FieldPath; readonly mode: IndexMode };

export type CompositeIndex = {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  /** As written in the file (a trailing `__name__` may be given or implied). */
  readonly fields: readonly IndexField[];
};

export type SingleFieldIndex = { readonly mode: IndexMode; readonly queryScope: QueryScope };

export type FieldOverride = {
  readonly collectionGroup: string;
  /** null for `*`: every field of the collection group. */
  readonly fieldPath: FieldPath | null;
  /** The single-field indexes the field has: these replace the automatic ones (empty: none). */
  readonly indexes: readonly SingleFieldIndex[];
};

export type IndexConfig = {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides: readonly FieldOverride[];
};

export const EMPTY_INDEX_CONFIG: IndexConfig = { indexes: [], fieldOverrides: [] };

type Json = Record<string, unknown>;

class InvalidIndexesFile extends Error {}

function fail(where: string, message: string): never {
  throw new InvalidIndexesFile(`${where}: ${message}`);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(where, 'must be an array');
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') fail(where, 'must be a non-empty string');
  return value;
}

function fieldPath(value: unknown, where: string): FieldPath {
  const raw = text(value, where);
  try {
    return parseFieldPath(raw);
  } catch {
    return fail(where, `${JSON.stringify(raw)} is not a valid field path`);
  }
}

function scope(value: unknown, where: string): QueryScope {
  if (value === undefined) return 'COLLECTION';
  if (value === 'COLLECTION' || value === 'COLLECTION_GROUP') return value;
  return fail(where, `must be "COLLECTION" or "COLLECTION_GROUP", got ${JSON.stringify(value)}`);
}

/** `order` or `arrayConfig`, exactly one (as firebase-tools requires). */
function mode(entry: Json, where: string): IndexMode {
  if (entry.vectorConfig !== undefined) fail(where, 'vector indexes are not supported by this emulator');
  if (entry.order !== undefined && entry.arrayConfig !== undefined)
    fail(where, 'has both "order" and "arrayConfig"');
  if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING') return entry.order;
  if (entry.arrayConfig === 'CONTAINS') return 'CONTAINS';
  if (entry.order !== undefined) fail(`${where}.order`, `must be "ASCENDING" or "DESCENDING"`);
  if (entry.arrayConfig !== undefined) fail(`${where}.arrayConfig`, `must be "CONTAINS"`);
  return fail(where, 'needs "order" or "arrayConfig"');
}

function compositeIndex(value: unknown, where: string): CompositeIndex {
  if (!isObject(value)) fail(where, 'must be an object');
  const fields = list(value.fields, `${where}.fields`).map((field, i): IndexField => {
    const at = `${where}.fields[${i}]`;
    if (!isObject(field)) fail(at, 'must be an object');
    return { fieldPath: fieldPath(field.fieldPath, `${at}.fieldPath`), mode: mode(field, at) };
  });
  // Two fields, `__name__` included: one field alone is a single-field index (fieldOverrides).
  const named = fields.filter((f) => !isNameField(f.fieldPath)).length;
  if (named === 0 || fields.length < 2)
    fail(`${where}.fields`, 'a composite index needs at least two fields (one field: use fieldOverrides)');
  const seen = new Set<string>();
  for (const field of fields) {
    const key = formatFieldPath(field.fieldPath);
    if (seen.has(key)) fail(`${where}.fields`, `names ${key} twice`);
    seen.add(key);
  }
  const name = fields.findIndex((f) => isNameField(f.fieldPath));
  if (name !== -1 && name !== fields.length - 1)
    fail(`${where}.fields`, '__name__ can only be the last field');
  return {
    collectionGroup: text(value.collectionGroup, `${where}.collectionGroup`),
    queryScope: scope(value.queryScope, `${where}.queryScope`),
    fields,
  };
}

function fieldOverride(value: unknown, where: string): FieldOverride {
  if (!isObject(value)) fail(where, 'must be an object');
  const path = value.fieldPath === '*' ? null : fieldPath(value.fieldPath, `${where}.fieldPath`);
  return {
    collectionGroup: text(value.collectionGroup, `${where}.collectionGroup`),
    fieldPath: path,
    indexes: list(value.indexes, `${where}.indexes`).map((index, i): SingleFieldIndex => {
      const at = `${where}.indexes[${i}]`;
      if (!isObject(index)) fail(at, 'must be an object');
      return { mode: mode(index, at), queryScope: scope(index.queryScope, `${at}.queryScope`) };
    }),
  };
}

/** Parses the content of a firestore.indexes.json; throws an Error naming the bad entry. */
export function parseIndexesFile(source: string): IndexConfig {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new InvalidIndexesFile(
      `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!isObject(json)) fail('the file', 'must hold a JSON object');
  return {
    indexes: list(json.indexes, 'indexes').map((entry, i) => compositeIndex(entry, `indexes[${i}]`)),
    fieldOverrides: list(json.fieldOverrides, 'fieldOverrides').map((entry, i) =>
      fieldOverride(entry, `fieldOverrides[${i}]`),
    ),
  };
}
