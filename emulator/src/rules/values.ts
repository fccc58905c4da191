// Runtime representation of Security Rules values.
//
// JS primitives are used wherever they are unambiguous, because evaluation is on the hot path of
// every emulated request:
//   null -> null, bool -> boolean, int -> bigint (exact int64 semantics and a distinct type from
//   float), float -> number, string -> string, bytes -> Uint8Array, list -> readonly array.
// Everything else is a small class. Errors are values (RulesErrorValue), not exceptions, so that
// `&&` / `||` can absorb them the way Firebase does without the cost of throwing.

import type { FirestoreDocument, FirestoreValue } from './types.ts';

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | readonly Value[]
  | RMap
  | RSet
  | RPath
  | RTimestamp
  | RDuration
  | RLatLng
  | RMapDiff
  | RulesErrorValue
  | SymbolicValue
  | SymbolicMap;

export type TypeName =
  | 'null'
  | 'bool'
  | 'int'
  | 'float'
  | 'string'
  | 'bytes'
  | 'list'
  | 'map'
  | 'set'
  | 'path'
  | 'timestamp'
  | 'duration'
  | 'latlng'
  | 'map_diff';

export class RulesErrorValue {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    this.message = message;
    this.line = line;
    this.column = column;
  }
}

export const INT64_MIN = -(2n ** 63n);

const SMALL_INTS: bigint[] = Array.from({ length: 1025 }, (_, i) => BigInt(i));

/** BigInt for a JS integer; small non-negative values (sizes, counts) come from a cache. */
export function int(n: number): bigint {
  return n >= 0 && n <= 1024 ? (SMALL_INTS[n] as bigint) : BigInt(n);
}
export const INT64_MAX = 2n ** 63n - 1n;

/** Lazily materialised source of map entries (document fields, request objects). */
export type MapLoader = {
  keys(): string[];
  load(key: string): Value | undefined;
};

export class RMap {
  private readonly entries: Map<string, Value>;
  /** Firestore fields converted on first read (the common case: document data). */
  private readonly fields: Record<string, FirestoreValue> | null;
  private readonly loader: MapLoader | null;
  private keyCache: string[] | null = null;

  constructor(entries?: Map<string, Value>, loader?: MapLoader, fields?: Record<string, FirestoreValue>) {
    this.entries = entries ?? new Map();
    this.loader = loader ?? null;
    this.fields = fields ?? null;
  }

  static fromRecord(record: Record<string, Value>): RMap {
    return new RMap(new Map(Object.entries(record)));
  }

  get(key: string): Value | undefined {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    let loaded: Value | undefined;
    if (this.fields !== null) {
      const raw = this.fields[key];
      // Own properties only: a field named 'constructor' must not resolve to Object.prototype's.
      if (raw === undefined || !Object.prototype.hasOwnProperty.call(this.fields, key)) return undefined;
      loaded = fromFirestoreValue(raw);
    } else if (this.loader !== null) {
      loaded = this.loader.load(key);
      if (loaded === undefined) return undefined;
    } else {
      return undefined;
    }
    this.entries.set(key, loaded);
    return loaded;
  }

  has(key: string): boolean {
    if (this.fields !== null) return Object.prototype.hasOwnProperty.call(this.fields, key);
    return this.get(key) !== undefined;
  }

  keys(): string[] {
    if (this.keyCache !== null) return this.keyCache;
    if (this.fields !== null) this.keyCache = Object.keys(this.fields);
    else if (this.loader !== null) this.keyCache = this.loader.keys();
    else this.keyCache = [...this.entries.keys()];
    return this.keyCache;
  }

  get size(): number {
    return this.keys().length;
  }
}

export class RSet {
  readonly items: readonly Value[];
  private keyIndex: Set<string> | null = null;
  constructor(items: readonly Value[]) {
    this.items = items;
  }
  /** Builds a set, dropping later duplicates (first occurrence wins, as documented for toSet). */
  static from(values: readonly Value[]): RSet {
    const seen = new Set<string>();
    const items: Value[] = [];
    for (const v of values) {
      const k = valueKey(v);
      if (!seen.has(k)) {
        seen.add(k);
        items.push(v);
      }
    }
    const set = new RSet(items);
    set.keyIndex = seen;
    return set;
  }
  index(): Set<string> {
    if (this.keyIndex === null) this.keyIndex = new Set(this.items.map(valueKey));
    return this.keyIndex;
  }
  has(v: Value): boolean {
    return this.index().has(valueKey(v));
  }
}

