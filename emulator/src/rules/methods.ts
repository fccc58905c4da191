// Methods callable on values: `"abc".size()`, `list.hasOnly([...])`, `map.diff(other)`, ...
// Dispatch is by runtime type, then by name; unknown methods are errors (which deny), matching
// Firebase's "Function not found" runtime error.

import type { Pos } from './ast.ts';
import { errorAt } from './context.ts';
import { fullMatchRegex, RegexSyntaxError, replaceAll, splitRegex } from './regex.ts';
import {
  encodeUtf8,
  equals,
  floorDiv,
  floorMod,
  int,
  isError,
  NANOS_PER_MILLI,
  NANOS_PER_SECOND,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  SymbolicMap,
  typeOf,
  valueKey,
  type TypeName,
  type Value,
} from './values.ts';

type MethodImpl = (self: never, args: Value[], pos: Pos) => Value;
type MethodSpec = { arity: number; fn: MethodImpl };
type MethodTable = Record<string, MethodSpec>;

const m = <T>(arity: number, fn: (self: T, args: Value[], pos: Pos) => Value): MethodSpec => ({
  arity,
  fn: fn as MethodImpl,
});

const SURROGATE = /[\uD800-\uDFFF]/;

/** Characters are Unicode code points, not UTF-16 units. */
export function stringLength(s: string): number {
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export function codePoints(s: string): string[] | null {
  return SURROGATE.test(s) ? [...s] : null;
}

function argType(pos: Pos, method: string, index: number, expected: string, got: Value): Value {
  return errorAt(
    pos,
    `Invalid argument ${index + 1} to ${method}(): expected ${expected} but got ${typeOf(got)}`,
  );
}

function toItems(v: Value): readonly Value[] | null {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  return null;
}

/**
 * Membership index of a list, cached per list instance. Lists are immutable and literal lists are
 * compiled to a single shared array, so a rule like `keys().hasOnly([...])` builds its index once.
 * Lists of only strings (the common case: field names) are indexed by the raw strings.
 */
type Membership = { strings: boolean; set: Set<string> };
const membershipCache = new WeakMap<readonly Value[], Membership>();

export function membership(items: readonly Value[]): Membership {
  let m = membershipCache.get(items);
  if (m === undefined) {
    let strings = true;
    for (const it of items) {
      if (typeof it !== 'string') {
        strings = false;
        break;
      }
    }
    const set = new Set<string>();
    if (strings) for (const it of items) set.add(it as string);
    else for (const it of items) set.add(valueKey(it));
    m = { strings, set };
    membershipCache.set(items, m);
  }
  return m;
}

export function contains(m: Membership, v: Value): boolean {
  if (m.strings) return typeof v === 'string' && m.set.has(v);
  return m.set.has(valueKey(v));
}

function regexError(pos: Pos, e: unknown): Value {
  if (e instanceof RegexSyntaxError) return errorAt(pos, `Invalid regular expression: ${e.message}`);
  throw e;
}

const STRING_METHODS: MethodTable = {
  size: m<string>(0, (s) => int(stringLength(s))),
  lower: m<string>(0, (s) => s.toLowerCase()),
  upper: m<string>(0, (s) => s.toUpperCase()),
  trim: m<string>(0, (s) => s.trim()),
  toUtf8: m<string>(0, (s) => encodeUtf8(s)),
  matches: m<string>(1, (s, [re], pos) => {
    if (typeof re !== 'string') return argType(pos, 'matches', 0, 'string', re as Value);
    try {
      return fullMatchRegex(re).test(s);
    } catch (e) {
      return regexError(pos, e);
    }
  }),
  split: m<string>(1, (s, [re], pos) => {
    if (typeof re !== 'string') return argType(pos, 'split', 0, 'string', re as Value);
    try {
      return s.split(splitRegex(re));
    } catch (e) {
      return regexError(pos, e);
    }
  }),
  replace: m<string>(2, (s, [re, sub], pos) => {
    if (typeof re !== 'string') return argType(pos, 'replace', 0, 'string', re as Value);
    if (typeof sub !== 'string') return argType(pos, 'replace', 1, 'string', sub as Value);
    try {
      return replaceAll(s, re, sub);
    } catch (e) {
      return regexError(pos, e);
    }
  }),
};

/** For small lists a linear scan beats building an index (e.g. keys().hasAll([...6 names])). */
function linearContains(list: readonly Value[], v: Value): boolean {
  if (typeof v === 'string') {
    for (const x of list) if (x === v) return true;
    return false;
  }
  for (const x of list) if (equals(x, v)) return true;
  return false;
}

function hasAll(self: readonly Value[], other: Value, pos: Pos, name: string): Value {
  const items = toItems(other);
  if (items === null) return argType(pos, name, 0, 'list or set', other);
  if (items.length * self.length <= 256 && !membershipCache.has(self)) {
    for (const it of items) if (!linearContains(self, it)) return false;
    return true;
  }
  const own = membership(self);
  for (const it of items) if (!contains(own, it)) return false;
  return true;
}

function hasAny(self: readonly Value[], other: Value, pos: Pos, name: string): Value {
  const items = toItems(other);
  if (items === null) return argType(pos, name, 0, 'list or set', other);
  if (items.length * self.length <= 256 && !membershipCache.has(self)) {
    for (const it of items) if (linearContains(self, it)) return true;
    return false;
  }
  const own = membership(self);
  for (const it of items) if (contains(own, it)) return true;
  return false;
}

function hasOnly(self: readonly Value[], other: Value, pos: Pos, name: string): Value {
  const items = toItems(other);
  if (items === null) return argType(pos, name, 0, 'list or set', other);
  const allowed = membership(items);
  for (const it of self) if (!contains(allowed, it)) return false;
  return true;
}

const LIST_METHODS: MethodTable = {
  size: m<readonly Value[]>(0, (l) => int(l.length)),
  concat: m<readonly Value[]>(1, (l, [other], pos) => {
    if (!Array.isArray(other)) return argType(pos, 'concat', 0, 'list', other as Value);
    return [...l, ...(other as Value[])];
  }),
  hasAll: m<readonly Value[]>(1, (l, [o], pos) => hasAll(l, o as Value, pos, 'hasAll')),
  hasAny: m<readonly Value[]>(1, (l, [o], pos) => hasAny(l, o as Value, pos, 'hasAny')),
  hasOnly: m<readonly Value[]>(1, (l, [o], pos) => hasOnly(l, o as Value, pos, 'hasOnly')),
  join: m<readonly Value[]>(1, (l, [sep], pos) => {
    if (typeof sep !== 'string') return argType(pos, 'join', 0, 'string', sep as Value);
    if (!l.every((x) => typeof x === 'string')) return errorAt(pos, 'join() requires a list of strings');
    return l.join(sep);
  }),
  removeAll: m<readonly Value[]>(1, (l, [other], pos) => {
    const items = toItems(other as Value);
    if (items === null) return argType(pos, 'removeAll', 0, 'list', other as Value);
    const drop = membership(items);
    return l.filter((x) => !contains(drop, x));
  }),
  toSet: m<readonly Value[]>(0, (l) => RSet.from(l)),
};

function setArg(v: Value, pos: Pos, name: string): RSet | Value {
  if (v instanceof RSet) return v;
  if (Array.isArray(v)) return RSet.from(v);
  return argType(pos, name, 0, 'set', v);
}

const SET_METHODS: MethodTable = {
  size: m<RSet>(0, (s) => int(s.items.length)),
  hasAll: m<RSet>(1, (s, [o], pos) => hasAll(s.items, o as Value, pos, 'hasAll')),
  hasAny: m<RSet>(1, (s, [o], pos) => hasAny(s.items, o as Value, pos, 'hasAny')),
  hasOnly: m<RSet>(1, (s, [o], pos) => hasOnly(s.items, o as Value, pos, 'hasOnly')),
  difference: m<RSet>(1, (s, [o], pos) => {
    const other = setArg(o as Value, pos, 'difference');
    if (!(other instanceof RSet)) return other;
    const idx = other.index();
    return new RSet(s.items.filter((x) => !idx.has(valueKey(x))));
  }),
  intersection: m<RSet>(1, (s, [o], pos) => {
    const other = setArg(o as Value, pos, 'intersection');
    if (!(other instanceof RSet)) return other;
    const idx = other.index();
    return new RSet(s.items.filter((x) => idx.has(valueKey(x))));
  }),
  union: m<RSet>(1, (s, [o], pos) => {
    const other = setArg(o as Value, pos, 'union');
    if (!(other instanceof RSet)) return other;
    return RSet.from([...s.items, ...other.items]);
  }),
};

/** Walks a key path through nested maps, for map.get(['a', 'b'], default). */
function getPath(map: RMap, keys: readonly Value[]): Value | undefined {
  let cur: Value = map;
  for (const k of keys) {
    if (!(cur instanceof RMap) || typeof k !== 'string') return undefined;
    const next: Value | undefined = cur.get(k);
    if (next === undefined) return undefined;
    cur = next;
  }
  return cur;
}

const MAP_METHODS: MethodTable = {
  size: m<RMap>(0, (mp) => int(mp.size)),
  keys: m<RMap>(0, (mp) => mp.keys()),
  values: m<RMap>(0, (mp) => mp.keys().map((k) => mp.get(k) ?? null)),
  get: m<RMap>(2, (mp, [key, dflt], pos) => {
    if (typeof key === 'string') {
      const v = mp.get(key);
      return v === undefined ? (dflt as Value) : v;
    }
    if (Array.isArray(key) && key.length > 0 && key.every((k) => typeof k === 'string')) {
      const v = getPath(mp, key);
      return v === undefined ? (dflt as Value) : v;
    }
    return argType(pos, 'get', 0, 'string or non-empty list of strings', key as Value);
  }),
  diff: m<RMap>(1, (mp, [other], pos) => {
    if (!(other instanceof RMap)) return argType(pos, 'diff', 0, 'map', other as Value);
    return new RMapDiff(mp, other);
  }),
};

function diffKeys(d: RMapDiff, pick: (inLeft: boolean, inRight: boolean, same: boolean) => boolean): RSet {
  const out: string[] = [];
  for (const k of d.left.keys()) {
    const r = d.right.get(k);
    if (pick(true, r !== undefined, r !== undefined && equals(d.left.get(k) ?? null, r))) out.push(k);
  }
  for (const k of d.right.keys()) {
    if (d.left.get(k) === undefined && pick(false, true, false)) out.push(k);
  }
  return new RSet(out);
}

const MAP_DIFF_METHODS: MethodTable = {
  addedKeys: m<RMapDiff>(0, (d) => diffKeys(d, (l, r) => l && !r)),
  removedKeys: m<RMapDiff>(0, (d) => diffKeys(d, (l, r) => !l && r)),
  changedKeys: m<RMapDiff>(0, (d) => diffKeys(d, (l, r, same) => l && r && !same)),
  unchangedKeys: m<RMapDiff>(0, (d) => diffKeys(d, (l, r, same) => l && r && same)),
  affectedKeys: m<RMapDiff>(0, (d) => diffKeys(d, (l, r, same) => !(l && r && same))),
};

const BYTES_METHODS: MethodTable = {
  size: m<Uint8Array>(0, (b) => int(b.length)),
  toBase64: m<Uint8Array>(0, (b) => Buffer.from(b).toString('base64url')),
  toHexString: m<Uint8Array>(0, (b) => Buffer.from(b).toString('hex').toUpperCase()),
};

const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

function utcDate(ts: RTimestamp): Date {
  return new Date(Number(floorDiv(ts.ns, NANOS_PER_MILLI)));
}

const TIMESTAMP_METHODS: MethodTable = {
  year: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCFullYear())),
  month: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCMonth() + 1)),
  day: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCDate())),
  hours: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCHours())),
  minutes: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCMinutes())),
  seconds: m<RTimestamp>(0, (t) => int(utcDate(t).getUTCSeconds())),
  nanos: m<RTimestamp>(0, (t) => floorMod(t.ns, NANOS_PER_SECOND)),
  // ISO-8601 numbering: Monday = 1 ... Sunday = 7.
  dayOfWeek: m<RTimestamp>(0, (t) => int(((utcDate(t).getUTCDay() + 6) % 7) + 1)),
  dayOfYear: m<RTimestamp>(0, (t) => {
    const d = utcDate(t);
    const start = Date.UTC(d.getUTCFullYear(), 0, 1);
    return int(Math.floor((d.getTime() - start) / 86_400_000) + 1);
  }),
  date: m<RTimestamp>(0, (t) => new RTimestamp(t.ns - floorMod(t.ns, NANOS_PER_DAY))),
  time: m<RTimestamp>(0, (t) => new RDuration(floorMod(t.ns, NANOS_PER_DAY))),
  toMillis: m<RTimestamp>(0, (t) => floorDiv(t.ns, NANOS_PER_MILLI)),
};

