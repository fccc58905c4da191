// Firebase Security Rules engine: parse once with `compile`, then `ruleset.evaluate(request)`.
export type {
  AuthContext,
  DocumentLookups,
  FirestoreDocument,
  FirestoreEvaluation,
  FirestoreValue,
  QueryConstraints,
  QueryFilter,
  RequestTime,
  RulesDecision,
  RulesMethod,
  RulesServiceName,
  Ruleset,
  StorageEvaluation,
  StorageObject,
} from './types.ts';
export { RulesSyntaxError } from './syntax-error.ts';
export { ALLOW_METHOD_EXPANSION, compile } from './ruleset.ts';
// The syntax tree, for tools that read or rewrite rules source (scripts/rules-mutation).
export { parseRules } from './parser.ts';
export type {
  AllowMethod,
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  LetBinding,
  LiteralValue,
  MatchBlock,
  MatchSegment,
  PathSegmentExpr,
  Pos,
  RulesFile,
  ServiceBlock,
} from './ast.ts';
export { evaluateExpression, type ExpressionOptions, type ExpressionResult } from './expression.ts';
