// "Rules are not filters": evaluating `list` requests against the query instead of the data.
//
// Firebase checks that *every* document the query could return satisfies the rule, using only
// the query's constraints. Here `resource.data` becomes a SymbolicMap: a field constrained by an
// `==` filter reads as that value, a field constrained by range / `!=` / `array-contains` filters
// reads as a SymbolicValue that only answers comparisons the filters decide, and any other field is
// unknown (an error, which denies). An `in` / `array-contains-any` filter expands into one variant
// per listed value and the rule must allow every variant. When unsure, the answer is an error.

import type { Pos } from './ast.ts';
import { errorAt } from './context.ts';
import type { QueryConstraints } from './types.ts';
import {
  compare,
  equals,
  fromFirestoreValue,
  isNumber,
  RPath,
  SymbolicMap,
  SymbolicValue,
  typeOf,
  type FieldConstraint,
  type Value,
} from './values.ts';

export type QueryVariant = {
  constraints: Map<string, FieldConstraint>;
  /** Set when the query pins the document name with `__name__ ==`. */
  name: RPath | null;
};

const MAX_VARIANTS = 100;

function emptyConstraint(): FieldConstraint {
  return { hasEq: false, eq: null, lower: null, upper: null, notEqual: [], contains: [] };
}

function constraintFor(map: Map<string, FieldConstraint>, field: string): FieldConstraint {
  let c = map.get(field);
  if (c === undefined) {
    c = emptyConstraint();
    map.set(field, c);
  }
  return c;
}

function cloneConstraints(map: Map<string, FieldConstraint>): Map<string, FieldConstraint> {
  const out = new Map<string, FieldConstraint>();
  for (const [k, c] of map) out.set(k, { ...c, notEqual: [...c.notEqual], contains: [...c.contains] });
  return out;
}

/** Keeps the tighter of two bounds; `upper` selects the direction. */
function tighten(
  existing: FieldConstraint['lower'],
  value: Value,
  inclusive: boolean,
  upper: boolean,
): FieldConstraint['lower'] {
  if (existing === null) return { value, inclusive };
  const cmp = compare(value, existing.value);
  if (cmp === null) return existing;
  if (cmp === 0) return { value, inclusive: inclusive && existing.inclusive };
  const tighter = upper ? cmp < 0 : cmp > 0;
  return tighter ? { value, inclusive } : existing;
}

type Expansion = (variant: QueryVariant) => void;

/** Builds the evaluation variants for a query, or an error message when they cannot be built. */
export function queryVariants(query: QueryConstraints | undefined): QueryVariant[] | string {
  const base: QueryVariant = { constraints: new Map(), name: null };
  const expansions: Expansion[][] = [];
  for (const f of query?.filters ?? []) {
    const value = fromFirestoreValue(f.value);
    if (f.field === '__name__') {
      if (f.op === '==' && value instanceof RPath) base.name = value;
      else if (f.op === 'in' && Array.isArray(value)) {
        expansions.push(
          value.map((v) => (variant: QueryVariant) => {
            if (v instanceof RPath) variant.name = v;
          }),
        );
      }
      continue;
    }
    const c = constraintFor(base.constraints, f.field);
    switch (f.op) {
      case '==':
        if (!c.hasEq) {
          c.hasEq = true;
          c.eq = value;
        }
        break;
      case '<':
      case '<=':
        c.upper = tighten(c.upper, value, f.op === '<=', true);
        break;
      case '>':
      case '>=':
        c.lower = tighten(c.lower, value, f.op === '>=', false);
        break;
      case '!=':
        c.notEqual.push(value);
        break;
      case 'not-in':
        if (Array.isArray(value)) c.notEqual.push(...value);
        break;
      case 'array-contains':
        c.contains.push(value);
        break;
      case 'in':
      case 'array-contains-any': {
        if (!Array.isArray(value) || value.length === 0)
          return `filter '${f.op}' on '${f.field}' needs a non-empty array`;
        const field = f.field;
        const op = f.op;
        expansions.push(
          value.map((v) => (variant: QueryVariant) => {
            const vc = constraintFor(variant.constraints, field);
            if (op === 'in') {
              if (!vc.hasEq) {
                vc.hasEq = true;
                vc.eq = v;
              }
            } else {
              vc.contains.push(v);
            }
          }),
        );
        break;
      }
      default:
        return `unsupported filter operator '${String(f.op)}'`;
    }
  }
  let variants: QueryVariant[] = [base];
  for (const options of expansions) {
    if (variants.length * options.length > MAX_VARIANTS)
      return `query expands into more than ${MAX_VARIANTS} rule evaluations`;
    const next: QueryVariant[] = [];
    for (const v of variants) {
      for (const apply of options) {
        const copy: QueryVariant = { constraints: cloneConstraints(v.constraints), name: v.name };
        apply(copy);
        next.push(copy);
      }
    }
    variants = next;
  }
  return variants;
}

function unconstrained(field: string, pos: Pos): Value {
  return errorAt(
    pos,
    `Rules are not filters: the query does not constrain resource.data.${field}, so the rule cannot be proven for every result`,
  );
}

export function symbolicMember(map: SymbolicMap, key: string, pos: Pos): Value {
  const full = map.prefix + key;
  const c = map.constraints.get(full);
  if (c !== undefined) return c.hasEq ? c.eq : new SymbolicValue(full, c);
  const nested = full + '.';
  for (const k of map.constraints.keys())
    if (k.startsWith(nested)) return new SymbolicMap(nested, map.constraints);
  return unconstrained(full, pos);
}