const DURATION_METHODS: MethodTable = {
  // Both truncate toward zero and carry the sign, per the reference.
  seconds: m<RDuration>(0, (d) => d.ns / NANOS_PER_SECOND),
  nanos: m<RDuration>(0, (d) => d.ns % NANOS_PER_SECOND),
};

/** Mean Earth radius used by S2 (meters). */
const EARTH_RADIUS_M = 6_371_010;

export function geoDistance(a: RLatLng, b: RLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const LATLNG_METHODS: MethodTable = {
  latitude: m<RLatLng>(0, (g) => g.lat),
  longitude: m<RLatLng>(0, (g) => g.lng),
  distance: m<RLatLng>(1, (g, [other], pos) => {
    if (!(other instanceof RLatLng)) return argType(pos, 'distance', 0, 'latlng', other as Value);
    return geoDistance(g, other);
  }),
};

const PATH_METHODS: MethodTable = {
  bind: m<RPath>(1, (p, [map], pos) => {
    if (!(map instanceof RMap)) return argType(pos, 'bind', 0, 'map', map as Value);
    const bindings = new Map<string, Value>(p.bindings ?? []);
    for (const k of map.keys()) bindings.set(k, map.get(k) ?? null);
    const segments: string[] = [];
    for (const seg of p.segments) {
      const placeholder = /^\$\((\w+)\)$/.exec(seg);
      if (placeholder === null) {
        segments.push(seg);
        continue;
      }
      const v = bindings.get(placeholder[1] as string);
      if (v === undefined) {
        segments.push(seg);
      } else if (typeof v === 'string') {
        segments.push(v);
      } else if (typeof v === 'bigint') {
        segments.push(v.toString());
      } else if (v instanceof RPath) {
        segments.push(...v.segments);
      } else {
        return errorAt(pos, `Cannot bind a ${typeOf(v)} into a path`);
      }
    }
    return new RPath(segments, bindings);
  }),
};

const TABLES: Partial<Record<TypeName, MethodTable>> = {
  string: STRING_METHODS,
  list: LIST_METHODS,
  set: SET_METHODS,
  map: MAP_METHODS,
  map_diff: MAP_DIFF_METHODS,
  bytes: BYTES_METHODS,
  timestamp: TIMESTAMP_METHODS,
  duration: DURATION_METHODS,
  latlng: LATLNG_METHODS,
  path: PATH_METHODS,
};

/** Method name -> receiver type -> implementation, so a call site resolves its name only once. */
export type MethodsByType = Partial<Record<TypeName, MethodSpec>>;

export function methodsNamed(name: string): MethodsByType {
  const out: MethodsByType = {};
  for (const [type, table] of Object.entries(TABLES) as [TypeName, MethodTable][]) {
    if (Object.prototype.hasOwnProperty.call(table, name)) out[type] = table[name];
  }
  return out;
}

export function callMethod(
  self: Value,
  name: string,
  args: Value[],
  pos: Pos,
  byType: MethodsByType = methodsNamed(name),
): Value {
  if (isError(self)) return self;
  for (const a of args) if (isError(a)) return a;
  const type = typeOf(self);
  if (type === 'unknown' && self instanceof SymbolicMap) {
    return errorAt(
      pos,
      `Rules are not filters: ${name}() on resource data cannot be decided from the query's filters`,
    );
  }
  if (type === 'null') return errorAt(pos, `Null value error: cannot call ${name}() on null`);
  const spec = type === 'error' || type === 'unknown' ? undefined : byType[type];
  if (spec === undefined) {
    return errorAt(
      pos,
      `Function not found error: Name: [${name}] on ${type === 'unknown' ? 'a value that the query does not constrain' : type}`,
    );
  }
  if (args.length !== spec.arity) {
    return errorAt(pos, `${name}() expects ${spec.arity} argument(s) but got ${args.length}`);
  }
  return spec.fn(self as never, args, pos);
}
