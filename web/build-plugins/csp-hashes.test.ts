// @vitest-environment node

import { beforeAll, describe, expect, it } from 'vitest';

import { isHashSource, parsePolicy } from './content-security-policy.ts';
import * as csp from './csp-hashes.ts';
import { inlineCodeOf } from './inline-code.ts';
import type { RoutePreloads } from './route-preloads.ts';

// firebase.json's Content-Security-Policy allows index.html's inline script by its hash. Change
// that code and the hash changes: this fails until firebase.json has the new one
// (`npm run csp:hashes -- --write` puts it there).

/** Runs `work` with these VITE_ variables, then puts the environment back. */
const withEnv = async <T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> => {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    return await work();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
};

const PRODUCTION_ENV = {
  VITE_FIREBASE_PROJECT_ID: 'careers-prod',
  VITE_FIREBASE_API_KEY: 'test-key',
  VITE_USE_EMULATORS: 'false',
};

describe("firebase.json's hashes of index.html's inline code", () => {
  let html = '';
  let productionHtml = '';
  beforeAll(async () => {
    html = await withEnv({ VITE_USE_EMULATORS: 'true' }, csp.buildIndexHtml);
    productionHtml = await withEnv(PRODUCTION_ENV, csp.buildIndexHtml);
  }, 240_000);

  it('are exactly those of the built inline scripts', () => {
    const policies = csp.hostingPolicies(csp.readFirebaseJson());
    expect(policies.length).toBeGreaterThan(0);
    const needed = csp.scriptHashesFor(html);
    expect(needed).toHaveLength(inlineCodeOf(html).scripts.length);
    for (const policy of policies) {
      expect(
        new Set(csp.policyScriptHashes(policy)),
        'index.html changed: run `npm run csp:hashes -- --write` to update firebase.json',
      ).toEqual(new Set(needed));
      // Inline style elements are allowed whole ('unsafe-inline'), which a hash or a nonce in the
      // same directive would silently switch off.
      const styles = parsePolicy(policy).get('style-src') ?? [];
      expect(styles).toContain("'unsafe-inline'");
      expect(styles.filter((source) => isHashSource(source) || source.startsWith("'nonce-"))).toEqual([]);
    }
  });

  it('do not change with the build: the inline script is fixed code, the build writes only data', () => {
    expect(csp.scriptHashesFor(productionHtml)).toEqual(csp.scriptHashesFor(html));
    const preloads = (page: string) => {
      const [block] = inlineCodeOf(page).dataBlocks.filter((data) => data.id === 'careers-route-preloads');
      expect(block?.type).toBe('application/json');
      return JSON.parse(block?.text ?? 'null') as RoutePreloads;
    };
    const emulator = preloads(html);
    const production = preloads(productionHtml);
    expect(emulator.routes.map((route) => route.pattern)).toHaveLength(4);
    for (const route of emulator.routes) {
      expect(route.chunks.length).toBeGreaterThan(0);
      for (const chunk of route.chunks) expect(chunk).toMatch(/^\/assets\/[\w.-]+\.js$/);
    }
    expect(emulator.documentsBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/demo-careers\//);
    expect(production.documentsBase).toBe(
      'https://firestore.googleapis.com/v1/projects/careers-prod/databases/(default)/documents/',
    );
    expect(production.documentSuffix).toBe('?key=test-key');
  });

  it('leave no inline code that a hash cannot allow (event handler attributes, javascript: URLs)', () => {
    expect(inlineCodeOf(html).unhashable).toEqual([]);
  });

  it('are found in a page and replaced in a policy without touching its other sources', () => {
    const code = inlineCodeOf(
      '<html><head><script>a()</script><script type="module">b()</script>' +
        '<script type="application/ld+json">{}</script><script src="/x.js"></script>' +
        '<style>p{}</style></head><body onload="c()"><a href="javascript:d()">x</a></body></html>',
    );
    expect(code.scripts.map((script) => script.text)).toEqual(['a()', 'b()']);
    expect(code.dataBlocks).toEqual([{ type: 'application/ld+json', id: '', text: '{}' }]);
    expect(code.styles.map((style) => style.text)).toEqual(['p{}']);
    expect(code.unhashable).toEqual(['<body onload="c()">', '<a href="javascript:d()">']);

    const policy = "script-src 'self' 'sha256-old=' https://x.test; style-src 'self'; img-src data:";
    expect(csp.withScriptHashes(policy, ["'sha256-new='"])).toBe(
      "script-src 'self' https://x.test 'sha256-new='; style-src 'self'; img-src data:",
    );
  });
});