export class RPath {
  readonly segments: readonly string[];
  /** Values bound with bind(), addressable as path.name / path['name']. */
  readonly bindings: ReadonlyMap<string, Value> | null;
  constructor(segments: readonly string[], bindings: ReadonlyMap<string, Value> | null = null) {
    this.segments = segments;
    this.bindings = bindings;
  }
  static parse(text: string): RPath {
    return new RPath(text.split('/').filter((s) => s.length > 0));
  }
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export const NANOS_PER_SECOND = 1_000_000_000n;
export const NANOS_PER_MILLI = 1_000_000n;

/** Nanoseconds since the Unix epoch; bigint keeps nanosecond precision over the full range. */
export class RTimestamp {
  readonly ns: bigint;
  constructor(ns: bigint) {
    this.ns = ns;
  }
  static fromDate(date: Date): RTimestamp {
    return new RTimestamp(BigInt(date.getTime()) * NANOS_PER_MILLI);
  }
}

export class RDuration {
  readonly ns: bigint;
  constructor(ns: bigint) {
    this.ns = ns;
  }
}

export class RLatLng {
  readonly lat: number;
  readonly lng: number;
  constructor(lat: number, lng: number) {
    this.lat = lat;
    this.lng = lng;
  }
}

export class RMapDiff {
  readonly left: RMap;
  readonly right: RMap;
  constructor(left: RMap, right: RMap) {
    this.left = left;
    this.right = right;
  }
}

/**
 * A document field whose exact value is unknown while evaluating a `list` request, but which the
 * query's filters bound (range, `!=`, `array-contains`). Only comparisons the filters can decide
 * are answered; everything else is an error, which denies. See query.ts.
 */
export class SymbolicValue {
  readonly field: string;
  readonly constraint: FieldConstraint;
  constructor(field: string, constraint: FieldConstraint) {
    this.field = field;
    this.constraint = constraint;
  }
}

/** `resource.data` (or a nested map of it) during a `list` request. See query.ts. */
export class SymbolicMap {
  readonly prefix: string;
  readonly constraints: ReadonlyMap<string, FieldConstraint>;
  constructor(prefix: string, constraints: ReadonlyMap<string, FieldConstraint>) {
    this.prefix = prefix;
    this.constraints = constraints;
  }
}

export type Bound = { value: Value; inclusive: boolean };

export type FieldConstraint = {
  hasEq: boolean;
  eq: Value;
  lower: Bound | null;
  upper: Bound | null;
  notEqual: Value[];
  contains: Value[];
};

export function isError(v: Value | undefined): v is RulesErrorValue {
  return v instanceof RulesErrorValue;
}

export function isNumber(v: Value): v is bigint | number {
  const t = typeof v;
  return t === 'bigint' || t === 'number';
}

export function typeOf(v: Value): TypeName | 'error' | 'unknown' {
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
    default:
  }
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof Uint8Array) return 'bytes';
  if (v instanceof RSet) return 'set';
  if (v instanceof RPath) return 'path';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RMapDiff) return 'map_diff';
  if (v instanceof RulesErrorValue) return 'error';
  return 'unknown';
}

function bytesKey(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}

/**
 * Canonical key such that valueKey(a) === valueKey(b) iff a == b in the rules language
 * (int 1 and float 1.0 share a key). Used for set membership and hashing-based list methods.
 */
export function valueKey(v: Value): string {
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'bigint':
      return 'n' + v.toString();
    case 'number':
      return Number.isSafeInteger(v) ? 'n' + String(v) : 'f' + String(v);
    case 'boolean':
      return v ? 'b1' : 'b0';
    default:
  }
  if (v === null) return 'z';
  if (Array.isArray(v)) return 'l' + JSON.stringify(v.map(valueKey));
  if (v instanceof RMap) {
    const keys = [...v.keys()].sort();
    return 'm' + JSON.stringify(keys.map((k) => [k, valueKey(v.get(k) ?? null)]));
  }
  if (v instanceof Uint8Array) return 'y' + bytesKey(v);
  if (v instanceof RSet) return 'S' + JSON.stringify([...v.index()].sort());
  if (v instanceof RPath) return 'p' + JSON.stringify(v.segments);
  if (v instanceof RTimestamp) return 't' + v.ns.toString();
  if (v instanceof RDuration) return 'd' + v.ns.toString();
  if (v instanceof RLatLng) return 'g' + v.lat + ',' + v.lng;
  // Errors and symbolic values never compare equal to anything; give them unique keys.
  return 'x' + Math.random();
}

