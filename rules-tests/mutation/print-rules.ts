import type {
  AllowStmt,
  Expr,
  FunctionDecl,
  LiteralValue,
  MatchBlock,
  MatchSegment,
  RulesFile,
} from '@careers/emulator/rules';

// Turns the emulator's syntax tree back into rules source. Mutants are made on the tree and
// printed whole, so a mutant is exactly one change to what the engine parsed; comments and layout
// are not kept. Parentheses appear only where precedence needs them, so the printed conditions
// double as readable mutant descriptions.

/** Binding strength, from the parser's grammar (CEL): higher binds tighter. */
const PRECEDENCE = {
  ternary: 0,
  or: 1,
  and: 2,
  relation: 3,
  additive: 4,
  multiplicative: 5,
  unary: 6,
  postfix: 7,
  primary: 8,
} as const;

const BINARY_PRECEDENCE: Record<string, number> = {
  '||': PRECEDENCE.or,
  '&&': PRECEDENCE.and,
  '==': PRECEDENCE.relation,
  '!=': PRECEDENCE.relation,
  '<': PRECEDENCE.relation,
  '<=': PRECEDENCE.relation,
  '>': PRECEDENCE.relation,
  '>=': PRECEDENCE.relation,
  in: PRECEDENCE.relation,
  '+': PRECEDENCE.additive,
  '-': PRECEDENCE.additive,
  '*': PRECEDENCE.multiplicative,
  '/': PRECEDENCE.multiplicative,
  '%': PRECEDENCE.multiplicative,
};

const precedenceOf = (expr: Expr): number => {
  switch (expr.kind) {
    case 'ternary':
      return PRECEDENCE.ternary;
    case 'binary':
      return BINARY_PRECEDENCE[expr.op] as number;
    case 'is':
      return PRECEDENCE.relation;
    case 'unary':
      return PRECEDENCE.unary;
    case 'literal':
      // The parser folds `-5` into a literal; printed, it is a unary minus again.
      return (typeof expr.value === 'bigint' || typeof expr.value === 'number') && isNegative(expr.value)
        ? PRECEDENCE.unary
        : PRECEDENCE.primary;
    case 'member':
    case 'index':
    case 'range':
    case 'call':
      return PRECEDENCE.postfix;
    default:
      return PRECEDENCE.primary;
  }
};

const isNegative = (value: bigint | number) => value < 0 || Object.is(value, -0);

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const escapeText = (text: string) =>
  Array.from(text, (ch) => {
    const code = ch.codePointAt(0) as number;
    if (ESCAPES[ch] !== undefined) return ESCAPES[ch];
    return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : ch;
  }).join('');

const printLiteral = (value: LiteralValue): string => {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    const text = String(value);
    return /[.eE]|Infinity|NaN/.test(text) ? text : `${text}.0`;
  }
  if (typeof value === 'string') return `'${escapeText(value)}'`;
  return `b'${Array.from(value, (byte) => `\\x${byte.toString(16).padStart(2, '0')}`).join('')}'`;
};

/** `expr`, parenthesised when it binds looser than `minimum`. */
const operand = (expr: Expr, minimum: number): string => {
  const text = printExpr(expr);
  return precedenceOf(expr) < minimum ? `(${text})` : text;
};

export const printExpr = (expr: Expr): string => {
  switch (expr.kind) {
    case 'literal':
      return printLiteral(expr.value);
    case 'ident':
      return expr.name;
    case 'member':
      return `${operand(expr.object, PRECEDENCE.postfix)}.${expr.name}`;
    case 'index':
      return `${operand(expr.object, PRECEDENCE.postfix)}[${printExpr(expr.index)}]`;
    case 'range':
      return `${operand(expr.object, PRECEDENCE.postfix)}[${expr.start ? printExpr(expr.start) : ''}:${
        expr.end ? printExpr(expr.end) : ''
      }]`;
    case 'call':
      return `${operand(expr.callee, PRECEDENCE.postfix)}(${expr.args.map(printExpr).join(', ')})`;
    case 'unary':
      return `${expr.op}${operand(expr.operand, PRECEDENCE.unary)}`;
    case 'binary': {
      const own = BINARY_PRECEDENCE[expr.op] as number;
      // Left-associative: the left side may bind as loosely as the operator, the right may not.
      return `${operand(expr.left, own)} ${expr.op} ${operand(expr.right, own + 1)}`;
    }
    case 'is':
      return `${operand(expr.operand, PRECEDENCE.relation)} is ${expr.typeName}`;
    case 'ternary':
      return `${operand(expr.cond, PRECEDENCE.or)} ? ${printExpr(expr.then)} : ${printExpr(expr.otherwise)}`;
    case 'list':
      return `[${expr.items.map(printExpr).join(', ')}]`;
    case 'map':
      return `{${expr.entries.map(({ key, value }) => `${printExpr(key)}: ${printExpr(value)}`).join(', ')}}`;
    case 'path':
      return expr.segments
        .map(
          (segment) =>
            `/${segment.parts.map((part) => (typeof part === 'string' ? part : `$(${printExpr(part)})`)).join('')}`,
        )
        .join('');
  }
};

const printSegment = (segment: MatchSegment): string => {
  switch (segment.kind) {
    case 'literal':
      return segment.value;
    case 'single':
      return `{${segment.name}}`;
    case 'recursive':
      return `{${segment.name}=**}`;
  }
};

export const printMatchPath = (segments: readonly MatchSegment[]): string =>
  segments.map((segment) => `/${printSegment(segment)}`).join('');

export const printAllow = (allow: AllowStmt): string =>
  `allow ${allow.methods.join(', ')}${allow.condition ? `: if ${printExpr(allow.condition)}` : ''};`;

export const printFunction = (fn: FunctionDecl, indent = ''): string => {
  const lets = fn.lets.map((binding) => `${indent}  let ${binding.name} = ${printExpr(binding.expr)};\n`);
  return `${indent}function ${fn.name}(${fn.params.join(', ')}) {\n${lets.join('')}${indent}  return ${printExpr(fn.body)};\n${indent}}\n`;
};

const printMatch = (match: MatchBlock, indent: string): string => {
  const inner = `${indent}  `;
  return [
    `${indent}match ${printMatchPath(match.segments)} {\n`,
    ...match.functions.map((fn) => printFunction(fn, inner)),
    ...match.allows.map((allow) => `${inner}${printAllow(allow)}\n`),
    ...match.matches.map((child) => printMatch(child, inner)),
    `${indent}}\n`,
  ].join('');
};

export const printRules = (file: RulesFile): string =>
  [
    `rules_version = '${file.version}';\n`,
    ...file.functions.map((fn) => printFunction(fn, '')),
    ...file.services.map((service) =>
      [
        `service ${service.name} {\n`,
        ...service.functions.map((fn) => printFunction(fn, '  ')),
        ...service.matches.map((match) => printMatch(match, '  ')),
        '}\n',
      ].join(''),
    ),
  ].join('');
