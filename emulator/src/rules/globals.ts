// Global functions: string()/int()/float()/path()/debug(), the math, timestamp, duration, latlng
// and hashing namespaces, and Firestore's get/exists/getAfter/existsAfter.

import type { Pos } from './ast.ts';
import { errorAt, type EvalContext } from './context.ts';
import { crc32, crc32c, md5, sha256 } from './hashing.ts';
import { codePoints } from './methods.ts';
import {
  decodeUtf8,
  documentResource,
  encodeUtf8,
  formatTimestamp,
  INT64_MAX,
  INT64_MIN,
  isError,
  NANOS_PER_MILLI,
  NANOS_PER_SECOND,
  RDuration,
  RLatLng,
  RPath,
  RTimestamp,
  typeOf,
  type Value,
} from './values.ts';

export type GlobalFn = { arity: number; fn: (args: Value[], pos: Pos, ctx: EvalContext) => Value };

const g = (arity: number, fn: GlobalFn['fn']): GlobalFn => ({ arity, fn });

function argError(pos: Pos, name: string, expected: string, got: Value): Value {
  return errorAt(pos, `Invalid argument to ${name}(): expected ${expected} but got ${typeOf(got)}`);
}

function num(v: Value): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return null;
}

function toIntChecked(x: number, pos: Pos, name: string): Value {
  if (!Number.isFinite(x)) return errorAt(pos, `${name}(): value is not finite`);
  const i = BigInt(Math.trunc(x));
  if (i < INT64_MIN || i > INT64_MAX) return errorAt(pos, `${name}(): integer overflow`);
  return i;
}

/** Float formatting: integral floats keep a '.0' so string(2.0) == "2.0" as documented. */
export function formatFloat(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return x.toFixed(1);
  return String(x);
}

export function toStringValue(v: Value, pos: Pos): Value {
  switch (typeof v) {
    case 'string':
      return v;
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return v.toString();
    case 'number':
      return formatFloat(v);
    default:
  }
  if (v === null) return 'null';
  if (v instanceof RPath) return v.toString();
  if (v instanceof RTimestamp) return formatTimestamp(v);
  if (v instanceof Uint8Array) {
    const s = decodeUtf8(v);
    return s ?? errorAt(pos, 'string(): bytes are not valid UTF-8');
  }
  if (isError(v)) return v;
  return argError(pos, 'string', 'bool, int, float, null, string, bytes, path or timestamp', v);
}

const INT_PATTERN = /^[+-]?\d+$/;
const FLOAT_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const TOP_LEVEL: Record<string, GlobalFn> = {
  string: g(1, ([v], pos) => toStringValue(v as Value, pos)),
  int: g(1, ([v], pos) => {
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number') return toIntChecked(v, pos, 'int');
    if (typeof v === 'string') {
      const s = v.trim();
      if (!INT_PATTERN.test(s)) return errorAt(pos, `int(): cannot convert '${v}' to int`);
      const i = BigInt(s);
      if (i < INT64_MIN || i > INT64_MAX) return errorAt(pos, 'int(): integer overflow');
      return i;
    }
    return argError(pos, 'int', 'int, float or string', v as Value);
  }),
  float: g(1, ([v], pos) => {
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') return Number(v);
    if (typeof v === 'string') {
      const s = v.trim();
      if (FLOAT_PATTERN.test(s)) return Number(s);
      const special: Record<string, number> = {
        NaN: NaN,
        nan: NaN,
        Infinity: Infinity,
        '+Infinity': Infinity,
        '-Infinity': -Infinity,
        inf: Infinity,
        '+inf': Infinity,
        '-inf': -Infinity,
      };
      if (s in special) return special[s] as number;
      return errorAt(pos, `float(): cannot convert '${v}' to float`);
    }
    return argError(pos, 'float', 'int, float or string', v as Value);
  }),
  path: g(1, ([v], pos) => {
    if (typeof v !== 'string') return argError(pos, 'path', 'string', v as Value);
    return RPath.parse(v);
  }),
  // Firebase writes debug() output to a log; the emulator only passes the value through.
  debug: g(1, ([v]) => v as Value),
};

