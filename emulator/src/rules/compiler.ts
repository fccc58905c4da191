// Compiles expression ASTs into closures once, at ruleset compile time, so that evaluating a
// request never re-walks or re-resolves the syntax tree. Names are resolved statically
// (lexical scoping: function locals, then enclosing match wildcards, then request/resource), and
// unknown names or functions are reported as compile errors.

import type { Expr, FunctionDecl, PathSegmentExpr, Pos } from './ast.ts';
import { errorAt, MAX_CALL_DEPTH, type Evaluator, type Frame } from './context.ts';
import {
  namespaceFunction,
  namespacesOf,
  stringAt,
  toStringValue,
  topLevelFunction,
  type GlobalFn,
} from './globals.ts';
import { callMethod, codePoints, contains, membership, methodsNamed, stringLength } from './methods.ts';
import {
  symbolicCompare,
  symbolicContains,
  symbolicHasKey,
  symbolicIs,
  symbolicMember,
  symbolicMethod,
} from './query.ts';
import { RulesSyntaxError } from './syntax-error.ts';
import type { RulesServiceName } from './types.ts';
import {
  compare,
  equals,
  INT64_MAX,
  INT64_MIN,
  RDuration,
  RMap,
  RPath,
  RSet,
  RTimestamp,
  RulesErrorValue,
  SymbolicMap,
  SymbolicValue,
  typeOf,
  type Value,
} from './values.ts';

type LocalVar = { slot: number; letEval: (() => Evaluator) | null };

export type Scope = {
  parent: Scope | null;
  functions: Map<string, FunctionRef>;
  wildcards: Map<string, number>;
  /** Params and lets of the function whose body is being compiled. */
  locals: Map<string, LocalVar> | null;
};

export type FunctionRef = {
  decl: FunctionDecl;
  scope: Scope;
  impl: CompiledFunction | null;
};

type CompiledFunction = { frameSize: number; paramCount: number; body: Evaluator };

/** Marks a `let` slot that has not been evaluated yet (lets are evaluated on first use). */
const PENDING = Symbol('pending') as unknown as Value;

export function newScope(parent: Scope | null): Scope {
  return { parent, functions: new Map(), wildcards: new Map(), locals: null };
}

function err(pos: Pos, message: string): RulesErrorValue {
  return errorAt(pos, message);
}

function describe(v: Value): string {
  const t = typeOf(v);
  return t === 'unknown' ? 'unconstrained resource data' : t;
}

// -- operators ---------------------------------------------------------------------------------

function checkInt(r: bigint, pos: Pos): Value {
  return r < INT64_MIN || r > INT64_MAX ? err(pos, 'Integer overflow') : r;
}

function unsupported(op: string, a: Value, b: Value, pos: Pos): Value {
  return err(pos, `Unsupported operation: ${describe(a)} ${op} ${describe(b)}`);
}

export function add(a: Value, b: Value, pos: Pos): Value {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'bigint') return checkInt((a as bigint) + (b as bigint), pos);
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint'))
    return Number(a) + Number(b);
  if (ta === 'string' && tb === 'string') return (a as string) + (b as string);
  if (Array.isArray(a) && Array.isArray(b)) return [...(a as Value[]), ...(b as Value[])];
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns + b.ns);
  if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.ns + b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns + b.ns);
  return unsupported('+', a, b, pos);
}

export function subtract(a: Value, b: Value, pos: Pos): Value {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'bigint') return checkInt((a as bigint) - (b as bigint), pos);
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint'))
    return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns - b.ns);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.ns - b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns - b.ns);
  return unsupported('-', a, b, pos);
}

function multiply(a: Value, b: Value, pos: Pos): Value {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'bigint') return checkInt((a as bigint) * (b as bigint), pos);
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint'))
    return Number(a) * Number(b);
  return unsupported('*', a, b, pos);
}

function divide(a: Value, b: Value, pos: Pos): Value {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'bigint') {
    if (b === 0n) return err(pos, 'Division by zero');
    // bigint division truncates toward zero, like int64 division.
    return checkInt((a as bigint) / (b as bigint), pos);
  }
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint'))
    return Number(a) / Number(b);
  return unsupported('/', a, b, pos);
}

