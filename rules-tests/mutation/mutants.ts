import {
  ALLOW_METHOD_EXPANSION,
  parseRules,
  type AllowMethod,
  type AllowStmt,
  type Expr,
  type FunctionDecl,
  type MatchBlock,
  type MatchSegment,
  type RulesFile,
  type RulesMethod,
  type RulesServiceName,
} from '@careers/emulator/rules';
import { printExpr, printMatchPath, printRules } from './print-rules.ts';

// Weakened copies of a rules file, one change each. Every operator below makes a rule allow more
// (or, for a few, something different) than it did, so the rules tests should notice each one.
// They work on the parsed tree, so any rules file is handled, including rules added later.

export const OPERATORS = {
  'drop-conjunct': 'one operand of an && removed',
  'false-to-admin': '`if false` turned into an admin check',
  'false-to-signed-in': '`if false` turned into a signed-in check',
  'false-to-owner': '`if false` turned into an owner check on a uid wildcard',
  'widen-method': 'an allowed method widened (get/list to read, create/update/delete to write)',
  'loosen-true-check': '`x == true` loosened to truthy, `x != false` or `x != null`',
  'loosen-false-check': '`x == false` loosened to `x != true`',
  'flip-equality': '`==` and `!=` swapped',
  'relax-limit': 'a numeric bound of a comparison moved by one to let one more through',
  'raise-limit-argument': "an integer argument of the rules' own function (a length limit) raised by one",
  'drop-required-key': 'a key removed from a hasAll list',
  'drop-protected-key': 'a key removed from a negated hasAny list',
  'widen-type': '`is int` / `is float` widened to `is number`',
} as const;
export type MutationOperator = keyof typeof OPERATORS;

/** A match path from the service root (`/databases/{database}/documents/jobs/{jobId}`). */
export type MatchPattern = readonly MatchSegment[];

/** An allow a mutant changes: the requests it judges are these methods under this path. */
export type AffectedRule = { path: MatchPattern; methods: readonly RulesMethod[] };

export type Mutant = {
  /** Stable across runs and edits elsewhere in the file: file, scope, operator and the change. */
  id: string;
  file: string;
  service: RulesServiceName;
  operator: MutationOperator;
  /** Where the change is: `match /jobs/{jobId}: allow get, list` or `function isAdmin`. */
  scope: string;
  before: string;
  after: string;
  /** The whole mutated rules file. */
  source: string;
  /** Every allow whose decision may change (for a widened allow, with its new methods). */
  affects: AffectedRule[];
};

export type MutantOptions = {
  /** The custom claim that makes an admin (`ADMIN_CLAIM` of the domain). */
  adminClaim: string;
};

// ---------------------------------------------------------------- tree helpers

const POS = { line: 0, column: 0 };
const ident = (name: string): Expr => ({ kind: 'ident', name, pos: POS });
const literal = (value: boolean | bigint | string | null): Expr => ({ kind: 'literal', value, pos: POS });
const member = (object: Expr, name: string): Expr => ({ kind: 'member', object, name, pos: POS });
const binary = (op: '&&' | '==' | '!=', left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  op,
  left,
  right,
  pos: POS,
});
const call = (callee: Expr, args: Expr[]): Expr => ({ kind: 'call', callee, args, pos: POS });
const requestAuth = () => member(ident('request'), 'auth');

const signedInCheck = () => binary('!=', requestAuth(), literal(null));
const adminCheck = (claim: string) =>
  binary(
    '&&',
    signedInCheck(),
    binary(
      '==',
      call(member(member(requestAuth(), 'token'), 'get'), [literal(claim), literal(false)]),
      literal(true),
    ),
  );
const ownerCheck = (wildcard: string) => binary('==', member(requestAuth(), 'uid'), ident(wildcard));

/** Operands of a chain of one operator, flattened (`a && (b && c)` is three operands). */
const flatten = (expr: Expr, op: '&&'): Expr[] =>
  expr.kind === 'binary' && expr.op === op ? [...flatten(expr.left, op), ...flatten(expr.right, op)] : [expr];

const chain = (operands: Expr[]): Expr => operands.reduce((left, right) => binary('&&', left, right));