function lookup(
  ctx: EvalContext,
  target: Value,
  pos: Pos,
  after: boolean,
  existsOnly: boolean,
  prefix = '',
): Value {
  const name = prefix + (after ? (existsOnly ? 'existsAfter' : 'getAfter') : existsOnly ? 'exists' : 'get');
  if (!(target instanceof RPath)) return argError(pos, name, 'path', target);
  const seg = target.segments;
  if (seg.length < 5 || seg[0] !== 'databases' || seg[2] !== 'documents' || (seg.length - 3) % 2 !== 0) {
    return errorAt(
      pos,
      `${name}(): '${target.toString()}' is not a document path of the form /databases/{database}/documents/{collection}/{id}`,
    );
  }
  if (seg[1] !== ctx.database) {
    return errorAt(pos, `${name}(): cross-database access to '${seg[1] ?? ''}' is not allowed`);
  }
  const rel = seg.slice(3).join('/');
  const key = (after ? 'after:' : 'get:') + rel;
  const access = ctx.access;
  let res = access.cache.get(key);
  if (res === undefined) {
    if (access.cache.size >= access.limit) {
      access.exceeded = true;
      return errorAt(pos, `${name}(): exceeded the limit of ${access.limit} document access calls`);
    }
    const lookups = ctx.lookups;
    try {
      const doc =
        lookups === null
          ? null
          : after && lookups.getAfter !== undefined
            ? lookups.getAfter(rel)
            : lookups.get(rel);
      res = doc === null || doc === undefined ? null : documentResource(doc, ctx.database);
    } catch (e) {
      return errorAt(pos, `${name}(): lookup failed: ${(e as Error).message}`);
    }
    access.cache.set(key, res);
  }
  return existsOnly ? res !== null : res;
}

const FIRESTORE: Record<string, GlobalFn> = {
  get: g(1, ([p], pos, ctx) => lookup(ctx, p as Value, pos, false, false)),
  exists: g(1, ([p], pos, ctx) => lookup(ctx, p as Value, pos, false, true)),
  getAfter: g(1, ([p], pos, ctx) => lookup(ctx, p as Value, pos, true, false)),
  existsAfter: g(1, ([p], pos, ctx) => lookup(ctx, p as Value, pos, true, true)),
};

/**
 * Storage rules' cross-service reads of the project's Firestore (`firestore.get(/databases/(default)/documents/…)`):
 * the path names the database in full, only `(default)` is reachable, and each distinct document
 * counts towards the request's access limit like Firestore's own get().
 */
function crossServiceLookup(ctx: EvalContext, target: Value, pos: Pos, existsOnly: boolean): Value {
  const name = `firestore.${existsOnly ? 'exists' : 'get'}`;
  if (ctx.lookups === null) {
    return errorAt(pos, `${name}(): this Storage emulator is not connected to a Firestore emulator`);
  }
  return lookup(ctx, target, pos, false, existsOnly, 'firestore.');
}

const CROSS_SERVICE: Record<string, GlobalFn> = {
  get: g(1, ([p], pos, ctx) => crossServiceLookup(ctx, p as Value, pos, false)),
  exists: g(1, ([p], pos, ctx) => crossServiceLookup(ctx, p as Value, pos, true)),
};

/** math.ceil, floor and round: an int is returned as it is, a float rounded by `round` to an int. */
function rounding(name: string, round: (x: number) => number): GlobalFn {
  return g(1, ([v], pos) => {
    if (typeof v === 'bigint') return v;
    if (typeof v !== 'number') return argError(pos, name, 'number', v as Value);
    return toIntChecked(round(v), pos, name);
  });
}

const MATH: Record<string, GlobalFn> = {
  abs: g(1, ([v], pos) => {
    if (typeof v === 'bigint') {
      if (v === INT64_MIN) return errorAt(pos, 'math.abs(): integer overflow');
      return v < 0n ? -v : v;
    }
    if (typeof v === 'number') return Math.abs(v);
    return argError(pos, 'math.abs', 'number', v as Value);
  }),
  ceil: rounding('math.ceil', Math.ceil),
  floor: rounding('math.floor', Math.floor),
  // Half away from zero: math.round(2.5) == 3, math.round(-2.5) == -3.
  round: rounding('math.round', (x) => Math.sign(x) * Math.round(Math.abs(x))),
  sqrt: g(1, ([v], pos) => {
    const x = num(v as Value);
    return x === null ? argError(pos, 'math.sqrt', 'number', v as Value) : Math.sqrt(x);
  }),
  pow: g(2, ([b, e], pos) => {
    const x = num(b as Value);
    const y = num(e as Value);
    if (x === null) return argError(pos, 'math.pow', 'number', b as Value);
    if (y === null) return argError(pos, 'math.pow', 'number', e as Value);
    return Math.pow(x, y);
  }),
  isInfinite: g(1, ([v], pos) => {
    const x = num(v as Value);
    return x === null
      ? argError(pos, 'math.isInfinite', 'number', v as Value)
      : x === Infinity || x === -Infinity;
  }),
  isNaN: g(1, ([v], pos) => {
    const x = num(v as Value);
    return x === null ? argError(pos, 'math.isNaN', 'number', v as Value) : Number.isNaN(x);
  }),
};

