// Firestore orders strings by their UTF-8 bytes; JavaScript compares UTF-16 code units. The two
// agree except when one side of the first difference is a surrogate (a code point above U+FFFF,
// four UTF-8 bytes) and the other is a BMP character at or above U+E000: UTF-16 puts the surrogate
// first, UTF-8 puts it last.

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

export function compareUtf8(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const sa = isSurrogate(ca);
    const sb = isSurrogate(cb);
    if (sa === sb) return ca < cb ? -1 : 1;
    return sa ? 1 : -1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}
