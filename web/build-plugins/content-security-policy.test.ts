// @vitest-environment node

import { describe, expect, it } from 'vitest';

import {
  hashSource,
  isHashSource,
  parsePolicy,
  serializePolicy,
  sourceAllowsOrigin,
} from './content-security-policy.ts';

describe('Content-Security-Policy helpers', () => {
  it('parses directives in order, the first of a repeated one counting, and writes them back', () => {
    const policy = parsePolicy(
      "default-src 'none';  script-src 'self' 'sha256-abc=' ; SCRIPT-SRC *; img-src data:",
    );
    expect([...policy]).toEqual([
      ['default-src', ["'none'"]],
      ['script-src', ["'self'", "'sha256-abc='"]],
      ['img-src', ['data:']],
    ]);
    expect(serializePolicy(policy)).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc='; img-src data:",
    );
  });

  it('hashes inline code as browsers do (SHA-256 of the exact text, base64)', () => {
    // The well-known digest of nothing, and of the text of `<script>alert('Hello, world.');</script>`
    // (the example of the CSP Level 3 specification).
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(isHashSource(hashSource(''))).toBe(true);
    expect(isHashSource("'self'")).toBe(false);
  });

  it('tells which origins a source allows', () => {
    expect(
      sourceAllowsOrigin('https://*.cloudfunctions.net', 'https://us-central1-p.cloudfunctions.net'),
    ).toBe(true);
    expect(sourceAllowsOrigin('https://*.cloudfunctions.net', 'https://cloudfunctions.net')).toBe(false);
    expect(sourceAllowsOrigin('https://*.cloudfunctions.net', 'http://a.cloudfunctions.net')).toBe(false);
    expect(sourceAllowsOrigin('https://firestore.googleapis.com', 'https://firestore.googleapis.com')).toBe(
      true,
    );
    expect(
      sourceAllowsOrigin('https://firestore.googleapis.com', 'https://firestore.googleapis.com:8443'),
    ).toBe(false);
    expect(sourceAllowsOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080')).toBe(true);
    expect(sourceAllowsOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:9099')).toBe(false);
    expect(sourceAllowsOrigin('http://127.0.0.1:*', 'http://127.0.0.1:9099')).toBe(true);
    expect(sourceAllowsOrigin('data:', 'data:image/png;base64,AA')).toBe(true);
    expect(sourceAllowsOrigin("'self'", 'https://firestore.googleapis.com')).toBe(false);
  });
});
