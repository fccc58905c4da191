// @vitest-environment node

import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseEnv } from '../src/config/env.ts';
import { productionOrigins } from '../src/lib/firebase/service-origins.ts';
import { parsePolicy, sourcesAllowOrigin } from './content-security-policy.ts';
import {
  headersFor,
  previewHeaderRules,
  readHostingHeaders,
  ruleMatches,
  withEmulatorOrigins,
  type HeaderRule,
} from './hosting-headers.ts';

const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

const rule = (source: string, key = 'X-Test', value = source): HeaderRule => ({
  source,
  headers: [{ key, value }],
});

describe("Hosting's choice of headers by path", () => {
  it('matches globs as the Hosting emulator does', () => {
    const everything = rule('**');
    for (const path of ['/', '/careers', '/job-detail/a.b', '/assets/index-1.js']) {
      expect(ruleMatches(everything, path), path).toBe(true);
    }
    // minimatch's default: `**` does not enter dot folders.
    expect(ruleMatches(everything, '/.well-known/x')).toBe(false);
    expect(ruleMatches(rule('/assets/**'), '/assets/index-1.js')).toBe(true);
    expect(ruleMatches(rule('assets/**'), '/assets/index-1.js')).toBe(true);
    expect(ruleMatches(rule('/assets/**'), '/x/assets/index-1.js')).toBe(false);
    expect(ruleMatches(rule('**/*.html'), '/index.html')).toBe(true);
    expect(ruleMatches(rule('**/*.html'), '/careers')).toBe(false);
    expect(ruleMatches(rule('/{careers,jobs}/**'), '/jobs/1')).toBe(true);
    expect(ruleMatches({ regex: '^/job-detail/[a-z]+$', headers: [] }, '/job-detail/abc')).toBe(true);
    expect(ruleMatches({ regex: '^/job-detail/[a-z]+$', headers: [] }, '/job-detail/1')).toBe(false);
  });

  it("sends every matching rule's headers, a later rule's value replacing an earlier one's", () => {
    const rules = [rule('**', 'Cache-Control', 'no-cache'), rule('/assets/**', 'cache-control', 'immutable')];
    expect([...headersFor(rules, '/assets/a.js')]).toEqual([['cache-control', 'immutable']]);
    expect([...headersFor(rules, '/careers')]).toEqual([['Cache-Control', 'no-cache']]);
    expect(headersFor([rule('/assets/**')], '/careers').size).toBe(0);
  });
});

describe("the preview's Content-Security-Policy", () => {
  const POLICY =
    "default-src 'none'; script-src 'self'; img-src data: https://firebasestorage.googleapis.com; " +
    "connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com " +
    'https://securetoken.googleapis.com https://firebasestorage.googleapis.com https://*.cloudfunctions.net';
  const stack = parseEnv({
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_FIRESTORE_EMULATOR_PORT: '4001',
    VITE_AUTH_EMULATOR_PORT: '4002',
    VITE_STORAGE_EMULATOR_PORT: '4003',
    VITE_FUNCTIONS_EMULATOR_PORT: '4004',
  });

  it("allows each emulator where the policy allows its service's production origin", () => {
    const policy = parsePolicy(withEmulatorOrigins(POLICY, stack));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://*.cloudfunctions.net',
      'http://127.0.0.1:4001',
      'http://127.0.0.1:4002',
      'http://127.0.0.1:4003',
      'http://127.0.0.1:4004',
    ]);
    expect(policy.get('img-src')).toEqual([
      'data:',
      'https://firebasestorage.googleapis.com',
      'http://127.0.0.1:4003',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('is production’s own for a build without the emulators', () => {
    const production = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'careers-prod', VITE_FIREBASE_API_KEY: 'key' });
    expect(withEmulatorOrigins(POLICY, production)).toBe(POLICY);
  });

  it('changes only the Content-Security-Policy of the rules', () => {
    const rules = previewHeaderRules(
      [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: POLICY },
            { key: 'X-Content-Type-Options', value: 'nosniff' },
          ],
        },
      ],
      stack,
    );
    expect(rules[0]?.headers[0]?.value).toContain('http://127.0.0.1:4004');
    expect(rules[0]?.headers[1]).toEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
  });
});

describe("firebase.json's security headers", () => {
  const headers = headersFor(readHostingHeaders(FIREBASE_JSON), '/careers');
  const policy = parsePolicy(headers.get('Content-Security-Policy') ?? '');
  const sources = (directive: string) => policy.get(directive) ?? [];

  it('allow no inline or evaluated script but the one they name, no style attributes, framing, plugins or base URL', () => {
    expect(sources('default-src')).toEqual(["'none'"]);
    expect(sources('script-src')).toContain("'self'");
    expect(sources('script-src')).not.toContain("'unsafe-inline'");
    expect(sources('script-src')).not.toContain("'unsafe-eval'");
    expect(sources('script-src').filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    // Style elements (MUI's, the grid's variables): docs/security-headers.md says why.
    expect(sources('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources('style-src-attr')).toEqual(["'none'"]);
    expect(sources('object-src')).toEqual(["'none'"]);
    expect(sources('frame-ancestors')).toEqual(["'none'"]);
    expect(sources('base-uri')).toEqual(["'none'"]);
    expect(sources('form-action')).toEqual(["'self'"]);
  });

  it("let the app reach exactly the Firebase services it uses (and the /api rewrite, 'self')", () => {
    const origins = productionOrigins(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'careers-prod', VITE_FIREBASE_API_KEY: 'key' }),
    );
    const used = Object.values(origins).flat();
    for (const origin of used) expect(sourcesAllowOrigin(sources('connect-src'), origin), origin).toBe(true);
    // No source that none of them needs.
    for (const source of sources('connect-src').filter((each) => each !== "'self'")) {
      expect(
        used.some((origin) => sourcesAllowOrigin([source], origin)),
        source,
      ).toBe(true);
    }
    // Pictures: Storage's download URLs, data: (the inlined favicon, a question's picture), blob:
    // (a picture being uploaded).
    expect(new Set(sources('img-src'))).toEqual(new Set(['data:', 'blob:', ...origins.storage]));
    // Frames: a PDF CV from Storage on the applicant review, nothing else.
    expect(sources('frame-src')).toEqual(origins.storage);
  });

  it('ask for HTTPS, no sniffing, a short referrer and no powerful features but those used', () => {
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    const permissions = headers.get('Permissions-Policy') ?? '';
    // The job page's directions start from the visitor's position; Share copies a link.
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('clipboard-write=(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb'])
      expect(permissions).toContain(`${feature}=()`);
  });
});