export function equals(a: Value, b: Value): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  const ta = typeof a;
  const tb = typeof b;
  if ((ta === 'bigint' || ta === 'number') && (tb === 'bigint' || tb === 'number')) {
    // Loose equality compares bigint and number by mathematical value, which is the rules
    // semantics for int == float.
    return a == b;
  }
  if (ta !== 'object' || tb !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i] as Value, b[i] as Value)) return false;
    return true;
  }
  if (a instanceof RMap) {
    if (!(b instanceof RMap)) return false;
    const ka = a.keys();
    if (ka.length !== b.keys().length) return false;
    for (const k of ka) {
      const bv = b.get(k);
      if (bv === undefined || !equals(a.get(k) ?? null, bv)) return false;
    }
    return true;
  }
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.ns === b.ns;
  if (a instanceof RDuration) return b instanceof RDuration && a.ns === b.ns;
  if (a instanceof RPath) {
    if (!(b instanceof RPath) || a.segments.length !== b.segments.length) return false;
    return a.segments.every((s, i) => s === b.segments[i]);
  }
  if (a instanceof Uint8Array) {
    if (!(b instanceof Uint8Array) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  if (a instanceof RSet) {
    if (!(b instanceof RSet) || a.items.length !== b.items.length) return false;
    const bi = b.index();
    for (const k of a.index()) if (!bi.has(k)) return false;
    return true;
  }
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  return false;
}

/**
 * Ordering for <, <=, >, >=. Returns null when the two values are not ordered relative to each
 * other (different types, or types without an order), which callers turn into an error.
 */
export function compare(a: Value, b: Value): number | null {
  const ta = typeof a;
  const tb = typeof b;
  if ((ta === 'bigint' || ta === 'number') && (tb === 'bigint' || tb === 'number')) {
    // JS relational operators compare bigint and number exactly.
    if ((a as number) < (b as number)) return -1;
    if ((a as number) > (b as number)) return 1;
    if (a == b) return 0;
    return null; // NaN
  }
  if (ta === 'string' && tb === 'string') {
    return compareStrings(a as string, b as string);
  }
  if (a instanceof RTimestamp && b instanceof RTimestamp) return cmpBig(a.ns, b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return cmpBig(a.ns, b.ns);
  if (ta === 'boolean' && tb === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const d = (a[i] as number) - (b[i] as number);
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  return null;
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares by Unicode code point (UTF-16 code-unit order differs above U+FFFF). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) {
      const surrogateA = ca >= 0xd800 && ca <= 0xdfff;
      const surrogateB = cb >= 0xd800 && cb <= 0xdfff;
      if (surrogateA !== surrogateB) return surrogateA ? 1 : -1;
      return ca < cb ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Conversions from Firestore wire values

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export function encodeUtf8(s: string): Uint8Array {
  return utf8.encode(s);
}

export function decodeUtf8(b: Uint8Array): string | null {
  try {
    return utf8Decoder.decode(b);
  } catch {
    return null;
  }
}

export function base64ToBytes(b64: string): Uint8Array {
  return new Uint8Array(Buffer.from(b64, 'base64'));
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const timestampCache = new Map<string, RTimestamp | null>();

/** Parses RFC 3339 with up to nanosecond precision; null when malformed. Results are memoised. */
export function parseTimestamp(text: string): RTimestamp | null {
  let ts = timestampCache.get(text);
  if (ts === undefined) {
    ts = parseTimestampUncached(text);
    if (timestampCache.size >= 10_000) timestampCache.clear();
    timestampCache.set(text, ts);
  }
  return ts;
}

function parseTimestampUncached(text: string): RTimestamp | null {
  const m = RFC3339.exec(text);
  if (m === null) return null;
  const [, y, mo, d, h, mi, s, frac, , sign, oh, om] = m;
  let ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number(y) < 100) {
    // Date.UTC maps years 0-99 to 1900-1999.
    const date = new Date(ms);
    date.setUTCFullYear(Number(y));
    ms = date.getTime();
  }
  if (Number.isNaN(ms)) return null;
  if (sign !== undefined) {
    const offset = (Number(oh) * 60 + Number(om)) * 60_000;
    ms += sign === '+' ? -offset : offset;
  }
  const nanos = frac === undefined ? 0n : BigInt(frac.padEnd(9, '0'));
  return new RTimestamp(BigInt(ms) * NANOS_PER_MILLI + nanos);
}

/** RFC 3339 in UTC with as many fractional digits as needed (0, 3, 6 or 9). */
export function formatTimestamp(ts: RTimestamp): string {
  const ms = floorDiv(ts.ns, NANOS_PER_MILLI);
  const nanosInSecond = floorMod(ts.ns, NANOS_PER_SECOND);
  const iso = new Date(Number(ms)).toISOString(); // yyyy-mm-ddThh:mm:ss.sssZ
  const base = iso.slice(0, 19);
  if (nanosInSecond === 0n) return base + 'Z';
  let frac = nanosInSecond.toString().padStart(9, '0');
  while (frac.endsWith('000')) frac = frac.slice(0, -3);
  return `${base}.${frac}Z`;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function floorMod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

/** 'projects/p/databases/(default)/documents/a/b' -> /databases/(default)/documents/a/b */
export function referenceToPath(ref: string): RPath {
  const segments = ref.split('/').filter((s) => s.length > 0);
  const at = segments.indexOf('databases');
  return new RPath(at >= 0 ? segments.slice(at) : segments);
}

export function fromFirestoreValue(v: FirestoreValue): Value {
  // Property probes in the order of how common each type is in documents.
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) {
    const raw = v.integerValue;
    return typeof raw === 'number' ? BigInt(Math.trunc(raw)) : BigInt(raw);
  }
  if ('booleanValue' in v) return v.booleanValue;
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) {
    return (
      parseTimestamp(v.timestampValue) ?? new RulesErrorValue(`Invalid timestamp '${v.timestampValue}'`, 0, 0)
    );
  }
  if ('mapValue' in v) return mapFromFields(v.mapValue.fields ?? {});
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromFirestoreValue);
  if ('nullValue' in v) return null;
  if ('referenceValue' in v) return referenceToPath(v.referenceValue);
  if ('geoPointValue' in v) return new RLatLng(v.geoPointValue.latitude, v.geoPointValue.longitude);
  if ('bytesValue' in v) return base64ToBytes(v.bytesValue);
  return new RulesErrorValue('Unsupported Firestore value', 0, 0);
}

/** A map over Firestore fields that converts each field only when a rule reads it. */
export function mapFromFields(fields: Record<string, FirestoreValue>): RMap {
  return new RMap(undefined, undefined, fields);
}

const RESOURCE_KEYS = ['__name__', 'id', 'data'];

/** The rules.firestore.Resource shape: { __name__, id, data }, built as the rule reads it. */
export function documentResource(doc: FirestoreDocument, database: string): RMap {
  return new RMap(undefined, {
    keys: () => RESOURCE_KEYS,
    load: (key) => {
      switch (key) {
        case 'data':
          return mapFromFields(doc.fields);
        case 'id': {
          const rel = doc.path.split('/').filter((s) => s.length > 0);
          return rel[rel.length - 1] ?? '';
        }
        case '__name__':
          return new RPath([
            'databases',
            database,
            'documents',
            ...doc.path.split('/').filter((s) => s.length > 0),
          ]);
        default:
          return undefined;
      }
    },
  });
}

/**
 * Plain JS (auth token claims, test variables) to rules values. Integral numbers become ints, as
 * JSON has no int/float distinction and claims like `level: 3` are meant as ints.
 */
export function fromJs(v: unknown): Value {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return v;
    case 'number':
      return Number.isSafeInteger(v) ? int(v) : v;
    default:
  }
  if (Array.isArray(v)) return v.map(fromJs);
  if (v instanceof Date) return RTimestamp.fromDate(v);
  if (v instanceof Uint8Array) return v;
  if (
    v instanceof RMap ||
    v instanceof RSet ||
    v instanceof RPath ||
    v instanceof RTimestamp ||
    v instanceof RDuration ||
    v instanceof RLatLng
  ) {
    return v;
  }
  if (typeof v === 'object') {
    // Converted on first access: auth tokens carry claims that rules rarely all read.
    const obj = v as Record<string, unknown>;
    return new RMap(undefined, {
      keys: () => Object.keys(obj).filter((k) => obj[k] !== undefined),
      load: (key) => {
        const raw = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
        return raw === undefined ? undefined : fromJs(raw);
      },
    });
  }
  return null;
}

/** Rules values back to plain JS, for evaluateExpression and debugging. */
export function toJs(v: Value): unknown {
  switch (typeof v) {
    case 'bigint':
      return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    case 'string':
    case 'boolean':
    case 'number':
      return v;
    default:
  }
  if (v === null) return null;
  if (Array.isArray(v)) return v.map(toJs);
  if (v instanceof RMap) {
    const out: Record<string, unknown> = {};
    for (const k of v.keys()) out[k] = toJs(v.get(k) ?? null);
    return out;
  }
  if (v instanceof RSet) return v.items.map(toJs);
  if (v instanceof RPath) return v.toString();
  if (v instanceof RTimestamp) return formatTimestamp(v);
  if (v instanceof RDuration)
    return { seconds: Number(v.ns / NANOS_PER_SECOND), nanos: Number(v.ns % NANOS_PER_SECOND) };
  if (v instanceof RLatLng) return { latitude: v.lat, longitude: v.lng };
  if (v instanceof Uint8Array) return v;
  if (v instanceof RMapDiff) return { left: toJs(v.left), right: toJs(v.right) };
  return v;
}
