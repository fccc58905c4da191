// Recursive-descent parser for Security Rules (rules_version '1' and '2').
//
// Grammar (informal):
//   file      := ('rules_version' '=' STRING ';'?)? (function | service)*
//   service   := 'service' NAME ('.' NAME)* '{' (function | match)* '}'
//   match     := 'match' PATH '{' (function | match | allow)* '}'
//   allow     := 'allow' METHOD (',' METHOD)* (':' 'if' expr)? ';'
//   function  := 'function' NAME '(' params? ')' '{' ('let' NAME '=' expr ';')* 'return' expr ';' '}'
// Expressions follow CEL precedence: ?: < || < && < relations (== != < <= > >= in is) < + - <
// * / % < unary ! - < postfix (. [] [:] ()) < primary.

import type {
  AllowMethod,
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  LetBinding,
  MatchBlock,
  MatchSegment,
  PathSegmentExpr,
  Pos,
  RulesFile,
  ServiceBlock,
} from './ast.ts';
import { LexError, Lexer, type Token } from './lexer.ts';
import { RulesSyntaxError } from './syntax-error.ts';
import type { RulesServiceName } from './types.ts';

const METHODS: ReadonlySet<string> = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);

export const TYPE_NAMES: ReadonlySet<string> = new Set([
  'bool',
  'bytes',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);

const SERVICES: ReadonlySet<string> = new Set(['cloud.firestore', 'firebase.storage']);

// Characters that end a literal segment of a path literal inside an expression.
const PATH_TERMINATORS = new Set([...' \t\r\n/),;]}{[:?!=<>&|*%"\'']);

const REL_OPS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

class Parser {
  private readonly lex: Lexer;
  private tok: Token;
  private readonly fileName: string;
  /** End offset of the most recently consumed token (for statement source text). */
  private lastEnd = 0;

  constructor(source: string, fileName: string) {
    this.fileName = fileName;
    this.lex = new Lexer(source);
    this.tok = this.lex.next();
  }

  // -- token helpers ---------------------------------------------------------------------------

  private advance(): Token {
    const t = this.tok;
    this.lastEnd = t.end;
    this.tok = this.lex.next();
    return t;
  }

  expectEnd(): void {
    if (this.tok.type !== 'eof') this.fail('end of expression');
  }

  private seek(offset: number): void {
    this.lex.pos = offset;
    this.tok = this.lex.next();
  }

  private pos(tok: Token = this.tok): Pos {
    return this.lex.posAt(tok.start);
  }

  private describe(tok: Token): string {
    if (tok.type === 'eof') return 'end of input';
    return `'${this.lex.src.slice(tok.start, tok.end)}'`;
  }

  private fail(expected: string, tok: Token = this.tok): never {
    throw RulesSyntaxError.at(
      this.fileName,
      this.pos(tok),
      expected,
      `expected ${expected} but found ${this.describe(tok)}`,
    );
  }

  private failAt(offset: number, expected: string, message: string): never {
    throw RulesSyntaxError.at(this.fileName, this.lex.posAt(offset), expected, message);
  }

  private isPunct(p: string): boolean {
    return this.tok.type === 'punct' && this.tok.text === p;
  }

  private isKeyword(name: string): boolean {
    return this.tok.type === 'ident' && this.tok.text === name;
  }

  private expectPunct(p: string): Token {
    if (!this.isPunct(p)) this.fail(`'${p}'`);
    return this.advance();
  }

  private expectKeyword(name: string): Token {
    if (!this.isKeyword(name)) this.fail(`'${name}'`);
    return this.advance();
  }

  private expectIdent(what = 'an identifier'): Token {
    if (this.tok.type !== 'ident') this.fail(what);
    return this.advance();
  }

  // -- statements ------------------------------------------------------------------------------

  parseFile(): RulesFile {
    let version: '1' | '2' = '1';
    if (this.isKeyword('rules_version')) {
      this.advance();
      this.expectPunct('=');
      if (this.tok.type !== 'string') this.fail("a version string ('1' or '2')");
      const v = this.tok.text;
      if (v !== '1' && v !== '2') this.fail("rules_version '1' or '2'");
      version = v;
      this.advance();
      if (this.isPunct(';')) this.advance();
    }
    const functions: FunctionDecl[] = [];
    const services: ServiceBlock[] = [];
    for (;;) {
      if (this.tok.type === 'eof') break;
      if (this.isKeyword('service')) services.push(this.parseService());
      else if (this.isKeyword('function')) functions.push(this.parseFunction());
      else this.fail("'service' or 'function'");
    }
    if (services.length === 0) this.fail("'service'");
    return { version, functions, services };
  }

  private parseService(): ServiceBlock {
    const start = this.advance();
    const nameTok = this.expectIdent('a service name');
    let name = nameTok.text;
    while (this.isPunct('.')) {
      this.advance();
      name += '.' + this.expectIdent('a service name').text;
    }
    if (!SERVICES.has(name)) {
      throw RulesSyntaxError.at(
        this.fileName,
        this.pos(nameTok),
        "'cloud.firestore' or 'firebase.storage'",
        `expected service 'cloud.firestore' or 'firebase.storage' but found '${name}'`,
      );
    }
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      if (this.isKeyword('match')) matches.push(this.parseMatch());
      else if (this.isKeyword('function')) functions.push(this.parseFunction());
      else this.fail("'match', 'function' or '}'");
    }
    this.advance();
    return { name: name as RulesServiceName, functions, matches, pos: this.pos(start) };
  }

  private parseMatch(): MatchBlock {
    const start = this.advance(); // 'match'; this.tok is now a lookahead we discard
    const segments = this.readMatchPath(start.end);
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    const allows: AllowStmt[] = [];
    while (!this.isPunct('}')) {
      if (this.isKeyword('allow')) allows.push(this.parseAllow());
      else if (this.isKeyword('match')) matches.push(this.parseMatch());
      else if (this.isKeyword('function')) functions.push(this.parseFunction());
      else this.fail("'allow', 'match', 'function' or '}'");
    }
    this.advance();
    return { segments, functions, matches, allows, pos: this.pos(start) };
  }

  /** Reads `/seg/{var}/{rest=**}` starting at `offset` and re-primes the token stream after it. */
  private readMatchPath(offset: number): MatchSegment[] {
    const src = this.lex.src;
    this.lex.pos = offset;
    this.lex.skipTrivia();
    let p = this.lex.pos;
    const segments: MatchSegment[] = [];
    if (src[p] !== '/')
      this.failAt(p, "'/'", `expected a path starting with '/' but found ${this.describeRaw(p)}`);
    while (src[p] === '/') {
      p++;
      if (src[p] === '{') {
        const close = src.indexOf('}', p);
        const inner = close < 0 ? '' : src.slice(p + 1, close);
        const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*)?\s*$/.exec(inner);
        if (close < 0 || m === null) {
          this.failAt(
            p,
            'a wildcard like {name} or {name=**}',
            `expected a wildcard like {name} or {name=**} but found ${this.describeRaw(p)}`,
          );
        }
        const name = m[1] as string;
        segments.push(m[2] !== undefined ? { kind: 'recursive', name } : { kind: 'single', name });
        p = close + 1;
      } else {
        let end = p;
        while (end < src.length && !/[\s/{}]/.test(src[end] as string)) end++;
        if (end === p)
          this.failAt(p, 'a path segment', `expected a path segment but found ${this.describeRaw(p)}`);
        segments.push({ kind: 'literal', value: src.slice(p, end) });
        p = end;
      }
    }
    this.seek(p);
    return segments;
  }

  private describeRaw(offset: number): string {
    const ch = this.lex.src[offset];
    if (ch === undefined) return 'end of input';
    if (/\s/.test(ch)) return 'whitespace';
    return `'${ch}'`;
  }

  private parseAllow(): AllowStmt {
    const start = this.advance();
    const methods: AllowMethod[] = [];
    for (;;) {
      if (this.tok.type !== 'ident' || !METHODS.has(this.tok.text)) {
        this.fail('a method (read, write, get, list, create, update, delete)');
      }
      methods.push(this.advance().text as AllowMethod);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    let endOffset = this.lastEnd;
    if (this.isPunct(':')) {
      this.advance();
      this.expectKeyword('if');
      condition = this.parseExpr();
      endOffset = this.lastEnd;
    }
    if (this.isPunct(';')) {
      endOffset = this.advance().end;
    } else if (!this.isPunct('}')) {
      this.fail("';'");
    }
    const text = this.lex.src.slice(start.start, endOffset).replace(/\s+/g, ' ').trim();
    return {
      methods,
      condition,
      pos: this.pos(start),
      text: text.length > 160 ? text.slice(0, 157) + '...' : text,
    };
  }

  private parseFunction(): FunctionDecl {
    const start = this.advance();
    const name = this.expectIdent('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        params.push(this.expectIdent('a parameter name').text);
        if (!this.isPunct(',')) break;
        this.advance();
      }
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: LetBinding[] = [];
    while (this.isKeyword('let')) {
      const letTok = this.advance();
      const letName = this.expectIdent('a variable name').text;
      this.expectPunct('=');
      const expr = this.parseExpr();
      this.expectPunct(';');
      lets.push({ name: letName, expr, pos: this.pos(letTok) });
    }
    if (!this.isKeyword('return')) this.fail(lets.length > 0 ? "'let' or 'return'" : "'return'");
    this.advance();
    const body = this.parseExpr();
    if (this.isPunct(';')) this.advance();
    this.expectPunct('}');
    return { name, params, lets, body, pos: this.pos(start) };
  }

  // -- expressions -----------------------------------------------------------------------------

  private take(): Token {
    return this.advance();
  }

  parseExpr(): Expr {
    const cond = this.parseOr();
    if (!this.isPunct('?')) return cond;
    const q = this.take();
    const then = this.parseExpr();
    if (!this.isPunct(':')) this.fail("':'");
    this.take();
    const otherwise = this.parseExpr();
    return { kind: 'ternary', cond, then, otherwise, pos: this.pos(q) };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isPunct('||')) {
      const op = this.take();
      left = { kind: 'binary', op: '||', left, right: this.parseAnd(), pos: this.pos(op) };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseRelation();
    while (this.isPunct('&&')) {
      const op = this.take();
      left = { kind: 'binary', op: '&&', left, right: this.parseRelation(), pos: this.pos(op) };
    }
    return left;
  }

  private parseRelation(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      if (this.tok.type === 'punct' && REL_OPS.has(this.tok.text)) {
        const op = this.take();
        left = {
          kind: 'binary',
          op: op.text as BinaryOp,
          left,
          right: this.parseAdditive(),
          pos: this.pos(op),
        };
      } else if (this.isKeyword('in')) {
        const op = this.take();
        left = { kind: 'binary', op: 'in', left, right: this.parseAdditive(), pos: this.pos(op) };
      } else if (this.isKeyword('is')) {
        const op = this.take();
        if (this.tok.type !== 'ident' || !TYPE_NAMES.has(this.tok.text)) {
          this.fail(`a type name (${[...TYPE_NAMES].join(', ')})`);
        }
        const typeName = this.take().text;
        left = { kind: 'is', operand: left, typeName, pos: this.pos(op) };
      } else {
        return left;
      }
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.isPunct('+') || this.isPunct('-')) {
      const op = this.take();
      left = {
        kind: 'binary',
        op: op.text as BinaryOp,
        left,
        right: this.parseMultiplicative(),
        pos: this.pos(op),
      };
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const op = this.take();
      left = { kind: 'binary', op: op.text as BinaryOp, left, right: this.parseUnary(), pos: this.pos(op) };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.isPunct('!')) {
      const op = this.take();
      return { kind: 'unary', op: '!', operand: this.parseUnary(), pos: this.pos(op) };
    }
    if (this.isPunct('-')) {
      const op = this.take();
      const operand = this.parseUnary();
      // Fold negative numeric literals so that -9223372036854775808 is representable.
      if (operand.kind === 'literal' && typeof operand.value === 'bigint') {
        return { kind: 'literal', value: -operand.value, pos: this.pos(op) };
      }
      if (operand.kind === 'literal' && typeof operand.value === 'number') {
        return { kind: 'literal', value: -operand.value, pos: this.pos(op) };
      }
      return { kind: 'unary', op: '-', operand, pos: this.pos(op) };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      if (this.isPunct('.')) {
        const dot = this.take();
        const name = this.expectIdentTake('a field or method name');
        expr = { kind: 'member', object: expr, name, pos: this.pos(dot) };
      } else if (this.isPunct('(')) {
        if (expr.kind !== 'ident' && expr.kind !== 'member') this.fail('an operator');
        const open = this.take();
        const args = this.parseArgs(')');
        expr = { kind: 'call', callee: expr, args, pos: expr.kind === 'member' ? expr.pos : this.pos(open) };
        if (expr.callee.kind === 'ident') expr.pos = expr.callee.pos;
      } else if (this.isPunct('[')) {
        const open = this.take();
        let start: Expr | null = null;
        if (!this.isPunct(':')) start = this.parseExpr();
        if (this.isPunct(':')) {
          this.take();
          const end = this.isPunct(']') ? null : this.parseExpr();
          this.expectClose(']');
          expr = { kind: 'range', object: expr, start, end, pos: this.pos(open) };
        } else {
          this.expectClose(']');
          expr = { kind: 'index', object: expr, index: start as Expr, pos: this.pos(open) };
        }
      } else {
        return expr;
      }
    }
  }

  private expectIdentTake(what: string): string {
    if (this.tok.type !== 'ident') this.fail(what);
    return this.take().text;
  }

  private expectClose(p: string): void {
    if (!this.isPunct(p)) this.fail(`'${p}'`);
    this.take();
  }

  private parseArgs(close: string): Expr[] {
    const args: Expr[] = [];
    if (!this.isPunct(close)) {
      for (;;) {
        args.push(this.parseExpr());
        if (!this.isPunct(',')) break;
        this.take();
        if (this.isPunct(close)) break; // trailing comma
      }
    }
    this.expectClose(close);
    return args;
  }

  private parsePrimary(): Expr {
    const t = this.tok;
    const pos = this.pos(t);
    switch (t.type) {
      case 'int':
        this.take();
        return { kind: 'literal', value: t.int as bigint, pos };
      case 'float':
        this.take();
        return { kind: 'literal', value: t.float as number, pos };
      case 'string':
        this.take();
        return { kind: 'literal', value: t.text, pos };
      case 'bytes':
        this.take();
        return { kind: 'literal', value: t.bytes as Uint8Array, pos };
      case 'ident':
        this.take();
        if (t.text === 'true') return { kind: 'literal', value: true, pos };
        if (t.text === 'false') return { kind: 'literal', value: false, pos };
        if (t.text === 'null') return { kind: 'literal', value: null, pos };
        return { kind: 'ident', name: t.text, pos };
      case 'punct':
        if (t.text === '(') {
          this.take();
          const e = this.parseExpr();
          this.expectClose(')');
          return e;
        }
        if (t.text === '[') {
          this.take();
          return { kind: 'list', items: this.parseArgs(']'), pos };
        }
        if (t.text === '{') {
          this.take();
          const entries: { key: Expr; value: Expr }[] = [];
          if (!this.isPunct('}')) {
            for (;;) {
              const key = this.parseExpr();
              if (!this.isPunct(':')) this.fail("':'");
              this.take();
              entries.push({ key, value: this.parseExpr() });
              if (!this.isPunct(',')) break;
              this.take();
              if (this.isPunct('}')) break;
            }
          }
          this.expectClose('}');
          return { kind: 'map', entries, pos };
        }
        if (t.text === '/') return this.parsePathLiteral(t.start);
        break;
      default:
    }
    return this.fail('an expression');
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)` */
  private parsePathLiteral(offset: number): Expr {
    const src = this.lex.src;
    const pos = this.lex.posAt(offset);
    const segments: PathSegmentExpr[] = [];
    let p = offset;
    while (src[p] === '/') {
      p++;
      const parts: (string | Expr)[] = [];
      let lit = '';
      for (;;) {
        const ch = src[p];
        if (ch === undefined) break;
        if (ch === '$' && src[p + 1] === '(') {
          if (lit) parts.push(lit);
          lit = '';
          this.seek(p + 2);
          parts.push(this.parseExpr());
          if (!this.isPunct(')')) this.fail("')'");
          p = this.tok.end;
          continue;
        }
        if (ch === '(') {
          // Literal parenthesised text such as `(default)`.
          const close = src.indexOf(')', p);
          if (close < 0) this.failAt(p, "')'", "expected ')' but found end of input");
          lit += src.slice(p, close + 1);
          p = close + 1;
          continue;
        }
        if (PATH_TERMINATORS.has(ch)) break;
        lit += ch;
        p++;
      }
      if (lit) parts.push(lit);
      if (parts.length === 0)
        this.failAt(p, 'a path segment', `expected a path segment but found ${this.describeRaw(p)}`);
      segments.push({ parts });
    }
    this.lastEnd = p;
    this.seek(p);
    return { kind: 'path', segments, pos };
  }
}

/** Parses rules source. Throws RulesSyntaxError. */
export function parseRules(source: string, fileName: string): RulesFile {
  const parser = new Parser(source, fileName);
  try {
    return parser.parseFile();
  } catch (e) {
    throw toSyntaxError(e, source, fileName);
  }
}

/** Parses a standalone expression (used by evaluateExpression). */
export function parseExpression(source: string, fileName = 'expression'): Expr {
  try {
    const parser = new Parser(source, fileName);
    const expr = parser.parseExpr();
    parser.expectEnd();
    return expr;
  } catch (e) {
    throw toSyntaxError(e, source, fileName);
  }
}

function toSyntaxError(e: unknown, source: string, fileName: string): unknown {
  if (e instanceof LexError) {
    const { line, column } = new Lexer(source).posAt(e.offset);
    return new RulesSyntaxError(fileName, line, column, e.expected, e.message);
  }
  return e;
}