/** `key in resource.data`: every filter on a field implies the field exists in each result. */
export function symbolicHasKey(map: SymbolicMap, key: string, pos: Pos): Value {
  const full = map.prefix + key;
  if (map.constraints.has(full)) return true;
  for (const k of map.constraints.keys()) if (k.startsWith(full + '.')) return true;
  return unconstrained(full, pos);
}

export function symbolicMethod(map: SymbolicMap, name: string, args: Value[], pos: Pos): Value {
  if (name === 'get' && args.length === 2) {
    const key = args[0];
    if (typeof key === 'string') {
      const v = symbolicMember(map, key, pos);
      return v;
    }
    if (Array.isArray(key) && key.length > 0 && key.every((k) => typeof k === 'string')) {
      return symbolicMember(map, (key as string[]).join('.'), pos);
    }
  }
  return errorAt(
    pos,
    `Rules are not filters: ${name}() on resource data cannot be decided from the query's filters`,
  );
}

/** True when no document matching the constraint can have the value c. */
function excludes(c: FieldConstraint, v: Value): boolean {
  if (c.notEqual.some((x) => equals(x, v))) return true;
  // Range filters only match values of the bound's type, so e.g. null never matches `x > 5`.
  if ((c.lower !== null || c.upper !== null) && v === null) return true;
  if (c.lower !== null) {
    const cmp = compare(c.lower.value, v);
    if (cmp !== null && (cmp > 0 || (cmp === 0 && !c.lower.inclusive))) return true;
  }
  if (c.upper !== null) {
    const cmp = compare(c.upper.value, v);
    if (cmp !== null && (cmp < 0 || (cmp === 0 && !c.upper.inclusive))) return true;
  }
  return false;
}

function pinned(c: FieldConstraint, v: Value): boolean {
  return (
    c.lower !== null &&
    c.upper !== null &&
    c.lower.inclusive &&
    c.upper.inclusive &&
    equals(c.lower.value, v) &&
    equals(c.upper.value, v)
  );
}

const FLIP: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' };

/** A comparison where at least one side is symbolic. */
export function symbolicCompare(op: string, left: Value, right: Value, pos: Pos): Value {
  let sym: SymbolicValue;
  let other: Value;
  if (left instanceof SymbolicValue) {
    if (right instanceof SymbolicValue || right instanceof SymbolicMap) return undecidable(left.field, pos);
    sym = left;
    other = right;
  } else if (right instanceof SymbolicValue) {
    if (left instanceof SymbolicMap) return undecidable(right.field, pos);
    sym = right;
    other = left;
    op = FLIP[op] ?? op;
  } else {
    return errorAt(
      pos,
      "Rules are not filters: resource data can only be compared through fields the query's filters constrain",
    );
  }
  const c = sym.constraint;
  const L = c.lower;
  const U = c.upper;
  const cmpL = L === null ? null : compare(L.value, other);
  const cmpU = U === null ? null : compare(U.value, other);
  switch (op) {
    case '>':
      if (L !== null && cmpL !== null && (cmpL > 0 || (cmpL === 0 && !L.inclusive))) return true;
      if (U !== null && cmpU !== null && cmpU <= 0) return false;
      break;
    case '>=':
      if (L !== null && cmpL !== null && cmpL >= 0) return true;
      if (U !== null && cmpU !== null && (cmpU < 0 || (cmpU === 0 && !U.inclusive))) return false;
      break;
    case '<':
      if (U !== null && cmpU !== null && (cmpU < 0 || (cmpU === 0 && !U.inclusive))) return true;
      if (L !== null && cmpL !== null && cmpL >= 0) return false;
      break;
    case '<=':
      if (U !== null && cmpU !== null && cmpU <= 0) return true;
      if (L !== null && cmpL !== null && (cmpL > 0 || (cmpL === 0 && !L.inclusive))) return false;
      break;
    case '==':
      if (pinned(c, other)) return true;
      if (excludes(c, other)) return false;
      break;
    case '!=':
      if (excludes(c, other)) return true;
      if (pinned(c, other)) return false;
      break;
    default:
  }
  return undecidable(sym.field, pos);
}

function undecidable(field: string, pos: Pos): Value {
  return errorAt(
    pos,
    `Rules are not filters: the query's filters on '${field}' do not guarantee this condition for every result`,
  );
}

/** `v in resource.data.tags` is guaranteed by an `array-contains v` filter. */
export function symbolicContains(needle: Value, hay: SymbolicValue, pos: Pos): Value {
  if (hay.constraint.contains.some((x) => equals(x, needle))) return true;
  return undecidable(hay.field, pos);
}

export function symbolicIs(v: SymbolicValue, typeName: string, pos: Pos): Value {
  const c = v.constraint;
  const bound = c.lower?.value ?? c.upper?.value;
  if (bound !== undefined) {
    // Range filters are type-bounded in Firestore: every result has the bound's type family.
    if (typeName === 'number') return isNumber(bound) ? true : undecidable(v.field, pos);
    const t = typeOf(bound);
    if (isNumber(bound) && (typeName === 'int' || typeName === 'float')) return undecidable(v.field, pos);
    return t === typeName ? true : undecidable(v.field, pos);
  }
  if (c.contains.length > 0 && typeName === 'list') return true;
  return undecidable(v.field, pos);
}
