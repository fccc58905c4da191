// Firebase Security Rules engine: parse once with `compile`, then `ruleset.evaluate(request)`.
export type * from './types.ts';
export { RulesSyntaxError } from './syntax-error.ts';
export { ALLOW_METHOD_EXPANSION, compile } from './ruleset.ts';
// The syntax tree, for tools that read or rewrite rules source (scripts/rules-mutation).
export { parseRules } from './parser.ts';
export type * from './ast.ts';
export { evaluateExpression, type ExpressionOptions, type ExpressionResult } from './expression.ts';
