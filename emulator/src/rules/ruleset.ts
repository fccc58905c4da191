// Ruleset compilation (scopes, match patterns, allow statements) and request evaluation.

import type { AllowMethod, FunctionDecl, MatchBlock, MatchSegment, Pos, RulesFile } from './ast.ts';
import { ExpressionCompiler, newScope, type FunctionRef, type Scope } from './compiler.ts';
import type { AccessTracker, EvalContext, Evaluator, Frame } from './context.ts';
import { parseRules } from './parser.ts';
import { queryVariants, type QueryVariant } from './query.ts';
import { RulesSyntaxError } from './syntax-error.ts';
import type {
  AuthContext,
  FirestoreEvaluation,
  QueryConstraints,
  RequestTime,
  RulesDecision,
  RulesMethod,
  RulesServiceName,
  Ruleset,
  StorageEvaluation,
  StorageObject,
} from './types.ts';
import {
  documentResource,
  fromJs,
  RMap,
  RPath,
  RTimestamp,
  RulesErrorValue,
  SymbolicMap,
  type MapLoader,
  type Value,
} from './values.ts';

/** The request methods each `allow` method grants (`read` is get and list, `write` the three writes). */
export const ALLOW_METHOD_EXPANSION: Readonly<Record<AllowMethod, readonly RulesMethod[]>> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

type CompiledAllow = {
  methods: ReadonlySet<RulesMethod>;
  condition: Evaluator | null;
  pos: Pos;
  text: string;
};

type CompiledBlock = {
  pattern: MatchSegment[];
  /** Binding slot per pattern segment (-1 for literals). */
  slots: number[];
  slotCount: number;
  allows: CompiledAllow[];
};

type CompiledService = { name: RulesServiceName; blocks: CompiledBlock[] };

/** Stands for the unknown document id of a `list` request. */
const UNKNOWN_SEGMENT = null;
/** Stands for the unknown parent path of a collection-group query ('**' in the list path). */
const ANY_PREFIX = Symbol('any parent path');
type PathSegments = readonly (string | null | typeof ANY_PREFIX)[];

const EMPTY_FRAME: Frame = [];

function registerFunctions(scope: Scope, decls: FunctionDecl[], refs: FunctionRef[], fileName: string): void {
  for (const decl of decls) {
    if (scope.functions.has(decl.name)) {
      throw RulesSyntaxError.at(
        fileName,
        decl.pos,
        'a unique function name',
        `Function '${decl.name}' is declared twice in the same scope`,
      );
    }
    const ref: FunctionRef = { decl, scope, impl: null };
    scope.functions.set(decl.name, ref);
    refs.push(ref);
  }
}

function compileService(
  file: RulesFile,
  index: number,
  fileName: string,
  fileScope: Scope,
  refs: FunctionRef[],
): CompiledService {
  const service = file.services[index];
  if (service === undefined) throw new Error('unreachable');
  const compiler = new ExpressionCompiler(service.name, fileName);
  const serviceScope = newScope(fileScope);
  const serviceRefs: FunctionRef[] = [];
  registerFunctions(serviceScope, service.functions, serviceRefs, fileName);
  const blocks: CompiledBlock[] = [];

  const walk = (
    match: MatchBlock,
    parent: Scope,
    pattern: MatchSegment[],
    slots: number[],
    slotCount: number,
  ): void => {
    const scope = newScope(parent);
    const fullPattern = [...pattern];
    const fullSlots = [...slots];
    let count = slotCount;
    for (const seg of match.segments) {
      fullPattern.push(seg);
      if (seg.kind === 'literal') {
        fullSlots.push(-1);
      } else {
        scope.wildcards.set(seg.name, count);
        fullSlots.push(count++);
      }
    }
    registerFunctions(scope, match.functions, serviceRefs, fileName);
    const allows: CompiledAllow[] = match.allows.map((a) => {
      const methods = new Set<RulesMethod>();
      for (const m of a.methods) for (const x of ALLOW_METHOD_EXPANSION[m]) methods.add(x);
      return {
        methods,
        condition: a.condition === null ? null : compiler.compile(a.condition, scope),
        pos: a.pos,
        text: a.text,
      };
    });
    if (allows.length > 0) blocks.push({ pattern: fullPattern, slots: fullSlots, slotCount: count, allows });
    for (const child of match.matches) walk(child, scope, fullPattern, fullSlots, count);
  };
  for (const m of service.matches) walk(m, serviceScope, [], [], 0);

  // File-level functions are compiled per service, since get()/exists() availability differs.
  for (const ref of refs) compiler.compileFunction(ref);
  for (const ref of serviceRefs) compiler.compileFunction(ref);
  return { name: service.name, blocks };
}