function modulo(a: Value, b: Value, pos: Pos): Value {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'bigint') {
    if (b === 0n) return err(pos, 'Modulus by zero');
    return (a as bigint) % (b as bigint);
  }
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint'))
    return Number(a) % Number(b);
  return unsupported('%', a, b, pos);
}

function isSymbolic(v: Value): boolean {
  return v instanceof SymbolicValue || v instanceof SymbolicMap;
}

/**
 * A query-constrained value may not flow into a list, a map or a membership test: plain equality
 * there would answer "not equal" for a value that is merely unknown, which could turn into an
 * allow through `!` or `!=`.
 */
function symbolicEscape(pos: Pos): RulesErrorValue {
  return err(
    pos,
    "Rules are not filters: resource data constrained only by the query's filters cannot be used here",
  );
}

function relational(op: '<' | '<=' | '>' | '>=', a: Value, b: Value, pos: Pos): Value {
  const c = compare(a, b);
  if (c === null) {
    if (isSymbolic(a) || isSymbolic(b)) return symbolicCompare(op, a, b, pos);
    return err(pos, `Unsupported operation: ${describe(a)} ${op} ${describe(b)}`);
  }
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    default:
      return c >= 0;
  }
}

function inOperator(needle: Value, hay: Value, pos: Pos): Value {
  if (isSymbolic(needle)) return symbolicEscape(pos);
  if (Array.isArray(hay)) {
    if (hay.length > 8) return contains(membership(hay), needle);
    for (const x of hay) if (equals(needle, x)) return true;
    return false;
  }
  if (hay instanceof RSet) return hay.has(needle);
  if (hay instanceof RMap) {
    if (typeof needle !== 'string')
      return err(pos, `Map keys are strings; cannot test ${describe(needle)} in map`);
    return hay.has(needle);
  }
  if (hay instanceof SymbolicMap) {
    if (typeof needle !== 'string')
      return err(pos, `Map keys are strings; cannot test ${describe(needle)} in map`);
    return symbolicHasKey(hay, needle, pos);
  }
  if (hay instanceof SymbolicValue) return symbolicContains(needle, hay, pos);
  if (hay === null) return err(pos, "Null value error: right operand of 'in' is null");
  return err(pos, `Unsupported operation: ${describe(needle)} in ${describe(hay)}`);
}

export function member(obj: Value, name: string, pos: Pos): Value {
  if (obj instanceof RMap) {
    const v = obj.get(name);
    return v === undefined ? err(pos, `Property '${name}' is undefined on object`) : v;
  }
  if (obj instanceof RulesErrorValue) return obj;
  if (obj === null) return err(pos, `Null value error: cannot read property '${name}' of null`);
  if (obj instanceof SymbolicMap) return symbolicMember(obj, name, pos);
  if (obj instanceof RPath) {
    const v = obj.bindings?.get(name);
    return v === undefined ? err(pos, `Property '${name}' is undefined on path`) : v;
  }
  return err(pos, `Property '${name}' is undefined on ${describe(obj)}`);
}

function toIndex(i: Value, pos: Pos): number | RulesErrorValue {
  if (typeof i !== 'bigint') return err(pos, `Index must be an int but got ${describe(i)}`);
  if (i < 0n || i > BigInt(Number.MAX_SAFE_INTEGER)) return err(pos, `Index ${i} out of range`);
  return Number(i);
}

function index(obj: Value, idx: Value, pos: Pos): Value {
  if (obj instanceof RulesErrorValue) return obj;
  if (idx instanceof RulesErrorValue) return idx;
  if (obj instanceof RMap) {
    if (typeof idx !== 'string') return err(pos, `Map keys are strings; cannot index with ${describe(idx)}`);
    const v = obj.get(idx);
    return v === undefined ? err(pos, `Property '${idx}' is undefined on object`) : v;
  }
  if (Array.isArray(obj)) {
    const i = toIndex(idx, pos);
    if (i instanceof RulesErrorValue) return i;
    return i < obj.length
      ? (obj[i] as Value)
      : err(pos, `Index ${i} out of range for list of size ${obj.length}`);
  }
  if (typeof obj === 'string') {
    const i = toIndex(idx, pos);
    if (i instanceof RulesErrorValue) return i;
    const ch = stringAt(obj, i);
    return ch === undefined
      ? err(pos, `Index ${i} out of range for string of size ${stringLength(obj)}`)
      : ch;
  }
  if (obj instanceof RPath) {
    if (typeof idx === 'string') return member(obj, idx, pos);
    const i = toIndex(idx, pos);
    if (i instanceof RulesErrorValue) return i;
    const seg = obj.segments[i];
    return seg === undefined
      ? err(pos, `Index ${i} out of range for path of size ${obj.segments.length}`)
      : seg;
  }
  if (obj instanceof SymbolicMap) {
    if (typeof idx !== 'string') return err(pos, `Map keys are strings; cannot index with ${describe(idx)}`);
    return symbolicMember(obj, idx, pos);
  }
  if (obj === null) return err(pos, 'Null value error: cannot index null');
  return err(pos, `Cannot index ${describe(obj)}`);
}

