// Evaluates a single rules expression outside of any ruleset. Used by the conformance tests and
// handy for debugging a condition in isolation.

import { ExpressionCompiler, newScope } from './compiler.ts';
import type { EvalContext } from './context.ts';
import { parseExpression } from './parser.ts';
import type { DocumentLookups, RulesServiceName } from './types.ts';
import { fromJs, RulesErrorValue, toJs, typeOf, type Value } from './values.ts';

export type ExpressionOptions = {
  /** Extra variables, as plain JS (integral numbers become ints) or rules values. */
  variables?: Record<string, unknown>;
  /** Value of `request` (plain JS or rules values); null when omitted. */
  request?: unknown;
  /** Value of `resource`; null when omitted. */
  resource?: unknown;
  service?: RulesServiceName;
  database?: string;
  lookups?: DocumentLookups;
  accessLimit?: number;
};

export type ExpressionResult =
  | { ok: true; value: unknown; type: string; raw: Value }
  | { ok: false; error: string; line: number; column: number };

/** Throws RulesSyntaxError for expressions that do not parse or reference unknown names. */
export function evaluateExpression(source: string, options: ExpressionOptions = {}): ExpressionResult {
  const expr = parseExpression(source);
  const scope = newScope(null);
  const names = Object.keys(options.variables ?? {});
  names.forEach((n, i) => scope.wildcards.set(n, i));
  const compiler = new ExpressionCompiler(options.service ?? 'cloud.firestore', 'expression');
  const evaluator = compiler.compile(expr, scope);
  const ctx: EvalContext = {
    bindings: names.map((n) => fromJs(options.variables?.[n])),
    request: fromJs(options.request ?? null),
    resource: fromJs(options.resource ?? null),
    service: options.service ?? 'cloud.firestore',
    database: options.database ?? '(default)',
    lookups: options.lookups ?? null,
    access: { limit: options.accessLimit ?? 10, cache: new Map(), exceeded: false },
    depth: 0,
  };
  const v = evaluator(ctx, []);
  if (v instanceof RulesErrorValue) return { ok: false, error: v.message, line: v.line, column: v.column };
  return { ok: true, value: toJs(v), type: typeOf(v), raw: v };
}