/**
 * Matches a flattened pattern against path segments, filling `bindings`. Recursive wildcards
 * match zero or more segments in rules_version '2' and one or more in '1'.
 */
function matchPattern(
  block: CompiledBlock,
  segs: PathSegments,
  minRecursive: number,
  bindings: Value[],
): boolean {
  const { pattern, slots } = block;
  const n = segs.length;
  const at = (pi: number, si: number): boolean => {
    if (pi === pattern.length) return si === n;
    const seg = pattern[pi] as MatchSegment;
    if (seg.kind === 'literal') return si < n && segs[si] === seg.value && at(pi + 1, si + 1);
    const slot = slots[pi] as number;
    if (seg.kind === 'single') {
      if (si >= n) return false;
      const s = segs[si];
      // Only a recursive wildcard can stand for the arbitrary parents of a collection group.
      if (s === ANY_PREFIX) return false;
      bindings[slot] = s === UNKNOWN_SEGMENT ? unknownId(seg.name) : (s as string);
      return at(pi + 1, si + 1);
    }
    for (let k = n - si; k >= minRecursive; k--) {
      const part = segs.slice(si, si + k);
      bindings[slot] =
        part.includes(UNKNOWN_SEGMENT) || part.includes(ANY_PREFIX)
          ? unknownId(seg.name)
          : new RPath(part as string[]);
      if (at(pi + 1, si + k)) return true;
    }
    return false;
  };
  return at(0, 0);
}

function unknownId(name: string): RulesErrorValue {
  return new RulesErrorValue(
    `Rules are not filters: wildcard '${name}' is the id of each listed document, which is unknown while evaluating a list query`,
    0,
    0,
  );
}

function timeValue(time: RequestTime): RTimestamp {
  return typeof time === 'bigint' ? new RTimestamp(time) : RTimestamp.fromDate(time);
}

function authValue(auth: AuthContext): Value {
  if (auth === null || auth === undefined) return null;
  const entries = new Map<string, Value>();
  entries.set('uid', auth.uid);
  entries.set('token', fromJs(auth.token ?? {}));
  return new RMap(entries);
}

/** Builds a map whose entries are computed on first access. */
function lazyMap(entries: Record<string, () => Value>): RMap {
  const keys = Object.keys(entries);
  const loader: MapLoader = {
    keys: () => keys,
    load: (key) =>
      Object.prototype.hasOwnProperty.call(entries, key) ? (entries[key] as () => Value)() : undefined,
  };
  return new RMap(undefined, loader);
}

function queryValue(query: QueryConstraints | undefined): RMap {
  const entries = new Map<string, Value>();
  if (query?.limit !== undefined) entries.set('limit', BigInt(query.limit));
  if (query?.offset !== undefined) entries.set('offset', BigInt(query.offset));
  if (query?.orderBy !== undefined && query.orderBy.length > 0) {
    entries.set(
      'orderBy',
      new RMap(new Map(query.orderBy.map((o) => [o.field, o.direction] as [string, Value]))),
    );
  }
  return new RMap(entries);
}