function range(obj: Value, start: Value | undefined, end: Value | undefined, pos: Pos): Value {
  if (obj instanceof RulesErrorValue) return obj;
  if (start instanceof RulesErrorValue) return start;
  if (end instanceof RulesErrorValue) return end;
  let items: readonly (Value | string)[];
  let isString = false;
  if (Array.isArray(obj)) {
    items = obj;
  } else if (typeof obj === 'string') {
    isString = true;
    items = codePoints(obj) ?? obj.split('');
  } else {
    return err(pos, `Range [i:j] is not supported on ${describe(obj)}`);
  }
  const i = start === undefined ? 0 : toIndex(start, pos);
  if (i instanceof RulesErrorValue) return i;
  const j = end === undefined ? items.length : toIndex(end, pos);
  if (j instanceof RulesErrorValue) return j;
  if (i > j || j > items.length) return err(pos, `Range [${i}:${j}] out of bounds for size ${items.length}`);
  const slice = items.slice(i, j);
  return isString ? (slice as string[]).join('') : (slice as Value[]);
}

function typeTest(v: Value, typeName: string, pos: Pos): Value {
  if (v instanceof RulesErrorValue) return v;
  if (v instanceof SymbolicValue) return symbolicIs(v, typeName, pos);
  if (v instanceof SymbolicMap) return typeName === 'map' ? true : false;
  const t = typeOf(v);
  if (typeName === 'number') return t === 'int' || t === 'float';
  return t === typeName;
}

// -- compiler ----------------------------------------------------------------------------------

export class ExpressionCompiler {
  private readonly service: RulesServiceName;
  private readonly fileName: string;

  constructor(service: RulesServiceName, fileName: string) {
    this.service = service;
    this.fileName = fileName;
  }

  private fail(pos: Pos, expected: string, message: string): never {
    throw RulesSyntaxError.at(this.fileName, pos, expected, message);
  }

  /** Compiles a function body once; call sites share the compiled closure. */
  compileFunction(ref: FunctionRef): void {
    const { decl } = ref;
    const locals = new Map<string, LocalVar>();
    const fnScope: Scope = { parent: ref.scope, functions: new Map(), wildcards: new Map(), locals };
    decl.params.forEach((p, i) => locals.set(p, { slot: i, letEval: null }));
    const paramCount = decl.params.length;
    decl.lets.forEach((binding, j) => {
      // Each let sees the params and the lets declared before it.
      const visible: Scope = { ...fnScope, locals: new Map(locals) };
      let compiled: Evaluator | null = null;
      const letEval = (): Evaluator => {
        compiled ??= this.compile(binding.expr, visible);
        return compiled;
      };
      letEval();
      locals.set(binding.name, { slot: paramCount + j, letEval });
    });
    const body = this.compile(decl.body, fnScope);
    ref.impl = { frameSize: paramCount + decl.lets.length, paramCount, body };
  }

