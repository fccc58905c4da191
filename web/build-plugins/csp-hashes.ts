import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { EMPTY_STYLE_HASH, isHashSource, parsePolicy, serializePolicy } from './content-security-policy.ts';
import { inlineCodeOf } from './inline-code.ts';

// firebase.json's Content-Security-Policy allows index.html's inline scripts and styles by their
// hashes. These helpers build the page, compute the hashes it needs, and compare or rewrite the
// policy's: for the test that fails when they differ (csp-hashes.test.ts) and `npm run csp:hashes`.

export const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

/** The built index.html, as a production build writes it (nothing is written to disk). */
export const buildIndexHtml = async (): Promise<string> => {
  const { build } = await import('vite');
  // Vite keeps a NODE_ENV already set, and vitest sets it to 'test': build for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    const page = result.output.find((file) => file.fileName === 'index.html');
    if (page?.type === 'asset') return String(page.source);
  }
  throw new Error('The build wrote no index.html.');
};

export type HashSources = { 'script-src': string[]; 'style-src': string[] };

/**
 * The hash sources the page's inline code needs: one per inline script, one per inline style, and
 * the empty style element's, for MUI's styling engine (see EMPTY_STYLE_HASH).
 */
export const hashSourcesFor = (html: string): HashSources => {
  const code = inlineCodeOf(html);
  return {
    'script-src': [...new Set(code.scripts.map((script) => script.hash))],
    'style-src': [...new Set([...code.styles.map((style) => style.hash), EMPTY_STYLE_HASH])],
  };
};

type Header = { key: string; value: string };
type FirebaseJson = { hosting: { headers?: { source?: string; headers: Header[] }[] } };

/** Every Content-Security-Policy value in firebase.json's Hosting headers. */
export const hostingPolicies = (firebaseJsonText: string): string[] =>
  ((JSON.parse(firebaseJsonText) as FirebaseJson).hosting.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key.toLowerCase() === 'content-security-policy')
    .map((header) => header.value);

/** A policy's hash sources, by directive. */
export const policyHashSources = (policyValue: string): HashSources => {
  const policy = parsePolicy(policyValue);
  return {
    'script-src': (policy.get('script-src') ?? []).filter(isHashSource),
    'style-src': (policy.get('style-src') ?? []).filter(isHashSource),
  };
};

/** The policy with its hash sources replaced by `hashes` (other sources kept, in their order). */
export const withHashSources = (policyValue: string, hashes: HashSources): string => {
  const policy = parsePolicy(policyValue);
  for (const directive of ['script-src', 'style-src'] as const) {
    const others = (policy.get(directive) ?? []).filter((source) => !isHashSource(source));
    policy.set(directive, [...others, ...hashes[directive]]);
  }
  return serializePolicy(policy);
};

export const readFirebaseJson = (): string => readFileSync(FIREBASE_JSON, 'utf8');
