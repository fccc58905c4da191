// Firestore values in the engine's canonical form, and Firestore's ordering and equality over them.
//
// The canonical form is the REST (proto3 JSON) shape — the same shape the rules engine takes — with
// a few normalisations applied once, at the wire boundary (see `wire-codec.ts`), so the hot paths
// (filters, sorting) never re-parse: integers are decimal strings, timestamps are UTC strings with
// exactly six fractional digits (Firestore stores microseconds; a fixed width makes them sort as
// strings), bytes are standard base64.

import { compareUtf8 } from './utf8.ts';

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } };

export type MapFields = Record<string, Value>;

// Firestore's cross-type order. Numbers share one slot (integers and doubles compare numerically);
// vectors are maps tagged `__type__: "__vector__"` and sort between arrays and maps.
export type TypeOrder = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export function typeOrder(value: Value): TypeOrder {
  // A switch on the (single) key is several times faster than a chain of `in` checks, and this
  // runs for every comparison of every query.
  for (const key in value) {
    switch (key) {
      case 'nullValue':
        return 0;
      case 'booleanValue':
        return 1;
      case 'integerValue':
      case 'doubleValue':
        return 2;
      case 'timestampValue':
        return 3;
      case 'stringValue':
        return 4;
      case 'bytesValue':
        return 5;
      case 'referenceValue':
        return 6;
      case 'geoPointValue':
        return 7;
      case 'arrayValue':
        return 8;
      case 'mapValue':
        return isVector(value) ? 9 : 10;
    }
  }
  return 10;
}

export function isVector(value: Value): boolean {
  if (!('mapValue' in value)) return false;
  const type = value.mapValue.fields?.['__type__'];
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

export function isNumber(value: Value): value is { integerValue: string } | { doubleValue: number } {
  return 'integerValue' in value || 'doubleValue' in value;
}

export function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(value.doubleValue);
}