const TIMESTAMP: Record<string, GlobalFn> = {
  date: g(3, ([y, mo, d], pos) => {
    if (typeof y !== 'bigint' || typeof mo !== 'bigint' || typeof d !== 'bigint') {
      return errorAt(pos, 'timestamp.date() expects three ints (year, month, day)');
    }
    if (mo < 1n || mo > 12n || d < 1n || d > 31n || y < 1n || y > 9999n) {
      return errorAt(pos, 'timestamp.date(): date out of range');
    }
    const date = new Date(Date.UTC(2000, Number(mo) - 1, Number(d)));
    date.setUTCFullYear(Number(y));
    if (date.getUTCDate() !== Number(d)) return errorAt(pos, 'timestamp.date(): invalid day of month');
    return new RTimestamp(BigInt(date.getTime()) * NANOS_PER_MILLI);
  }),
  value: g(1, ([ms], pos) => {
    if (typeof ms !== 'bigint') return argError(pos, 'timestamp.value', 'int', ms as Value);
    return new RTimestamp(ms * NANOS_PER_MILLI);
  }),
};

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * 86_400n * NANOS_PER_SECOND,
  d: 86_400n * NANOS_PER_SECOND,
  h: 3_600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

const DURATION: Record<string, GlobalFn> = {
  abs: g(1, ([d], pos) => {
    if (!(d instanceof RDuration)) return argError(pos, 'duration.abs', 'duration', d as Value);
    return new RDuration(d.ns < 0n ? -d.ns : d.ns);
  }),
  time: g(4, (args, pos) => {
    if (!args.every((a) => typeof a === 'bigint'))
      return errorAt(pos, 'duration.time() expects four ints (hours, mins, secs, nanos)');
    const [h, mi, s, n] = args as bigint[];
    return new RDuration(
      ((h as bigint) * 3600n + (mi as bigint) * 60n + (s as bigint)) * NANOS_PER_SECOND + (n as bigint),
    );
  }),
  value: g(2, ([mag, unit], pos) => {
    if (typeof unit !== 'string' || !(unit in UNIT_NANOS)) {
      return errorAt(pos, "duration.value(): unit must be one of 'w', 'd', 'h', 'm', 's', 'ms', 'ns'");
    }
    const factor = UNIT_NANOS[unit] as bigint;
    if (typeof mag === 'bigint') return new RDuration(mag * factor);
    if (typeof mag === 'number' && Number.isFinite(mag))
      return new RDuration(BigInt(Math.trunc(mag * Number(factor))));
    return argError(pos, 'duration.value', 'int', mag as Value);
  }),
};

const LATLNG: Record<string, GlobalFn> = {
  value: g(2, ([lat, lng], pos) => {
    const a = num(lat as Value);
    const b = num(lng as Value);
    if (a === null || b === null) return errorAt(pos, 'latlng.value() expects two numbers');
    if (a < -90 || a > 90 || b < -180 || b > 180)
      return errorAt(pos, 'latlng.value(): coordinates out of range');
    return new RLatLng(a, b);
  }),
};

function hashFn(name: string, h: (b: Uint8Array) => Uint8Array): GlobalFn {
  return g(1, ([v], pos) => {
    if (typeof v === 'string') return h(encodeUtf8(v));
    if (v instanceof Uint8Array) return h(v);
    return argError(pos, `hashing.${name}`, 'string or bytes', v as Value);
  });
}

const HASHING: Record<string, GlobalFn> = {
  crc32: hashFn('crc32', crc32),
  crc32c: hashFn('crc32c', crc32c),
  md5: hashFn('md5', md5),
  sha256: hashFn('sha256', sha256),
};

export const NAMESPACES: Record<string, Record<string, GlobalFn>> = {
  math: MATH,
  timestamp: TIMESTAMP,
  duration: DURATION,
  latlng: LATLNG,
  hashing: HASHING,
};

/** Storage rules have one namespace more: `firestore` (get, exists) reads the project's Firestore. */
const STORAGE_NAMESPACES: Record<string, Record<string, GlobalFn>> = {
  ...NAMESPACES,
  firestore: CROSS_SERVICE,
};

/** The namespaces of functions a service's rules may call (`math.abs`, `firestore.get`, …). */
export function namespacesOf(
  service: 'cloud.firestore' | 'firebase.storage',
): Record<string, Record<string, GlobalFn>> {
  return service === 'firebase.storage' ? STORAGE_NAMESPACES : NAMESPACES;
}

export function topLevelFunction(
  name: string,
  service: 'cloud.firestore' | 'firebase.storage',
): GlobalFn | undefined {
  if (Object.prototype.hasOwnProperty.call(TOP_LEVEL, name)) return TOP_LEVEL[name];
  if (service === 'cloud.firestore' && Object.prototype.hasOwnProperty.call(FIRESTORE, name))
    return FIRESTORE[name];
  return undefined;
}

export function namespaceFunction(
  ns: string,
  name: string,
  service: 'cloud.firestore' | 'firebase.storage' = 'cloud.firestore',
): GlobalFn | undefined {
  const namespaces = namespacesOf(service);
  const table = Object.prototype.hasOwnProperty.call(namespaces, ns) ? namespaces[ns] : undefined;
  if (table === undefined || !Object.prototype.hasOwnProperty.call(table, name)) return undefined;
  return table[name];
}

/** Indexing into strings by code point. */
export function stringAt(s: string, i: number): string | undefined {
  const cps = codePoints(s);
  return cps === null ? s[i] : cps[i];
}
