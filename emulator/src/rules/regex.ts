// Translation of Google RE2 syntax (used by string.matches/replace/split) to JS RegExp.
// RE2 and JS agree on most syntax. The differences handled here: leading flag groups `(?i)`,
// `(?P<name>...)` named groups, `\A` / `\z` anchors, `\Q...\E` quoting and POSIX classes like
// `[[:alpha:]]`. Features RE2 rejects (backreferences, lookaround) are rejected here too, so a
// rule that Firebase would refuse does not silently work in the emulator.

const POSIX_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

export class RegexSyntaxError extends Error {}

type Translated = { source: string; flags: string };

function translate(re2: string, nonCapturing: boolean): Translated {
  let flags = 'u';
  let src = re2;
  // Leading flag group, e.g. (?i) or (?is).
  const flagGroup = /^\(\?([imsU]+)\)/.exec(src);
  if (flagGroup !== null) {
    for (const f of flagGroup[1] as string) {
      if (f === 'i' && !flags.includes('i')) flags += 'i';
      else if (f === 's' && !flags.includes('s')) flags += 's';
      else if (f === 'm' && !flags.includes('m')) flags += 'm';
      else if (f === 'U') throw new RegexSyntaxError('ungreedy flag (?U) is not supported');
    }
    src = src.slice(flagGroup[0].length);
  }
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined) throw new RegexSyntaxError('trailing backslash');
      if (next === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        const literal = end < 0 ? src.slice(i + 2) : src.slice(i + 2, end);
        out += literal.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
        i = end < 0 ? src.length : end + 1;
        continue;
      }
      if (!inClass && next === 'A') {
        out += '^';
        i++;
        continue;
      }
      if (!inClass && next === 'z') {
        out += '$(?![\\s\\S])';
        i++;
        continue;
      }
      if (/[1-9]/.test(next)) throw new RegexSyntaxError('backreferences are not supported by RE2');
      if (next === 'C') throw new RegexSyntaxError('\\C is not supported');
      out += ch + next;
      i++;
      continue;
    }
    if (inClass) {
      if (ch === '[' && src[i + 1] === ':') {
        const close = src.indexOf(':]', i + 2);
        if (close > 0) {
          let name = src.slice(i + 2, close);
          const negated = name.startsWith('^');
          if (negated) name = name.slice(1);
          const cls = POSIX_CLASSES[name];
          if (cls === undefined) throw new RegexSyntaxError(`unknown POSIX class [:${name}:]`);
          if (negated) throw new RegexSyntaxError('negated POSIX classes are not supported');
          out += cls;
          i = close + 1;
          continue;
        }
      }
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      if (src[i + 1] === '^') {
        out += '^';
        i++;
      }
      // A ']' right after '[' or '[^' is literal in RE2.
      if (src[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (ch === '(' && src[i + 1] === '?') {
      const rest = src.slice(i + 2);
      if (rest.startsWith('P<')) {
        out += nonCapturing ? '(?:' : '(?<';
        i += 3;
        if (nonCapturing) i = src.indexOf('>', i);
        continue;
      }
      if (rest.startsWith('=') || rest.startsWith('!') || rest.startsWith('<=') || rest.startsWith('<!')) {
        throw new RegexSyntaxError('lookaround assertions are not supported by RE2');
      }
      if (rest.startsWith('<') && nonCapturing) {
        out += '(?:';
        i = src.indexOf('>', i);
        continue;
      }
      if (/^[imsU-]+[:)]/.test(rest)) {
        throw new RegexSyntaxError('inline flag groups are only supported at the start of the pattern');
      }
      out += ch;
      continue;
    }
    if (ch === '(' && nonCapturing) {
      out += '(?:';
      continue;
    }
    out += ch;
  }
  return { source: out, flags };
}

const fullMatchCache = new Map<string, RegExp>();
const globalCache = new Map<string, RegExp>();
const splitCache = new Map<string, RegExp>();

function cached(cache: Map<string, RegExp>, key: string, build: () => RegExp): RegExp {
  let re = cache.get(key);
  if (re === undefined) {
    re = build();
    if (cache.size > 1000) cache.clear();
    cache.set(key, re);
  }
  return re;
}

function build(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new RegexSyntaxError((e as Error).message);
  }
}

/** Anchored on both ends: RE2 FullMatch semantics of string.matches(). */
export function fullMatchRegex(re2: string): RegExp {
  return cached(fullMatchCache, re2, () => {
    const t = translate(re2, false);
    return build(`^(?:${t.source})$`, t.flags);
  });
}

export function globalRegex(re2: string): RegExp {
  return cached(globalCache, re2, () => {
    const t = translate(re2, false);
    return build(t.source, t.flags + 'g');
  });
}

/** Capturing groups are turned non-capturing, since JS split() would splice them into the result. */
export function splitRegex(re2: string): RegExp {
  return cached(splitCache, re2, () => {
    const t = translate(re2, true);
    return build(t.source, t.flags);
  });
}

/** RE2::GlobalReplace rewrite semantics: \0-\9 refer to groups, \\ is a backslash. */
export function replaceAll(input: string, re2: string, rewrite: string): string {
  const re = globalRegex(re2);
  re.lastIndex = 0;
  return input.replace(re, (...args: unknown[]) => {
    // args: match, g1..gn, offset, whole, [groups]
    const hasGroups = typeof args[args.length - 1] === 'object' && args[args.length - 1] !== undefined;
    const groupCount = args.length - (hasGroups ? 4 : 3);
    const groups = args.slice(0, groupCount + 1) as (string | undefined)[];
    return rewrite.replace(/\\(\d|\\)/g, (_m, g: string) => {
      if (g === '\\') return '\\';
      return groups[Number(g)] ?? '';
    });
  });
}
