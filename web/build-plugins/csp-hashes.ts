import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { isHashSource, parsePolicy, serializePolicy } from './content-security-policy.ts';
import { inlineCodeOf } from './inline-code.ts';

// firebase.json's Content-Security-Policy allows index.html's inline script by its hash. These
// helpers build the page, compute the hashes its inline scripts need, and compare or rewrite the
// policy's: for the test that fails when they differ (csp-hashes.test.ts) and `npm run csp:hashes`.
// (Inline styles need none: the policy allows style elements, see docs/security-headers.md.)

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

/** The script-src hash sources the page's inline scripts need, one per distinct script. */
export const scriptHashesFor = (html: string): string[] => [
  ...new Set(inlineCodeOf(html).scripts.map((script) => script.hash)),
];

type Header = { key: string; value: string };
type FirebaseJson = { hosting: { headers?: { source?: string; headers: Header[] }[] } };

/** Every Content-Security-Policy value in firebase.json's Hosting headers. */
export const hostingPolicies = (firebaseJsonText: string): string[] =>
  ((JSON.parse(firebaseJsonText) as FirebaseJson).hosting.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key.toLowerCase() === 'content-security-policy')
    .map((header) => header.value);

/** A policy's script-src hash sources. */
export const policyScriptHashes = (policyValue: string): string[] =>
  (parsePolicy(policyValue).get('script-src') ?? []).filter(isHashSource);

/** The policy with its script-src hash sources replaced by `hashes` (other sources kept, in order). */
export const withScriptHashes = (policyValue: string, hashes: readonly string[]): string => {
  const policy = parsePolicy(policyValue);
  const others = (policy.get('script-src') ?? []).filter((source) => !isHashSource(source));
  policy.set('script-src', [...others, ...hashes]);
  return serializePolicy(policy);
};

export const readFirebaseJson = (): string => readFileSync(FIREBASE_JSON, 'utf8');
