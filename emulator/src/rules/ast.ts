import type { RulesServiceName } from './types.ts';

export type Pos = { line: number; column: number };

export type LiteralValue = null | boolean | bigint | number | string | Uint8Array;

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** One segment of a path literal: literal text and `$(expr)` parts, concatenated. */
export type PathSegmentExpr = { parts: (string | Expr)[] };

export type Expr =
  | { kind: 'literal'; value: LiteralValue; pos: Pos }
  | { kind: 'ident'; name: string; pos: Pos }
  | { kind: 'member'; object: Expr; name: string; pos: Pos }
  | { kind: 'index'; object: Expr; index: Expr; pos: Pos }
  | { kind: 'range'; object: Expr; start: Expr | null; end: Expr | null; pos: Pos }
  | { kind: 'call'; callee: Expr; args: Expr[]; pos: Pos }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; pos: Pos }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; pos: Pos }
  | { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr; pos: Pos }
  | { kind: 'is'; operand: Expr; typeName: string; pos: Pos }
  | { kind: 'list'; items: Expr[]; pos: Pos }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; pos: Pos }
  | { kind: 'path'; segments: PathSegmentExpr[]; pos: Pos };

export type LetBinding = { name: string; expr: Expr; pos: Pos };

export type FunctionDecl = {
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
  pos: Pos;
};

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export type AllowStmt = {
  methods: AllowMethod[];
  condition: Expr | null;
  pos: Pos;
  /** Source text of the statement, whitespace-collapsed, for decision reasons. */
  text: string;
};

export type MatchSegment =
  { kind: 'literal'; value: string } | { kind: 'single'; name: string } | { kind: 'recursive'; name: string };

export type MatchBlock = {
  segments: MatchSegment[];
  functions: FunctionDecl[];
  matches: MatchBlock[];
  allows: AllowStmt[];
  pos: Pos;
};

export type ServiceBlock = {
  name: RulesServiceName;
  functions: FunctionDecl[];
  matches: MatchBlock[];
  pos: Pos;
};

export type RulesFile = {
  version: '1' | '2';
  functions: FunctionDecl[];
  services: ServiceBlock[];
};
