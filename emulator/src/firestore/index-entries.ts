// How many index entries a document makes, counted as Firestore (Standard edition) counts them
// against its limit of 40,000 per document (https://firebase.google.com/docs/firestore/quotas,
// "Indexes"): the single-field entries of every field plus the entries of every composite index
// the document is in. The automatic single-field indexes follow the index overview
// (https://firebase.google.com/docs/firestore/query-data/index-overview, "Automatic indexing"):
//
// - a field that is neither a map nor an array: one ascending and one descending entry;
// - a map: ascending and descending entries of the whole map value, and each of its subfields
//   counted the same way, recursively (maps inside arrays are array elements, not subfields);
// - an array: ascending and descending entries of the whole array value, and one array-contains
//   entry per distinct element.
//
// Only collection-scope indexes are automatic. A `fieldOverrides` entry of firestore.indexes.json
// replaces them for its field and the field's subfields (the nearest override wins; `*` covers a
// whole collection group), so an exempted map (`"indexes": []`) makes no entries at all, whatever
// it holds. A composite index makes one entry per combination of its fields' values (an
// array-contains field: one per distinct element) when the document has every field it names.
// The built-in `__name__` index is not counted.

import { getField, isNameField, type FieldPath } from './field-path.ts';
import { singleFieldModes } from './index-selection.ts';
import type { FieldOverride, IndexConfig, IndexMode, QueryScope } from './indexes-file.ts';
import { arrayElements, compareValues, type MapFields, type Value } from './values.ts';

export const MAX_INDEX_ENTRIES = 40_000;

const SCOPES: readonly QueryScope[] = ['COLLECTION', 'COLLECTION_GROUP'];

/** The collection id a document path's document sits in ('a/b/c/d' → 'c'). */
export function collectionGroupOf(path: string): string {
  const segments = path.split('/');
  return segments[segments.length - 2] ?? '';
}

function distinctCount(values: readonly Value[]): number {
  if (values.length < 2) return values.length;
  const sorted = [...values].sort(compareValues);
  let count = 1;
  for (let i = 1; i < sorted.length; i++) {
    if (compareValues(sorted[i - 1] as Value, sorted[i] as Value) !== 0) count++;
  }
  return count;
}

function entriesOfMode(mode: IndexMode, value: Value): number {
  if (mode !== 'CONTAINS') return 1;
  const elements = arrayElements(value);
  return elements ? distinctCount(elements) : 0;
}

class SingleFieldCounter {
  private readonly path: string[] = [];
  private readonly config: IndexConfig;
  private readonly collectionGroup: string;
  /** False when no override names this collection group: every field has the automatic indexes. */
  private readonly overridden: boolean;
  total = 0;

  constructor(config: IndexConfig, collectionGroup: string, overrides: readonly FieldOverride[]) {
    this.config = config;
    this.collectionGroup = collectionGroup;
    this.overridden = overrides.some((override) => override.collectionGroup === collectionGroup);
  }

  fields(fields: MapFields): void {
    for (const key in fields) {
      this.path.push(key);
      this.value(fields[key] as Value);
      this.path.pop();
    }
  }

  private value(value: Value): void {
    if (this.overridden) {
      for (const scope of SCOPES) {
        for (const mode of singleFieldModes(this.config, this.collectionGroup, this.path, scope))
          this.total += entriesOfMode(mode, value);
      }
    } else {
      // Automatic: ascending, descending and (arrays) array-contains, at collection scope.
      this.total += 2 + entriesOfMode('CONTAINS', value);
    }
    if ('mapValue' in value) this.fields(value.mapValue.fields ?? {});
  }
}

function compositeEntries(config: IndexConfig, collectionGroup: string, fields: MapFields): number {
  let total = 0;
  for (const index of config.indexes) {
    if (index.collectionGroup !== collectionGroup) continue;
    let entries = 1;
    for (const field of index.fields) {
      if (isNameField(field.fieldPath)) continue;
      const value = getField(fields, field.fieldPath as FieldPath);
      entries *= value === undefined ? 0 : entriesOfMode(field.mode, value);
      if (entries === 0) break;
    }
    total += entries;
  }
  return total;
}

/**
 * The index entries a document at `path` with `fields` makes under the project's indexes (null:
 * no indexes file, so only the automatic single-field indexes).
 */
export function indexEntryCount(path: string, fields: MapFields, config: IndexConfig | null): number {
  const collectionGroup = collectionGroupOf(path);
  const effective: IndexConfig = config ?? { indexes: [], fieldOverrides: [] };
  const counter = new SingleFieldCounter(effective, collectionGroup, effective.fieldOverrides);
  counter.fields(fields);
  return counter.total + compositeEntries(effective, collectionGroup, fields);
}