const isBoolLiteral = (expr: Expr, value: boolean) => expr.kind === 'literal' && expr.value === value;
const isIntLiteral = (expr: Expr): expr is Extract<Expr, { kind: 'literal' }> & { value: bigint } =>
  expr.kind === 'literal' && typeof expr.value === 'bigint';

/** The names of the functions `expr` calls (`isText(x, 60)` → isText). */
export const calledNames = (expr: Expr, into = new Set<string>()): Set<string> => {
  const visit = (node: Expr | null): void => {
    if (!node) return;
    switch (node.kind) {
      case 'call':
        if (node.callee.kind === 'ident') into.add(node.callee.name);
        visit(node.callee);
        node.args.forEach(visit);
        return;
      case 'member':
        return visit(node.object);
      case 'index':
        visit(node.object);
        return visit(node.index);
      case 'range':
        visit(node.object);
        visit(node.start);
        return visit(node.end);
      case 'unary':
        return visit(node.operand);
      case 'binary':
        visit(node.left);
        return visit(node.right);
      case 'ternary':
        visit(node.cond);
        visit(node.then);
        return visit(node.otherwise);
      case 'is':
        return visit(node.operand);
      case 'list':
        return node.items.forEach(visit);
      case 'map':
        return node.entries.forEach((entry) => {
          visit(entry.key);
          visit(entry.value);
        });
      case 'path':
        return node.segments.forEach((segment) =>
          segment.parts.forEach((part) => (typeof part === 'string' ? undefined : visit(part))),
        );
      default:
    }
  };
  visit(expr);
  return into;
};

// ---------------------------------------------------------------- expression operators

type LocalMutation = { operator: MutationOperator; before: Expr; after: Expr | null; result: Expr };
type ExprContext = { functions: ReadonlySet<string>; negated: boolean };

/** Mutations of `expr` made at `expr` itself (not inside its operands). */
const mutationsAt = (expr: Expr, context: ExprContext): LocalMutation[] => {
  const out: LocalMutation[] = [];
  const replace = (operator: MutationOperator, after: Expr) =>
    out.push({ operator, before: expr, after, result: after });

  if (expr.kind === 'binary' && (expr.op === '==' || expr.op === '!=')) {
    const [checked, constant] =
      isBoolLiteral(expr.right, true) || isBoolLiteral(expr.right, false)
        ? [expr.left, expr.right]
        : [expr.right, expr.left];
    if (expr.op === '==' && isBoolLiteral(constant, true)) {
      replace('loosen-true-check', checked);
      replace('loosen-true-check', binary('!=', checked, literal(false)));
      replace('loosen-true-check', binary('!=', checked, literal(null)));
    } else if (expr.op === '==' && isBoolLiteral(constant, false)) {
      replace('loosen-false-check', binary('!=', checked, literal(true)));
    } else {
      replace('flip-equality', { ...expr, op: expr.op === '==' ? '!=' : '==' });
    }
  }

  if (expr.kind === 'binary' && ['<', '<=', '>', '>='].includes(expr.op)) {
    // Let one more value through: an upper bound up by one, a lower bound down by one.
    const bound = isIntLiteral(expr.right) ? 'right' : isIntLiteral(expr.left) ? 'left' : null;
    if (bound) {
      const value = (expr[bound] as { value: bigint }).value;
      const upper = (bound === 'right') === (expr.op === '<' || expr.op === '<=');
      replace('relax-limit', { ...expr, [bound]: literal(upper ? value + 1n : value - 1n) });
    }
  }

  if (expr.kind === 'call' && expr.callee.kind === 'ident' && context.functions.has(expr.callee.name)) {
    expr.args.forEach((arg, index) => {
      if (!isIntLiteral(arg)) return;
      const args = expr.args.map((other, i) => (i === index ? literal(arg.value + 1n) : other));
      replace('raise-limit-argument', { ...expr, args });
    });
  }

  if (expr.kind === 'call' && expr.callee.kind === 'member' && expr.args[0]?.kind === 'list') {
    const method = expr.callee.name;
    const operator: MutationOperator | null =
      method === 'hasAll' && !context.negated
        ? 'drop-required-key'
        : method === 'hasAny' && context.negated
          ? 'drop-protected-key'
          : null;
    const list = expr.args[0];
    if (operator && list.items.length > 1) {
      list.items.forEach((_item, index) => {
        const items = list.items.filter((__, i) => i !== index);
        replace(operator, { ...expr, args: [{ ...list, items }, ...expr.args.slice(1)] });
      });
    }
  }

  if (expr.kind === 'is' && (expr.typeName === 'int' || expr.typeName === 'float')) {
    replace('widen-type', { ...expr, typeName: 'number' });
  }

  if (expr.kind === 'binary' && expr.op === '&&') {
    const operands = flatten(expr, '&&');
    operands.forEach((dropped, index) => {
      out.push({
        operator: 'drop-conjunct',
        before: dropped,
        after: null,
        result: chain(operands.filter((_, i) => i !== index)),
      });
    });
  }
  return out;
};