  compile(e: Expr, scope: Scope): Evaluator {
    switch (e.kind) {
      case 'literal': {
        const v = e.value as Value;
        return () => v;
      }
      case 'ident':
        return this.compileIdent(e.name, e.pos, scope);
      case 'member': {
        if (e.object.kind === 'ident' && this.isNamespace(e.object.name, scope)) {
          this.fail(e.pos, 'a function call', `'${e.object.name}.${e.name}' must be called as a function`);
        }
        const obj = this.compile(e.object, scope);
        const name = e.name;
        const pos = e.pos;
        return (ctx, f) => member(obj(ctx, f), name, pos);
      }
      case 'index': {
        const obj = this.compile(e.object, scope);
        const idx = this.compile(e.index, scope);
        const pos = e.pos;
        return (ctx, f) => index(obj(ctx, f), idx(ctx, f), pos);
      }
      case 'range': {
        const obj = this.compile(e.object, scope);
        const s = e.start === null ? null : this.compile(e.start, scope);
        const t = e.end === null ? null : this.compile(e.end, scope);
        const pos = e.pos;
        return (ctx, f) =>
          range(obj(ctx, f), s === null ? undefined : s(ctx, f), t === null ? undefined : t(ctx, f), pos);
      }
      case 'call':
        return this.compileCall(e, scope);
      case 'unary':
        return this.compileUnary(e.op, this.compile(e.operand, scope), e.pos);
      case 'binary':
        if (e.op === '&&' || e.op === '||') return this.compileLogical(e.op, e, scope);
        return this.compileBinary(e.op, this.compile(e.left, scope), this.compile(e.right, scope), e.pos);
      case 'ternary': {
        const c = this.compile(e.cond, scope);
        const a = this.compile(e.then, scope);
        const b = this.compile(e.otherwise, scope);
        const pos = e.pos;
        return (ctx, f) => {
          const v = c(ctx, f);
          if (v === true) return a(ctx, f);
          if (v === false) return b(ctx, f);
          return v instanceof RulesErrorValue
            ? v
            : err(pos, `Ternary condition must be a bool but got ${describe(v)}`);
        };
      }
      case 'is': {
        const v = this.compile(e.operand, scope);
        const t = e.typeName;
        const pos = e.pos;
        // Fast paths for primitive types; everything else (errors, symbolic values) goes the slow way.
        const primitive = (
          { string: 'string', bool: 'boolean', int: 'bigint', float: 'number' } as Record<string, string>
        )[t];
        if (primitive !== undefined) {
          return (ctx, f) => {
            const x = v(ctx, f);
            return typeof x === primitive ? true : typeTest(x, t, pos);
          };
        }
        return (ctx, f) => typeTest(v(ctx, f), t, pos);
      }
      case 'list': {
        if (e.items.every((it) => it.kind === 'literal')) {
          // Literal lists are built once and shared (lists are immutable), which also lets
          // membership indexes (hasOnly, in) be cached per list.
          const constant = e.items.map((it) => (it as { value: Value }).value);
          return () => constant;
        }
        const items = e.items.map((it) => this.compile(it, scope));
        const listPos = e.pos;
        return (ctx, f) => {
          const out: Value[] = new Array(items.length);
          for (let i = 0; i < items.length; i++) {
            const v = (items[i] as Evaluator)(ctx, f);
            if (v instanceof RulesErrorValue) return v;
            if (v instanceof SymbolicValue || v instanceof SymbolicMap) return symbolicEscape(listPos);
            out[i] = v;
          }
          return out;
        };
      }
      case 'map': {
        const entries = e.entries.map((en) => ({
          key: this.compile(en.key, scope),
          value: this.compile(en.value, scope),
        }));
        const pos = e.pos;
        return (ctx, f) => {
          const m = new Map<string, Value>();
          for (const en of entries) {
            const k = en.key(ctx, f);
            if (k instanceof RulesErrorValue) return k;
            if (typeof k !== 'string') return err(pos, `Map keys must be strings but got ${describe(k)}`);
            const v = en.value(ctx, f);
            if (v instanceof RulesErrorValue) return v;
            if (v instanceof SymbolicValue || v instanceof SymbolicMap) return symbolicEscape(pos);
            m.set(k, v);
          }
          return new RMap(m);
        };
      }
      case 'path':
        return this.compilePath(e.segments, e.pos, scope);
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  private isNamespace(name: string, scope: Scope): boolean {
    return (
      Object.prototype.hasOwnProperty.call(namespacesOf(this.service), name) &&
      this.tryResolveIdent(name, scope) === null
    );
  }

  private tryResolveIdent(name: string, scope: Scope): Evaluator | null {
    for (let s: Scope | null = scope; s !== null; s = s.parent) {
      if (s.locals !== null) {
        const local = s.locals.get(name);
        if (local !== undefined) {
          const slot = local.slot;
          if (local.letEval === null) return (_ctx, f) => f[slot] as Value;
          const letEval = local.letEval;
          return (ctx, f) => {
            let v = f[slot] as Value;
            if (v === PENDING) {
              v = letEval()(ctx, f);
              f[slot] = v;
            }
            return v;
          };
        }
      }
      const slot = s.wildcards.get(name);
      if (slot !== undefined) return (ctx) => ctx.bindings[slot] as Value;
    }
    if (name === 'request') return (ctx) => ctx.request;
    if (name === 'resource') return (ctx) => ctx.resource;
    return null;
  }

  private compileIdent(name: string, pos: Pos, scope: Scope): Evaluator {
    const ev = this.tryResolveIdent(name, scope);
    if (ev !== null) return ev;
    if (Object.prototype.hasOwnProperty.call(namespacesOf(this.service), name)) {
      this.fail(pos, 'a value', `'${name}' is a namespace of functions and cannot be used as a value`);
    }
    return this.fail(pos, 'a known variable', `Unknown variable '${name}'`);
  }

  private resolveFunction(name: string, scope: Scope): FunctionRef | null {
    for (let s: Scope | null = scope; s !== null; s = s.parent) {
      const ref = s.functions.get(name);
      if (ref !== undefined) return ref;
    }
    return null;
  }

  private compileArgs(args: Expr[], scope: Scope): Evaluator[] {
    return args.map((a) => this.compile(a, scope));
  }

  private compileCall(e: Extract<Expr, { kind: 'call' }>, scope: Scope): Evaluator {
    const { callee, pos } = e;
    const args = this.compileArgs(e.args, scope);
    if (callee.kind === 'ident') {
      const ref = this.resolveFunction(callee.name, scope);
      if (ref !== null) return this.compileUserCall(ref, args, pos);
      const builtin = topLevelFunction(callee.name, this.service);
      if (builtin !== undefined) return this.compileBuiltinCall(callee.name, builtin, args, pos);
      return this.fail(callee.pos, 'a declared function', `Unknown function '${callee.name}'`);
    }
    if (callee.kind === 'member') {
      if (callee.object.kind === 'ident' && this.isNamespace(callee.object.name, scope)) {
        const fn = namespaceFunction(callee.object.name, callee.name, this.service);
        if (fn === undefined) {
          return this.fail(
            callee.pos,
            'a known function',
            `Unknown function '${callee.object.name}.${callee.name}'`,
          );
        }
        return this.compileBuiltinCall(`${callee.object.name}.${callee.name}`, fn, args, pos);
      }
      const recv = this.compile(callee.object, scope);
      const name = callee.name;
      const byType = methodsNamed(name);
      if (args.length === 0) {
        const none: Value[] = [];
        return (ctx, f) => {
          const self = recv(ctx, f);
          if (self instanceof SymbolicMap) return symbolicMethod(self, name, none, pos);
          return callMethod(self, name, none, pos, byType);
        };
      }
      return (ctx, f) => {
        const self = recv(ctx, f);
        const values: Value[] = new Array(args.length);
        for (let i = 0; i < args.length; i++) values[i] = (args[i] as Evaluator)(ctx, f);
        if (self instanceof SymbolicMap) return symbolicMethod(self, name, values, pos);
        return callMethod(self, name, values, pos, byType);
      };
    }
    return this.fail(pos, 'a function name', 'Only named functions and methods can be called');
  }

  private compileBuiltinCall(name: string, fn: GlobalFn, args: Evaluator[], pos: Pos): Evaluator {
    if (args.length !== fn.arity) {
      this.fail(
        pos,
        `${fn.arity} argument(s)`,
        `${name}() expects ${fn.arity} argument(s) but got ${args.length}`,
      );
    }
    const impl = fn.fn;
    // debug() passes errors through unchanged like any other value.
    return (ctx, f) => {
      const values: Value[] = new Array(args.length);
      for (let i = 0; i < args.length; i++) {
        const v = (args[i] as Evaluator)(ctx, f);
        if (v instanceof RulesErrorValue) return v;
        values[i] = v;
      }
      return impl(values, pos, ctx);
    };
  }

  private compileUserCall(ref: FunctionRef, args: Evaluator[], pos: Pos): Evaluator {
    const { decl } = ref;
    if (args.length !== decl.params.length) {
      this.fail(
        pos,
        `${decl.params.length} argument(s)`,
        `${decl.name}() expects ${decl.params.length} argument(s) but got ${args.length}`,
      );
    }
    const name = decl.name;
    return (ctx, f) => {
      const impl = ref.impl as CompiledFunction;
      if (ctx.depth >= MAX_CALL_DEPTH)
        return err(pos, `Maximum function call depth (${MAX_CALL_DEPTH}) exceeded calling ${name}()`);
      const frame: Frame = new Array(impl.frameSize);
      for (let i = 0; i < impl.paramCount; i++) frame[i] = (args[i] as Evaluator)(ctx, f);
      for (let i = impl.paramCount; i < impl.frameSize; i++) frame[i] = PENDING;
      // No try/finally: evaluation never throws, and the context is per request anyway.
      ctx.depth++;
      const result = impl.body(ctx, frame);
      ctx.depth--;
      return result;
    };
  }

  private compileUnary(op: '!' | '-', operand: Evaluator, pos: Pos): Evaluator {
    if (op === '!') {
      return (ctx, f) => {
        const v = operand(ctx, f);
        if (v === true) return false;
        if (v === false) return true;
        return v instanceof RulesErrorValue
          ? v
          : err(pos, `Operator ! requires a bool but got ${describe(v)}`);
      };
    }
    return (ctx, f) => {
      const v = operand(ctx, f);
      if (typeof v === 'bigint') return checkInt(-v, pos);
      if (typeof v === 'number') return -v;
      if (v instanceof RDuration) return new RDuration(-v.ns);
      return v instanceof RulesErrorValue
        ? v
        : err(pos, `Operator - requires a number but got ${describe(v)}`);
    };
  }

  /**
   * `a && b && c ...` is left-associative; the chain is flattened into one loop over its operands
   * (long validation chains are the hot path of real rules). Per step, with acc the result so far:
   *   &&: acc false -> false (rest skipped); acc true -> next operand; acc error -> false if the
   *       next operand is false, else acc stays an error. `||` is the mirror image.
   */
  private compileLogical(op: '&&' | '||', e: Expr, scope: Scope): Evaluator {
    const operands: Evaluator[] = [];
    const positions: Pos[] = [];
    const collect = (x: Expr): void => {
      if (x.kind === 'binary' && x.op === op) {
        collect(x.left);
        positions.push(x.pos);
        operands.push(this.compile(x.right, scope));
      } else {
        operands.push(this.compile(x, scope));
      }
    };
    collect(e);
    const first = operands[0] as Evaluator;
    const n = operands.length;
    const stop = op === '&&' ? false : true;
    const go = !stop;
    const nonBool = (v: Value, i: number): RulesErrorValue =>
      err(
        positions[Math.max(0, i - 1)] as Pos,
        `Operator ${op} requires bool operands but got ${describe(v)}`,
      );
    return (ctx, f) => {
      let acc = first(ctx, f);
      if (acc === stop) return stop;
      if (acc !== go && !(acc instanceof RulesErrorValue)) acc = nonBool(acc, 1);
      for (let i = 1; i < n; i++) {
        const v = (operands[i] as Evaluator)(ctx, f);
        if (v === stop) return stop;
        if (acc === go) {
          acc = v === go || v instanceof RulesErrorValue ? v : nonBool(v, i);
        }
        // acc is an error: it stays unless a later operand decides the result (handled above).
      }
      return acc;
    };
  }

  private compileBinary(op: string, l: Evaluator, r: Evaluator, pos: Pos): Evaluator {
    switch (op) {
      // Firebase error semantics: an error operand is absorbed when the other operand decides the
      // result (false && x, error && false -> false; true || x, error || true -> true).
      case '&&':
        return (ctx, f) => {
          const a = l(ctx, f);
          if (a === false) return false;
          const b = r(ctx, f);
          if (a === true) {
            if (b === true || b === false || b instanceof RulesErrorValue) return b;
            return err(pos, `Operator && requires bool operands but got ${describe(b)}`);
          }
          if (b === false) return false;
          return a instanceof RulesErrorValue
            ? a
            : err(pos, `Operator && requires bool operands but got ${describe(a)}`);
        };
      case '||':
        return (ctx, f) => {
          const a = l(ctx, f);
          if (a === true) return true;
          const b = r(ctx, f);
          if (a === false) {
            if (b === true || b === false || b instanceof RulesErrorValue) return b;
            return err(pos, `Operator || requires bool operands but got ${describe(b)}`);
          }
          if (b === true) return true;
          return a instanceof RulesErrorValue
            ? a
            : err(pos, `Operator || requires bool operands but got ${describe(a)}`);
        };
      default:
    }
    const apply = this.binaryOp(op, pos);
    return (ctx, f) => {
      const a = l(ctx, f);
      if (a instanceof RulesErrorValue) return a;
      const b = r(ctx, f);
      if (b instanceof RulesErrorValue) return b;
      return apply(a, b);
    };
  }

  private binaryOp(op: string, pos: Pos): (a: Value, b: Value) => Value {
    switch (op) {
      case '==':
        return (a, b) => (isSymbolic(a) || isSymbolic(b) ? symbolicCompare('==', a, b, pos) : equals(a, b));
      case '!=':
        return (a, b) => (isSymbolic(a) || isSymbolic(b) ? symbolicCompare('!=', a, b, pos) : !equals(a, b));
      case '<':
        return (a, b) => (typeof a === 'bigint' && typeof b === 'bigint' ? a < b : relational(op, a, b, pos));
      case '<=':
        return (a, b) =>
          typeof a === 'bigint' && typeof b === 'bigint' ? a <= b : relational(op, a, b, pos);
      case '>':
        return (a, b) => (typeof a === 'bigint' && typeof b === 'bigint' ? a > b : relational(op, a, b, pos));
      case '>=':
        return (a, b) =>
          typeof a === 'bigint' && typeof b === 'bigint' ? a >= b : relational(op, a, b, pos);
      case 'in':
        return (a, b) => inOperator(a, b, pos);
      case '+':
        return (a, b) => add(a, b, pos);
      case '-':
        return (a, b) => subtract(a, b, pos);
      case '*':
        return (a, b) => multiply(a, b, pos);
      case '/':
        return (a, b) => divide(a, b, pos);
      case '%':
        return (a, b) => modulo(a, b, pos);
      default:
        return this.fail(pos, 'an operator', `Unknown operator '${op}'`);
    }
  }

  private compilePath(segments: PathSegmentExpr[], pos: Pos, scope: Scope): Evaluator {
    type Part = string | Evaluator;
    const compiled: Part[][] = segments.map((seg) =>
      seg.parts.map((part): Part => {
        if (typeof part === 'string') return part;
        // `$(name)` with an unknown name stays a placeholder for path.bind().
        if (part.kind === 'ident' && this.tryResolveIdent(part.name, scope) === null)
          return `$(${part.name})`;
        return this.compile(part, scope);
      }),
    );
    const allStatic = compiled.every((parts) => parts.every((p) => typeof p === 'string'));
    if (allStatic) {
      const path = new RPath(compiled.map((parts) => (parts as string[]).join('')));
      return () => path;
    }
    return (ctx, f) => {
      const out: string[] = [];
      for (const parts of compiled) {
        if (parts.length === 1 && typeof parts[0] !== 'string') {
          // A whole-segment interpolation of a path splices all of its segments.
          const v = (parts[0] as Evaluator)(ctx, f);
          if (v instanceof RPath) {
            out.push(...v.segments);
            continue;
          }
          const s = segmentText(v, pos);
          if (typeof s !== 'string') return s;
          out.push(s);
          continue;
        }
        let text = '';
        for (const p of parts) {
          if (typeof p === 'string') {
            text += p;
            continue;
          }
          const s = segmentText(p(ctx, f), pos);
          if (typeof s !== 'string') return s;
          text += s;
        }
        out.push(text);
      }
      return new RPath(out);
    };
  }
}

function segmentText(v: Value, pos: Pos): Value {
  if (typeof v === 'string') return v;
  if (v instanceof RulesErrorValue) return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return toStringValue(v, pos);
  return err(pos, `Cannot use a ${describe(v)} as a path segment`);
}