export function arrayElements(value: Value): Value[] | null {
  return 'arrayValue' in value ? (value.arrayValue.values ?? []) : null;
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function comparePrimitive<T extends string | number | bigint | boolean>(a: T, b: T): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Integers up to 15 digits fit a double exactly, which keeps the common case off BigInt.
function smallInteger(text: string): boolean {
  return text.length <= 15;
}

export function compareIntegers(a: string, b: string): -1 | 0 | 1 {
  if (smallInteger(a) && smallInteger(b)) return comparePrimitive(Number(a), Number(b));
  return comparePrimitive(BigInt(a), BigInt(b));
}

// NaN sorts before every other number (and equals itself), as in Firestore.
function compareDoubles(a: number, b: number): -1 | 0 | 1 {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return comparePrimitive(a, b);
}

// Exact comparison of an int64 with a double (int64 values above 2^53 are not representable as
// doubles, so converting the integer would be lossy).
function compareIntegerToDouble(integer: string, double: number): -1 | 0 | 1 {
  if (Number.isNaN(double)) return 1;
  if (smallInteger(integer)) return comparePrimitive(Number(integer), double);
  if (double === Infinity) return -1;
  if (double === -Infinity) return 1;
  const floor = Math.floor(double);
  const big = BigInt(integer);
  const bigFloor = BigInt(floor);
  if (big < bigFloor) return -1;
  if (big > bigFloor) return 1;
  return double > floor ? -1 : 0;
}

export function compareNumbers(
  a: { integerValue: string } | { doubleValue: number },
  b: { integerValue: string } | { doubleValue: number },
): -1 | 0 | 1 {
  if ('integerValue' in a) {
    if ('integerValue' in b) return compareIntegers(a.integerValue, b.integerValue);
    return compareIntegerToDouble(a.integerValue, b.doubleValue);
  }
  if ('integerValue' in b) return (-compareIntegerToDouble(b.integerValue, a.doubleValue) || 0) as -1 | 0 | 1;
  return compareDoubles(a.doubleValue, b.doubleValue);
}

export function compareBytes(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  return sign(Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64')));
}

// Document ids of the form `__id<n>__` sort numerically and before other ids (Firestore's
// numeric ids); everything else is compared in UTF-8 byte order.
export function compareSegments(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const aNumeric = a.startsWith('__id') && a.endsWith('__');
  const bNumeric = b.startsWith('__id') && b.endsWith('__');
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  if (aNumeric) {
    try {
      return comparePrimitive(BigInt(a.slice(4, -2)), BigInt(b.slice(4, -2)));
    } catch {
      // Not a valid number after all: fall through to a plain comparison.
    }
  }
  return compareUtf8(a, b);
}

/** Compares slash-separated paths segment by segment (documents and references). */
export function comparePaths(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const as = a.split('/');
  const bs = b.split('/');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(as[i] as string, bs[i] as string);
    if (c !== 0) return c;
  }
  return comparePrimitive(as.length, bs.length);
}

function compareArrays(a: Value[], b: Value[]): -1 | 0 | 1 {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return comparePrimitive(a.length, b.length);
}

function sortedKeys(fields: MapFields): string[] {
  return Object.keys(fields).sort(compareUtf8);
}

function compareMaps(a: MapFields, b: MapFields): -1 | 0 | 1 {
  const ak = sortedKeys(a);
  const bk = sortedKeys(b);
  const n = Math.min(ak.length, bk.length);
  for (let i = 0; i < n; i++) {
    const ka = ak[i] as string;
    const kb = bk[i] as string;
    const kc = compareUtf8(ka, kb);
    if (kc !== 0) return kc;
    const vc = compareValues(a[ka] as Value, b[kb] as Value);
    if (vc !== 0) return vc;
  }
  return comparePrimitive(ak.length, bk.length);
}

function vectorElements(value: { mapValue: { fields?: MapFields } }): Value[] {
  const inner = value.mapValue.fields?.['value'];
  return inner && 'arrayValue' in inner ? (inner.arrayValue.values ?? []) : [];
}

/** Firestore's total order over values (the order used by orderBy, cursors and inequalities). */
export function compareValues(a: Value, b: Value): -1 | 0 | 1 {
  if (a === b) return 0;
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareSameType(a, b, ta);
}

/** Compares two values already known to share type order `order`. */
export function compareSameType(a: Value, b: Value, order: TypeOrder): -1 | 0 | 1 {
  switch (order) {
    case 0:
      return 0;
    case 1:
      return comparePrimitive(
        (a as { booleanValue: boolean }).booleanValue,
        (b as { booleanValue: boolean }).booleanValue,
      );
    case 2:
      return compareNumbers(a as { integerValue: string }, b as { integerValue: string });
    case 3:
      return comparePrimitive(
        (a as { timestampValue: string }).timestampValue,
        (b as { timestampValue: string }).timestampValue,
      );
    case 4:
      return compareUtf8(
        (a as { stringValue: string }).stringValue,
        (b as { stringValue: string }).stringValue,
      );
    case 5:
      return compareBytes((a as { bytesValue: string }).bytesValue, (b as { bytesValue: string }).bytesValue);
    case 6:
      return comparePaths(
        (a as { referenceValue: string }).referenceValue,
        (b as { referenceValue: string }).referenceValue,
      );
    case 7: {
      const ga = (a as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const gb = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return compareDoubles(ga.latitude, gb.latitude) || compareDoubles(ga.longitude, gb.longitude);
    }
    case 8:
      return compareArrays(arrayElements(a) ?? [], arrayElements(b) ?? []);
    case 9: {
      const va = vectorElements(a as { mapValue: { fields?: MapFields } });
      const vb = vectorElements(b as { mapValue: { fields?: MapFields } });
      return comparePrimitive(va.length, vb.length) || compareArrays(va, vb);
    }
    case 10:
      return compareMaps(
        (a as { mapValue: { fields?: MapFields } }).mapValue.fields ?? {},
        (b as { mapValue: { fields?: MapFields } }).mapValue.fields ?? {},
      );
  }
}

/**
 * Equality as queries use it (`==`, `in`, `array-contains`, arrayUnion/arrayRemove): same type
 * class and compares equal, so 1 == 1.0; NaN equals nothing through `==` (queries use IS_NAN).
 */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/**
 * Strict structural equality, used to detect no-op writes (which keep the document's updateTime):
 * 1 and 1.0 differ here, and NaN equals NaN.
 */
export function valuesIdentical(a: Value, b: Value): boolean {
  if (a === b) return true;
  if ('integerValue' in a) return 'integerValue' in b && a.integerValue === b.integerValue;
  if ('doubleValue' in a) {
    return 'doubleValue' in b && Object.is(a.doubleValue, b.doubleValue);
  }
  if ('arrayValue' in a) {
    if (!('arrayValue' in b)) return false;
    const av = a.arrayValue.values ?? [];
    const bv = b.arrayValue.values ?? [];
    return av.length === bv.length && av.every((v, i) => valuesIdentical(v, bv[i] as Value));
  }
  if ('mapValue' in a) {
    return 'mapValue' in b && fieldsIdentical(a.mapValue.fields ?? {}, b.mapValue.fields ?? {});
  }
  if ('bytesValue' in a) return 'bytesValue' in b && compareBytes(a.bytesValue, b.bytesValue) === 0;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

export function fieldsIdentical(a: MapFields, b: MapFields): boolean {
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  return ak.every((k) => {
    const bv = b[k];
    return bv !== undefined && valuesIdentical(a[k] as Value, bv);
  });
}