/** Every mutation of `expr` and of its operands, each returned as the whole mutated expression. */
const mutateExpr = (expr: Expr, context: ExprContext): LocalMutation[] => {
  const out = mutationsAt(expr, context);
  const inside = (child: Expr, rebuild: (mutated: Expr) => Expr, childContext = context) => {
    for (const mutation of mutateExpr(child, childContext)) {
      out.push({ ...mutation, result: rebuild(mutation.result) });
    }
  };
  switch (expr.kind) {
    case 'binary':
      if (expr.op === '&&') {
        // The chain's operands, each mutated in place (the chain itself was handled above).
        const operands = flatten(expr, '&&');
        operands.forEach((operandExpr, index) =>
          inside(operandExpr, (mutated) =>
            chain(operands.map((other, i) => (i === index ? mutated : other))),
          ),
        );
      } else {
        inside(expr.left, (left) => ({ ...expr, left }));
        inside(expr.right, (right) => ({ ...expr, right }));
      }
      break;
    case 'unary':
      inside(expr.operand, (operand) => ({ ...expr, operand }), {
        ...context,
        negated: expr.op === '!' ? !context.negated : context.negated,
      });
      break;
    case 'ternary':
      inside(expr.cond, (cond) => ({ ...expr, cond }));
      inside(expr.then, (then) => ({ ...expr, then }));
      inside(expr.otherwise, (otherwise) => ({ ...expr, otherwise }));
      break;
    case 'call':
      expr.args.forEach((arg, index) =>
        inside(arg, (mutated) => ({ ...expr, args: expr.args.map((a, i) => (i === index ? mutated : a)) })),
      );
      inside(expr.callee, (callee) => ({ ...expr, callee }));
      break;
    case 'member':
      inside(expr.object, (object) => ({ ...expr, object }));
      break;
    case 'index':
      inside(expr.object, (object) => ({ ...expr, object }));
      inside(expr.index, (index) => ({ ...expr, index }));
      break;
    case 'is':
      inside(expr.operand, (operand) => ({ ...expr, operand }));
      break;
    default:
  }
  return out;
};

// ---------------------------------------------------------------- methods

const WIDER: Partial<Record<AllowMethod, AllowMethod>> = {
  get: 'read',
  list: 'read',
  create: 'write',
  update: 'write',
  delete: 'write',
};
const basicMethods = (methods: readonly AllowMethod[]): RulesMethod[] =>
  [...new Set(methods.flatMap((method) => ALLOW_METHOD_EXPANSION[method]))].sort();
const coverage = (methods: readonly AllowMethod[]) => basicMethods(methods).join(',');
const affectedBy = (
  site: { path: MatchPattern; allow: AllowStmt },
  methods = site.allow.methods,
): AffectedRule => ({
  path: site.path,
  methods: basicMethods(methods),
});

// ---------------------------------------------------------------- the file

type Site = {
  scope: string;
  /** Replaces the site's part of the tree and returns the whole file. */
  rebuild: (replacement: {
    condition?: Expr | null;
    methods?: AllowMethod[];
    body?: Expr;
    lets?: FunctionDecl['lets'];
  }) => RulesFile;
};

type AllowSite = Site & { kind: 'allow'; allow: AllowStmt; path: MatchPattern; wildcards: string[] };
type FunctionSite = Site & { kind: 'function'; fn: FunctionDecl };

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((other, i) => (i === index ? item : other));

