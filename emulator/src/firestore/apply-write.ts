// One Write applied to one document state: preconditions, update masks and field transforms, as
// specified in google/firestore/v1/write.proto.

import type { StoredDocument } from './document-store.ts';
import { FirestoreError } from './errors.ts';
import { cloneFields, deleteField, getField, setField } from './field-path.ts';
import { timestampFromMicros } from './timestamps.ts';
import {
  compareNumbers,
  compareValues,
  fieldsIdentical,
  isNaNValue,
  isNumber,
  typeOrder,
  type MapFields,
  type Value,
} from './values.ts';
import type { FieldTransform, Precondition, Write } from './wire-decode.ts';

export type WriteOutcome = {
  after: StoredDocument | null;
  /** False for no-op writes, which keep the previous updateTime and notify nobody. */
  changed: boolean;
  transformResults: Value[];
};

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function checkPrecondition(
  current: StoredDocument | null,
  precondition: Precondition | undefined,
  name: string,
): void {
  if (!precondition) return;
  if (precondition.exists === true && !current) {
    throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  }
  if (precondition.exists === false && current) {
    throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  }
  if (precondition.updateTime !== undefined && (!current || current.updateTime !== precondition.updateTime)) {
    throw new FirestoreError(
      'FAILED_PRECONDITION',
      current
        ? `The document ${name} has been modified since the precondition's updateTime.`
        : `No document to update: ${name}`,
    );
  }
}

function isInteger(value: Value): value is { integerValue: string } {
  return 'integerValue' in value;
}

function clampInt64(n: bigint): Value {
  // Integer overflow saturates at the int64 bounds (write.proto, FieldTransform.increment).
  if (n > INT64_MAX) return { integerValue: INT64_MAX.toString() };
  if (n < INT64_MIN) return { integerValue: INT64_MIN.toString() };
  return { integerValue: n.toString() };
}

function asDouble(value: { integerValue: string } | { doubleValue: number }): number {
  return 'integerValue' in value ? Number(value.integerValue) : value.doubleValue;
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!current || !isNumber(current) || !isNumber(operand)) return operand;
  if (isInteger(current) && isInteger(operand)) {
    return clampInt64(BigInt(current.integerValue) + BigInt(operand.integerValue));
  }
  return { doubleValue: asDouble(current) + asDouble(operand) };
}

// maximum/minimum: NaN wins; equivalent operands (3 and 3.0, 0 and -0.0) keep the stored value;
// otherwise the larger (smaller) operand wins with its own type.
function extremum(current: Value | undefined, operand: Value, wantMax: boolean): Value {
  if (!current || !isNumber(current) || !isNumber(operand)) return operand;
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareNumbers(operand, current);
  if (c === 0) return current;
  return c > 0 === wantMax ? operand : current;
}

// Array transforms treat numerically equal values as duplicates (1 and 1.0), NaN as equal to NaN.
function sameElement(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

function applyTransform(fields: MapFields, transform: FieldTransform, commitTime: number): Value {
  const current = getField(fields, transform.field);
  let next: Value;
  let result: Value;
  switch (transform.kind) {
    case 'serverTimestamp':
      next = result = { timestampValue: timestampFromMicros(commitTime) };
      break;
    case 'increment':
      next = result = increment(current, transform.operand);
      break;
    case 'maximum':
    case 'minimum':
      next = result = extremum(current, transform.operand, transform.kind === 'maximum');
      break;
    case 'arrayUnion': {
      const values = current && 'arrayValue' in current ? [...(current.arrayValue.values ?? [])] : [];
      for (const element of transform.elements) {
        if (!values.some((v) => sameElement(v, element))) values.push(structuredClone(element));
      }
      next = { arrayValue: { values } };
      // The backend answers array transforms with null; clients recompute the array themselves.
      result = { nullValue: null };
      break;
    }
    case 'arrayRemove': {
      const values = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : [];
      next = {
        arrayValue: { values: values.filter((v) => !transform.elements.some((e) => sameElement(v, e))) },
      };
      result = { nullValue: null };
      break;
    }
  }
  setField(fields, transform.field, next);
  return result;
}

function conflictingPaths(write: Write): void {
  if (write.kind !== 'update' || !write.mask) return;
  const seen = new Set<string>();
  for (const path of write.mask) {
    const key = path.join('\u0000');
    if (seen.has(key))
      throw FirestoreError.invalidArgument(`Duplicate field path in the update mask: ${path.join('.')}.`);
    seen.add(key);
  }
}

/**
 * Computes the state of `write.path` after the write. `name` is the full document name, for error
 * messages. Throws FirestoreError for failed preconditions and invalid writes.
 */
export function applyWrite(
  current: StoredDocument | null,
  write: Write,
  commitTime: number,
  name: string,
): WriteOutcome {
  checkPrecondition(current, write.precondition, name);
  if (write.kind === 'verify') return { after: current, changed: false, transformResults: [] };
  if (write.kind === 'delete') return { after: null, changed: current !== null, transformResults: [] };
  conflictingPaths(write);

  // The write's values were decoded for this request alone, so they move into the new document
  // without a copy; the current document is shared with readers and is copied before changing.
  let fields: MapFields;
  if (write.kind === 'update' && !write.mask) {
    fields = write.fields;
  } else {
    fields = current ? cloneFields(current.fields) : {};
    if (write.kind === 'update') {
      for (const path of write.mask ?? []) {
        const value = getField(write.fields, path);
        if (value === undefined) deleteField(fields, path);
        else setField(fields, path, value);
      }
    }
  }
  const transformResults = write.transforms.map((t) => applyTransform(fields, t, commitTime));

  if (current && fieldsIdentical(current.fields, fields)) {
    return { after: current, changed: false, transformResults };
  }
  const after: StoredDocument = {
    path: write.path,
    fields,
    createTime: current ? current.createTime : commitTime,
    updateTime: commitTime,
  };
  return { after, changed: true, transformResults };
}
