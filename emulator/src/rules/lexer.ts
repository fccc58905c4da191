// Tokenizer for the rules language. It is position-based rather than a pre-built token stream
// because match paths (`/b/{bucket}/o/{rest=**}`) and path literals in expressions
// (`/databases/$(database)/documents/x`) use different lexical rules than expressions; the parser
// switches modes by seeking the lexer to an offset.

import type { Pos } from './ast.ts';
import { encodeUtf8 } from './values.ts';

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export type Token = {
  type: TokenType;
  /** Identifier name, punctuation text, or decoded string contents. */
  text: string;
  /** Decoded bytes for 'bytes' tokens. */
  bytes?: Uint8Array;
  /** Parsed number for 'int' (bigint) / 'float' tokens. */
  int?: bigint;
  float?: number;
  start: number;
  end: number;
};

export class LexError extends Error {
  readonly offset: number;
  readonly expected: string;
  constructor(offset: number, expected: string, message: string) {
    super(message);
    this.offset = offset;
    this.expected = expected;
  }
}

const PUNCT3 = new Set<string>();
const PUNCT2 = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const PUNCT1 = new Set([...'{}()[],;:.?!=<>+-*/%$']);

function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export class Lexer {
  readonly src: string;
  pos = 0;
  private readonly lineStarts: number[];

  constructor(src: string) {
    this.src = src;
    this.lineStarts = [0];
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  posAt(offset: number): Pos {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] as number) + 1 };
  }

  /** Skips whitespace and comments. */
  skipTrivia(): void {
    const s = this.src;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff) {
        this.pos++;
      } else if (c === 47 && s.charCodeAt(this.pos + 1) === 47) {
        const nl = s.indexOf('\n', this.pos);
        this.pos = nl < 0 ? s.length : nl + 1;
      } else if (c === 47 && s.charCodeAt(this.pos + 1) === 42) {
        const close = s.indexOf('*/', this.pos + 2);
        if (close < 0) throw new LexError(this.pos, "'*/'", "unterminated comment: expected '*/'");
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const s = this.src;
    const start = this.pos;
    if (start >= s.length) return { type: 'eof', text: '', start, end: start };
    const c = s.charCodeAt(start);

    // String and bytes literals, with optional r/b prefixes.
    if (c === 39 || c === 34) return this.readString(start, start, false, false);
    if ((c === 98 || c === 66 || c === 114 || c === 82) && (s[start + 1] === "'" || s[start + 1] === '"')) {
      const isBytes = c === 98 || c === 66;
      return this.readString(start, start + 1, isBytes, !isBytes);
    }
    if (
      (c === 98 || c === 66 || c === 114 || c === 82) &&
      (s[start + 1] === 'r' || s[start + 1] === 'R' || s[start + 1] === 'b' || s[start + 1] === 'B') &&
      (s[start + 2] === "'" || s[start + 2] === '"')
    ) {
      const prefix = s.slice(start, start + 2).toLowerCase();
      if (prefix === 'br' || prefix === 'rb') return this.readString(start, start + 2, true, true);
    }

    if (isIdentStart(c)) {
      let end = start + 1;
      while (end < s.length && isIdentPart(s.charCodeAt(end))) end++;
      this.pos = end;
      return { type: 'ident', text: s.slice(start, end), start, end };
    }

    if (isDigit(c) || (c === 46 && isDigit(s.charCodeAt(start + 1)))) return this.readNumber(start);

    const three = s.slice(start, start + 3);
    if (PUNCT3.has(three)) {
      this.pos = start + 3;
      return { type: 'punct', text: three, start, end: this.pos };
    }
    const two = s.slice(start, start + 2);
    if (PUNCT2.has(two)) {
      this.pos = start + 2;
      return { type: 'punct', text: two, start, end: this.pos };
    }
    const one = s[start] as string;
    if (PUNCT1.has(one)) {
      this.pos = start + 1;
      return { type: 'punct', text: one, start, end: this.pos };
    }
    throw new LexError(start, 'a token', `unexpected character '${one}'`);
  }

  private readNumber(start: number): Token {
    const s = this.src;
    let end = start;
    if (s[end] === '0' && (s[end + 1] === 'x' || s[end + 1] === 'X')) {
      end += 2;
      while (end < s.length && /[0-9a-fA-F]/.test(s[end] as string)) end++;
      this.pos = end;
      return { type: 'int', text: s.slice(start, end), int: BigInt(s.slice(start, end)), start, end };
    }
    let isFloat = false;
    while (isDigit(s.charCodeAt(end))) end++;
    // A '.' followed by a digit continues the number; `1.size()` style member access is not a float.
    if (s[end] === '.' && isDigit(s.charCodeAt(end + 1))) {
      isFloat = true;
      end++;
      while (isDigit(s.charCodeAt(end))) end++;
    }
    if (s[end] === 'e' || s[end] === 'E') {
      let k = end + 1;
      if (s[k] === '+' || s[k] === '-') k++;
      if (isDigit(s.charCodeAt(k))) {
        isFloat = true;
        end = k;
        while (isDigit(s.charCodeAt(end))) end++;
      }
    }
    const text = s.slice(start, end);
    this.pos = end;
    if (isFloat) return { type: 'float', text, float: Number(text), start, end };
    return { type: 'int', text, int: BigInt(text), start, end };
  }

  private readString(start: number, quoteAt: number, isBytes: boolean, raw: boolean): Token {
    const s = this.src;
    const quote = s[quoteAt] as string;
    const triple = s.slice(quoteAt, quoteAt + 3) === quote.repeat(3);
    const close = triple ? quote.repeat(3) : quote;
    let i = quoteAt + close.length;
    // Bytes are accumulated as byte values; text as code units.
    const bytes: number[] = [];
    let text = '';
    const pushText = (t: string): void => {
      if (isBytes) for (const b of encodeUtf8(t)) bytes.push(b);
      else text += t;
    };
    for (;;) {
      if (i >= s.length) throw new LexError(start, `${quote}`, `unterminated string: expected ${quote}`);
      if (s.startsWith(close, i)) {
        i += close.length;
        break;
      }
      const ch = s[i] as string;
      if (!triple && (ch === '\n' || ch === '\r')) {
        throw new LexError(start, `${quote}`, `unterminated string: expected ${quote}`);
      }
      if (ch !== '\\' || raw) {
        const cp = s.codePointAt(i) as number;
        const str = String.fromCodePoint(cp);
        pushText(str);
        i += str.length;
        continue;
      }
      const e = s[i + 1];
      i += 2;
      switch (e) {
        case 'n':
          pushText('\n');
          break;
        case 't':
          pushText('\t');
          break;
        case 'r':
          pushText('\r');
          break;
        case 'a':
          pushText('\x07');
          break;
        case 'b':
          pushText('\b');
          break;
        case 'f':
          pushText('\f');
          break;
        case 'v':
          pushText('\v');
          break;
        case '\\':
        case "'":
        case '"':
        case '`':
        case '?':
          pushText(e);
          break;
        case 'x':
        case 'X': {
          const hex = s.slice(i, i + 2);
          if (!/^[0-9a-fA-F]{2}$/.test(hex))
            throw new LexError(i, 'two hex digits', 'invalid \\x escape: expected two hex digits');
          i += 2;
          const n = parseInt(hex, 16);
          if (isBytes) bytes.push(n);
          else text += String.fromCharCode(n);
          break;
        }
        case 'u':
        case 'U': {
          const len = e === 'u' ? 4 : 8;
          const hex = s.slice(i, i + len);
          if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex)) {
            throw new LexError(i, `${len} hex digits`, `invalid \\${e} escape: expected ${len} hex digits`);
          }
          i += len;
          pushText(String.fromCodePoint(parseInt(hex, 16)));
          break;
        }
        default: {
          if (e !== undefined && /[0-3]/.test(e) && /^[0-7]{2}$/.test(s.slice(i, i + 2))) {
            const n = parseInt(e + s.slice(i, i + 2), 8);
            i += 2;
            if (isBytes) bytes.push(n);
            else text += String.fromCharCode(n);
            break;
          }
          throw new LexError(i - 2, 'a valid escape sequence', `invalid escape sequence '\\${e ?? ''}'`);
        }
      }
    }
    this.pos = i;
    if (isBytes)
      return { type: 'bytes', text: s.slice(start, i), bytes: new Uint8Array(bytes), start, end: i };
    return { type: 'string', text, start, end: i };
  }
}