/** Walks the file's services, matches, functions and allows with a way to rebuild the file around each. */
const sitesOf = (file: RulesFile, serviceIndex: number) => {
  const allows: AllowSite[] = [];
  const functions: FunctionSite[] = [];
  const service = file.services[serviceIndex];
  if (!service) return { allows, functions };
  const withService = (matches: MatchBlock[], serviceFunctions = service.functions): RulesFile => ({
    ...file,
    services: replaceAt(file.services, serviceIndex, { ...service, functions: serviceFunctions, matches }),
  });

  const functionSite = (
    fn: FunctionDecl,
    scope: string,
    rebuildWith: (fn: FunctionDecl) => RulesFile,
  ): FunctionSite => ({
    kind: 'function',
    fn,
    scope: `${scope}function ${fn.name}`,
    rebuild: ({ body, lets }) => rebuildWith({ ...fn, body: body ?? fn.body, lets: lets ?? fn.lets }),
  });

  service.functions.forEach((fn, index) =>
    functions.push(
      functionSite(fn, '', (changed) =>
        withService(service.matches, replaceAt(service.functions, index, changed)),
      ),
    ),
  );

  const walk = (
    match: MatchBlock,
    parentPath: MatchPattern,
    shownPath: string,
    rebuildMatch: (changed: MatchBlock) => RulesFile,
  ) => {
    const path = [...parentPath, ...match.segments];
    // The outermost block is the service's root (`/databases/{database}/documents`, `/b/{bucket}/o`):
    // scopes name what is below it, as the rules' readers do.
    const ownPath = printMatchPath(match.segments);
    const shown = parentPath.length === 0 && match.allows.length === 0 ? '' : `${shownPath}${ownPath}`;
    const scope = shown === '' ? '' : `match ${shown}: `;
    const wildcards = path.flatMap((segment) => (segment.kind === 'single' ? [segment.name] : []));
    match.functions.forEach((fn, index) =>
      functions.push(
        functionSite(fn, scope, (changed) =>
          rebuildMatch({ ...match, functions: replaceAt(match.functions, index, changed) }),
        ),
      ),
    );
    const sameMethods = new Map<string, number>();
    match.allows.forEach((allow, index) => {
      const methods = allow.methods.join(', ');
      const seen = (sameMethods.get(methods) ?? 0) + 1;
      sameMethods.set(methods, seen);
      allows.push({
        kind: 'allow',
        allow,
        path,
        wildcards,
        scope: `${scope}allow ${methods}${seen > 1 ? ` #${String(seen)}` : ''}`,
        rebuild: ({ condition, methods: newMethods }) =>
          rebuildMatch({
            ...match,
            allows: replaceAt(match.allows, index, {
              ...allow,
              condition: condition === undefined ? allow.condition : condition,
              methods: newMethods ?? allow.methods,
            }),
          }),
      });
    });
    match.matches.forEach((child, index) =>
      walk(child, path, shown, (changed) =>
        rebuildMatch({ ...match, matches: replaceAt(match.matches, index, changed) }),
      ),
    );
  };
  service.matches.forEach((match, index) =>
    walk(match, [], '', (changed) => withService(replaceAt(service.matches, index, changed))),
  );
  return { allows, functions };
};

/** The uid-like wildcards an owner check can compare with (`{uid}`, `{userId}`, `{ownerUid}`). */
const isUidWildcard = (name: string) => name === 'uid' || /Uid$|^userId$|^ownerId$/.test(name);