function storageObjectValue(o: StorageObject): RMap {
  const entries = new Map<string, Value>();
  entries.set('name', o.name);
  entries.set('bucket', o.bucket);
  entries.set('size', BigInt(Math.trunc(o.size)));
  entries.set('contentType', o.contentType);
  entries.set('metadata', fromJs(o.metadata ?? {}));
  if (o.timeCreated !== undefined) entries.set('timeCreated', RTimestamp.fromDate(o.timeCreated));
  if (o.updated !== undefined) entries.set('updated', RTimestamp.fromDate(o.updated));
  const intish = (v: string): Value => (/^-?\d+$/.test(v) ? BigInt(v) : v);
  if (o.generation !== undefined) entries.set('generation', intish(o.generation));
  if (o.metageneration !== undefined) entries.set('metageneration', intish(o.metageneration));
  const optional = [
    'md5Hash',
    'crc32c',
    'etag',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
  ] as const;
  for (const k of optional) {
    const v = o[k];
    if (v !== undefined) entries.set(k, v);
  }
  return new RMap(entries);
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

type Outcome = { allowed: boolean; reason: string };

class CompiledRuleset implements Ruleset {
  readonly services: RulesServiceName[];
  private readonly byName: Map<RulesServiceName, CompiledService>;
  private readonly fileName: string;
  private readonly minRecursive: number;

  constructor(file: RulesFile, fileName: string) {
    this.fileName = fileName;
    this.minRecursive = file.version === '2' ? 0 : 1;
    this.byName = new Map();
    file.services.forEach((s, i) => {
      if (this.byName.has(s.name)) {
        throw RulesSyntaxError.at(
          fileName,
          s.pos,
          'one block per service',
          `Service '${s.name}' is declared twice`,
        );
      }
      // Each service gets its own file scope so file-level functions compile against it.
      const fileScope = newScope(null);
      const refs: FunctionRef[] = [];
      registerFunctions(fileScope, file.functions, refs, fileName);
      this.byName.set(s.name, compileService(file, i, fileName, fileScope, refs));
    });
    this.services = [...this.byName.keys()];
  }

  evaluate(input: FirestoreEvaluation | StorageEvaluation): RulesDecision {
    const service = this.byName.get(input.service);
    if (service === undefined)
      return { allowed: false, reason: `denied: the ruleset has no 'service ${input.service}' block` };
    const access: AccessTracker = {
      // Storage: the distinct documents its firestore.get()/exists() read, as for a single-document
      // Firestore request.
      limit: input.service === 'cloud.firestore' ? (input.accessLimit ?? 10) : 10,
      cache: new Map(),
      exceeded: false,
    };
    try {
      if (input.service === 'cloud.firestore') return this.evaluateFirestore(service, input, access);
      return this.evaluateStorage(service, input, access);
    } catch (e) {
      // Malformed input (e.g. a document without fields) must fail closed, not crash the server.
      return { allowed: false, reason: `denied: internal error: ${(e as Error).message}` };
    }
  }

  private evaluateFirestore(
    service: CompiledService,
    input: FirestoreEvaluation,
    access: AccessTracker,
  ): RulesDecision {
    const database = input.database ?? '(default)';
    const rel = splitPath(input.path);
    const full = ['databases', database, 'documents', ...rel];
    const isList = input.method === 'list';
    const segments: (string | null | typeof ANY_PREFIX)[] = ['databases', database, 'documents'];
    // A collection-group query is listed as '[parent document/]**/collectionId': any path below
    // the parent. A collection path has an odd number of segments, so an even one whose
    // next-to-last segment is '**' can only be a group (a document id may itself be '**').
    const groupQuery = isList && rel.length % 2 === 0 && rel[rel.length - 2] === '**';
    if (groupQuery) {
      if (this.minRecursive > 0) {
        return {
          allowed: false,
          reason:
            "denied: collection-group queries need rules_version = '2' (recursive wildcards matching zero or more segments)",
        };
      }
      segments.push(...rel.slice(0, -2), ANY_PREFIX, rel[rel.length - 1] as string);
    } else {
      segments.push(...rel);
    }
    // A list request names a collection; rules match its documents, whose ids are unknown.
    if (isList && (groupQuery || rel.length % 2 === 1)) segments.push(UNKNOWN_SEGMENT);
    const time = input.time ?? new Date();
    const requestResource = input.requestResource;
    const withRequestResource =
      (input.method === 'create' || input.method === 'update') && requestResource != null;
    const requestEntries: Record<string, () => Value> = {
      auth: () => authValue(input.auth),
      method: () => input.method,
      path: () => new RPath(full),
      time: () => timeValue(time),
    };
    if (withRequestResource) requestEntries['resource'] = () => documentResource(requestResource, database);
    if (isList) requestEntries['query'] = () => queryValue(input.query);
    const request = lazyMap(requestEntries);
    const base: EvalContext = {
      bindings: [],
      request,
      resource: null,
      service: 'cloud.firestore',
      database,
      lookups: input.lookups ?? null,
      access,
      depth: 0,
    };
    if (!isList) {
      base.resource =
        input.resource === null || input.resource === undefined
          ? null
          : documentResource(input.resource, database);
      return this.run(service, base, segments, input.method);
    }
    const variants = queryVariants(input.query);
    if (typeof variants === 'string') return { allowed: false, reason: `denied: ${variants}` };
    let first: RulesDecision | null = null;
    for (const variant of variants) {
      const ctx: EvalContext = { ...base, resource: symbolicResource(variant, database, rel) };
      let segs: PathSegments = segments;
      if (variant.name !== null && segments[segments.length - 1] === UNKNOWN_SEGMENT) {
        // `__name__ ==` pins the listed document, so its id is known after all.
        const id = variant.name.segments[variant.name.segments.length - 1];
        if (id !== undefined) segs = [...segments.slice(0, -1), id];
      }
      const d = this.run(service, ctx, segs, 'list');
      if (!d.allowed)
        return variants.length > 1
          ? { allowed: false, reason: `${d.reason} (for one of the query's 'in' values)` }
          : d;
      first ??= d;
    }
    return first ?? { allowed: false, reason: 'denied: no matching allow' };
  }

  private evaluateStorage(
    service: CompiledService,
    input: StorageEvaluation,
    access: AccessTracker,
  ): RulesDecision {
    const name = splitPath(input.path);
    const full = ['b', input.bucket, 'o', ...name];
    const segments: (string | null)[] = [...full];
    if (input.method === 'list') segments.push(UNKNOWN_SEGMENT);
    const time = input.time ?? new Date();
    const requestResource = input.requestResource;
    const requestEntries: Record<string, () => Value> = {
      auth: () => authValue(input.auth),
      path: () => new RPath(full),
      time: () => timeValue(time),
      params: () => new RMap(),
    };
    if ((input.method === 'create' || input.method === 'update') && requestResource != null) {
      requestEntries['resource'] = () => storageObjectValue(requestResource);
    }
    const ctx: EvalContext = {
      bindings: [],
      request: lazyMap(requestEntries),
      resource:
        input.resource === null || input.resource === undefined ? null : storageObjectValue(input.resource),
      service: 'firebase.storage',
      database: '(default)',
      lookups: input.firestore ?? null,
      access,
      depth: 0,
    };
    return this.run(service, ctx, segments, input.method);
  }

  private run(
    service: CompiledService,
    ctx: EvalContext,
    segments: PathSegments,
    method: RulesMethod,
  ): Outcome {
    let firstError: RulesErrorValue | null = null;
    let evaluated = 0;
    let applicable = 0;
    for (const block of service.blocks) {
      let candidate = false;
      for (const a of block.allows) if (a.methods.has(method)) candidate = true;
      if (!candidate) continue;
      const bindings: Value[] = new Array(block.slotCount);
      if (!matchPattern(block, segments, this.minRecursive, bindings)) continue;
      ctx.bindings = bindings;
      for (const allow of block.allows) {
        if (!allow.methods.has(method)) continue;
        applicable++;
        if (allow.condition === null) return this.allowed(allow);
        const v = allow.condition(ctx, EMPTY_FRAME);
        if (ctx.access.exceeded) {
          return {
            allowed: false,
            reason: `denied: exceeded the limit of ${ctx.access.limit} document access calls (get/exists/getAfter/existsAfter)`,
          };
        }
        if (v === true) return this.allowed(allow);
        evaluated++;
        if (v instanceof RulesErrorValue) firstError ??= v;
        else if (v !== false)
          firstError ??= new RulesErrorValue(
            `Condition of '${allow.text}' is not a bool`,
            allow.pos.line,
            allow.pos.column,
          );
      }
    }
    if (firstError !== null) {
      const where = firstError.line > 0 ? `${firstError.line}:${firstError.column}: ` : '';
      return { allowed: false, reason: `denied: error at ${where}${firstError.message}` };
    }
    if (applicable === 0) return { allowed: false, reason: 'denied: no matching allow' };
    return {
      allowed: false,
      reason: `denied: no matching allow (${evaluated} condition${evaluated === 1 ? '' : 's'} evaluated to false)`,
    };
  }

  private allowed(allow: CompiledAllow): Outcome {
    return {
      allowed: true,
      reason: `allowed by ${this.fileName}:${allow.pos.line}:${allow.pos.column} '${allow.text}'`,
    };
  }
}

function symbolicResource(variant: QueryVariant, database: string, collection: string[]): RMap {
  const entries = new Map<string, Value>();
  if (variant.name !== null) {
    entries.set('__name__', variant.name);
    entries.set('id', variant.name.segments[variant.name.segments.length - 1] ?? '');
  } else {
    const unknown = new RulesErrorValue(
      `Rules are not filters: the document name of each listed document in /databases/${database}/documents/${collection.join('/')} is unknown`,
      0,
      0,
    );
    entries.set('__name__', unknown);
    entries.set('id', unknown);
  }
  entries.set('data', new SymbolicMap('', variant.constraints));
  return new RMap(entries);
}

function defaultFileName(source: string): string {
  return /service\s+firebase\.storage/.test(source) && !/service\s+cloud\.firestore/.test(source)
    ? 'storage.rules'
    : 'firestore.rules';
}

/** Parses and compiles a ruleset. Throws RulesSyntaxError. */
export function compile(source: string, options?: { fileName?: string }): Ruleset {
  const fileName = options?.fileName ?? defaultFileName(source);
  return new CompiledRuleset(parseRules(source, fileName), fileName);
}
