// Firestore's limits on what a write may store (https://firebase.google.com/docs/firestore/quotas):
// a document of at most 1 MiB, maps and arrays nested at most 20 levels deep, at most 20,000
// fields, at most 40,000 index entries (index-entries.ts), a document name of at most 6 KiB. Sizes
// follow Firestore's storage-size formula (https://firebase.google.com/docs/firestore/storage-size),
// so a document that fits here fits in production and one that does not fails here as it would
// there: INVALID_ARGUMENT, before any rule is evaluated or anything is stored.
//
// Fields are counted as Firestore counts them towards its limit: every field at every depth, so a
// map is one field and each of its subfields one more (`{ a: { b: 1, c: 2 } }` has three fields:
// a, a.b and a.c); array elements are values, not fields, but the fields of a map held in an
// array count.

import type { StoredDocument } from './document-store.ts';
import { FirestoreError } from './errors.ts';
import { indexEntryCount, MAX_INDEX_ENTRIES } from './index-entries.ts';
import type { IndexConfig } from './indexes-file.ts';
import { isVector, type MapFields, type Value } from './values.ts';

export const MAX_DOCUMENT_SIZE = 1_048_576;
/** A top-level field's value is at depth 0; a map's or array's members one deeper than it. */
export const MAX_NESTING_DEPTH = 20;
export const MAX_DOCUMENT_NAME_SIZE = 6_144;
export const MAX_FIELDS = 20_000;

/** Per document, on top of its name and fields. */
const DOCUMENT_OVERHEAD = 32;
/** Per document name, on top of its collection and document ids. */
const NAME_OVERHEAD = 16;

const bytes = (n: number): string => `${n.toLocaleString('en-US')} bytes`;

/** UTF-8 bytes + 1: collection and document ids, field names, string values. */
function stringSize(text: string): number {
  return Buffer.byteLength(text, 'utf8') + 1;
}

/** The size of a document name given by its path relative to the database ('users/jeff'). */
export function documentNameSize(path: string): number {
  let size = NAME_OVERHEAD;
  for (const segment of path.split('/')) size += stringSize(segment);
  return size;
}

function referenceSize(name: string): number {
  const at = name.indexOf('/documents/');
  return at < 0 ? stringSize(name) : documentNameSize(name.slice(at + '/documents/'.length));
}

/** Walks a document's values once for both its size and its nesting depth. */
class DocumentMeasure {
  /** The field path being walked, for the error message of a value nested too deep. */
  private readonly path: string[] = [];
  private readonly name: string;
  /** The fields walked so far, at every depth. */
  fieldCount = 0;

  constructor(name: string) {
    this.name = name;
  }

  fields(fields: MapFields, depth: number): number {
    let size = 0;
    for (const key in fields) {
      this.fieldCount++;
      this.path.push(depth === 0 ? key : `.${key}`);
      size += stringSize(key) + this.value(fields[key] as Value, depth);
      this.path.pop();
    }
    return size;
  }

  private value(value: Value, depth: number): number {
    if (depth > MAX_NESTING_DEPTH) {
      throw FirestoreError.invalidArgument(
        `Document '${this.name}' cannot be written because its field '${this.path.join('')}' is nested ` +
          `more than ${MAX_NESTING_DEPTH} levels deep (each map and array is a level).`,
      );
    }
    if ('stringValue' in value) return stringSize(value.stringValue);
    if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
    if ('booleanValue' in value || 'nullValue' in value) return 1;
    if ('bytesValue' in value) return Buffer.byteLength(value.bytesValue, 'base64');
    if ('referenceValue' in value) return referenceSize(value.referenceValue);
    if ('geoPointValue' in value) return 16;
    if ('arrayValue' in value) {
      let size = 0;
      const values = value.arrayValue.values ?? [];
      for (let i = 0; i < values.length; i++) {
        this.path.push(`[${i}]`);
        size += this.value(values[i] as Value, depth + 1);
        this.path.pop();
      }
      return size;
    }
    if (isVector(value)) {
      const elements = value.mapValue.fields?.['value'];
      return 8 * (elements && 'arrayValue' in elements ? (elements.arrayValue.values?.length ?? 0) : 0);
    }
    // A map counts as its fields do in a document: each name's string size plus its value's size.
    return this.fields(value.mapValue.fields ?? {}, depth + 1);
  }
}

/** The storage size of a document by Firestore's formula. */
export function documentSize(path: string, fields: MapFields, name = path): number {
  return documentNameSize(path) + new DocumentMeasure(name).fields(fields, 0) + DOCUMENT_OVERHEAD;
}

/** A document's fields at every depth (see the top of this file). */
export function fieldCount(fields: MapFields): number {
  const measure = new DocumentMeasure('');
  measure.fields(fields, 0);
  return measure.fieldCount;
}

/** Throws INVALID_ARGUMENT for a document name over 6 KiB. `name` is the full resource name. */
export function checkDocumentName(path: string, name: string): void {
  const size = documentNameSize(path);
  if (size > MAX_DOCUMENT_NAME_SIZE) {
    throw FirestoreError.invalidArgument(
      `Document name '${name}' is too long: its size (${bytes(size)}) exceeds the maximum allowed ` +
        `size of ${bytes(MAX_DOCUMENT_NAME_SIZE)}.`,
    );
  }
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Throws INVALID_ARGUMENT, in Firestore's words, for a document over 1 MiB, nested too deep, with
 * more than 20,000 fields or more than 40,000 index entries under `indexes` (the project's
 * firestore.indexes.json; null: none given, every field has the automatic indexes).
 */
export function checkDocumentLimits(
  doc: StoredDocument,
  name: string,
  indexes: IndexConfig | null = null,
): void {
  const measure = new DocumentMeasure(name);
  const size = documentNameSize(doc.path) + measure.fields(doc.fields, 0) + DOCUMENT_OVERHEAD;
  if (size > MAX_DOCUMENT_SIZE) {
    throw FirestoreError.invalidArgument(
      `Document '${name}' cannot be written because its size (${bytes(size)}) exceeds the maximum ` +
        `allowed size of ${bytes(MAX_DOCUMENT_SIZE)}.`,
    );
  }
  if (measure.fieldCount > MAX_FIELDS) {
    throw FirestoreError.invalidArgument(
      `Document '${name}' cannot be written because it has ${count(measure.fieldCount)} fields, ` +
        `more than the maximum of ${count(MAX_FIELDS)} fields in a document.`,
    );
  }
  if (indexEntryCount(doc.path, doc.fields, indexes) > MAX_INDEX_ENTRIES) {
    // Firestore's own words (its status is INVALID_ARGUMENT, HTTP 400).
    throw FirestoreError.invalidArgument('too many index entries for entity');
  }
}