/** Every mutant of one rules file. */
export const generateMutants = (fileName: string, source: string, options: MutantOptions): Mutant[] => {
  const file = parseRules(source, fileName);
  const mutants: Mutant[] = [];
  const original = printRules(file);

  file.services.forEach((service, serviceIndex) => {
    const { allows, functions } = sitesOf(file, serviceIndex);
    const functionNames = new Set(functions.map((site) => site.fn.name));
    const context: ExprContext = { functions: functionNames, negated: false };

    // Which functions a change to a function reaches: itself and every function that calls it.
    const callers = (name: string): Set<string> => {
      const reached = new Set([name]);
      for (let grown = true; grown;) {
        grown = false;
        for (const site of functions) {
          if (reached.has(site.fn.name)) continue;
          const calls = calledNames(site.fn.body);
          site.fn.lets.forEach((binding) => calledNames(binding.expr, calls));
          if ([...calls].some((called) => reached.has(called))) {
            reached.add(site.fn.name);
            grown = true;
          }
        }
      }
      return reached;
    };
    const allowsCalling = (names: Set<string>) =>
      allows
        .filter(
          (site) => site.allow.condition && [...calledNames(site.allow.condition)].some((n) => names.has(n)),
        )
        .map((site) => affectedBy(site));

    const add = (
      operator: MutationOperator,
      scope: string,
      before: string,
      after: string,
      rebuilt: RulesFile,
      affects: AffectedRule[],
    ) => {
      const mutatedSource = printRules(rebuilt);
      // A change that prints the same file as the original or as an earlier mutant adds nothing.
      if (mutatedSource === original || mutants.some((mutant) => mutant.source === mutatedSource)) return;
      const base = `${fileName} | ${scope} | ${operator} | ${before} → ${after}`;
      let id = base;
      for (let n = 2; mutants.some((mutant) => mutant.id === id); n += 1) id = `${base} #${String(n)}`;
      mutants.push({
        id,
        file: fileName,
        service: service.name,
        operator,
        scope,
        before,
        after,
        source: mutatedSource,
        affects,
      });
    };

    const addExprMutations = (
      root: Expr,
      scope: string,
      rebuild: (expr: Expr) => RulesFile,
      affects: AffectedRule[],
    ) => {
      for (const mutation of mutateExpr(root, context)) {
        const before = printExpr(mutation.before);
        const after = mutation.after ? printExpr(mutation.after) : '(removed)';
        add(mutation.operator, scope, before, after, rebuild(mutation.result), affects);
      }
    };

    for (const site of allows) {
      const { allow } = site;
      const condition = allow.condition;
      if (condition && isBoolLiteral(condition, false)) {
        const replacements: [MutationOperator, Expr][] = [
          ['false-to-admin', adminCheck(options.adminClaim)],
          ['false-to-signed-in', signedInCheck()],
          ...site.wildcards
            .filter(isUidWildcard)
            .map((wildcard): [MutationOperator, Expr] => ['false-to-owner', ownerCheck(wildcard)]),
        ];
        for (const [operator, replacement] of replacements) {
          add(
            operator,
            site.scope,
            'false',
            printExpr(replacement),
            site.rebuild({ condition: replacement }),
            [affectedBy(site)],
          );
        }
        // Widening a rule that grants nothing grants nothing more.
        continue;
      }
      if (condition) {
        addExprMutations(condition, site.scope, (expr) => site.rebuild({ condition: expr }), [
          affectedBy(site),
        ]);
      }
      for (const method of allow.methods) {
        const wider = WIDER[method];
        if (!wider) continue;
        // `allow create, update` widened at create is `allow write`: drop what the wider method covers.
        const covered = ALLOW_METHOD_EXPANSION[wider];
        const methods = [
          ...new Set(
            allow.methods
              .map((other) => (other === method ? wider : other))
              .filter(
                (other) =>
                  other === wider || !ALLOW_METHOD_EXPANSION[other].every((m) => covered.includes(m)),
              ),
          ),
        ];
        if (coverage(methods) === coverage(allow.methods)) continue;
        add(
          'widen-method',
          site.scope,
          `allow ${allow.methods.join(', ')}`,
          `allow ${methods.join(', ')}`,
          site.rebuild({ methods }),
          [affectedBy(site, methods)],
        );
      }
    }

    for (const site of functions) {
      const affects = allowsCalling(callers(site.fn.name));
      site.fn.lets.forEach((binding, index) =>
        addExprMutations(
          binding.expr,
          `${site.scope} let ${binding.name}`,
          (expr) => site.rebuild({ lets: replaceAt(site.fn.lets, index, { ...binding, expr }) }),
          affects,
        ),
      );
      addExprMutations(site.fn.body, site.scope, (body) => site.rebuild({ body }), affects);
    }
  });
  return mutants;
};

/** The file as the mutants print it: what the baseline run must pass with. */
export const printedOriginal = (fileName: string, source: string): string =>
  printRules(parseRules(source, fileName));
