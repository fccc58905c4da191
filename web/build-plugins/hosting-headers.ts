import { readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { posix, resolve } from 'node:path';

import { minimatch } from 'minimatch';
import type { Plugin } from 'vite';

import { parseEnv, type Env } from '../src/config/env.ts';
import {
  emulatorOrigins,
  FIREBASE_SERVICES,
  productionOrigins,
} from '../src/lib/firebase/service-origins.ts';
import { parsePolicy, serializePolicy, sourcesAllowOrigin } from './content-security-policy.ts';

/**
 * `vite preview` (the local stack's production build, e2e, `npm run lighthouse`) sends the headers
 * Firebase Hosting sends in production: those of firebase.json's `hosting.headers`, chosen by path
 * the way Hosting chooses them. Only the Content-Security-Policy differs: where it allows a
 * Firebase service's production origin, the preview also allows that service's emulator, on the
 * host and port the build's VITE_ variables name (the same the app reads, src/config/env.ts).
 * The dev server sends none of them (its React Refresh preamble is an inline script).
 */

export type HeaderRule = {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
};

type FirebaseJson = { hosting?: { headers?: HeaderRule[] } | unknown[] };

export const readHostingHeaders = (firebaseJsonPath: string): HeaderRule[] => {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as FirebaseJson;
  if (Array.isArray(config.hosting)) {
    throw new Error(`${firebaseJsonPath}: one Hosting site is expected, not a list of sites.`);
  }
  return config.hosting?.headers ?? [];
};

/** glob-slasher, as the Hosting emulator (superstatic) applies it to paths and globs alike. */
const slash = (value: string): string =>
  value.startsWith('!') ? `!${slash(value.slice(1))}` : posix.normalize(posix.join('/', value));

/**
 * Whether a rule applies to a request path, as the Hosting emulator (superstatic) decides: a
 * `source` or `glob` is matched with minimatch and its default options (so `**` does not enter
 * dot folders), a `regex` as a regular expression; both against the path with a leading slash.
 */
export const ruleMatches = (rule: HeaderRule, pathname: string): boolean => {
  const glob = rule.glob ?? rule.source;
  if (glob) return minimatch(slash(pathname), slash(glob));
  if (rule.regex) return new RegExp(rule.regex, 'u').test(slash(pathname));
  return false;
};

/**
 * The headers a path gets: those of every rule that matches it, in the file's order, a later value
 * replacing an earlier one of the same name (the emulator sets them one after the other).
 */
export const headersFor = (rules: readonly HeaderRule[], pathname: string): Map<string, string> => {
  const headers = new Map<string, { key: string; value: string }>();
  for (const rule of rules) {
    if (!ruleMatches(rule, pathname)) continue;
    for (const header of rule.headers) headers.set(header.key.toLowerCase(), header);
  }
  return new Map([...headers.values()].map(({ key, value }) => [key, value]));
};

const CSP_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);

/**
 * The policy with each Firebase service's emulator allowed wherever the service's production
 * origin is: connect-src gets every emulator the app calls, img-src the Storage emulator that
 * serves the download URLs of pictures. Unchanged when the build does not use the emulators.
 */
export const withEmulatorOrigins = (
  policyValue: string,
  config: Pick<Env, 'firebase' | 'functionsRegion' | 'useEmulators' | 'emulators'>,
): string => {
  if (!config.useEmulators) return policyValue;
  const production = productionOrigins(config);
  const emulators = emulatorOrigins(config);
  const policy = parsePolicy(policyValue);
  for (const [name, sources] of policy) {
    const added = FIREBASE_SERVICES.filter((service) =>
      production[service].some((origin) => sourcesAllowOrigin(sources, origin)),
    ).flatMap((service) => emulators[service]);
    policy.set(name, [...new Set([...sources, ...added])]);
  }
  return serializePolicy(policy);
};

/** The preview's rules: firebase.json's, with the emulators in the Content-Security-Policy. */
export const previewHeaderRules = (
  rules: readonly HeaderRule[],
  config: Parameters<typeof withEmulatorOrigins>[1],
): HeaderRule[] =>
  rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      CSP_HEADERS.has(header.key.toLowerCase())
        ? { key: header.key, value: withEmulatorOrigins(header.value, config) }
        : header,
    ),
  }));

/**
 * Sets `headers` when the response's head is written, over whatever the server set before (Vite
 * sets its own Cache-Control on index.html), as Hosting's configured headers win over its defaults.
 */
const setWhenHeadIsWritten = (res: ServerResponse, headers: Map<string, string>) => {
  const names = new Set([...headers.keys()].map((key) => key.toLowerCase()));
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      const given = arg as OutgoingHttpHeaders;
      for (const key of Object.keys(given)) if (names.has(key.toLowerCase())) delete given[key];
    }
    for (const [key, value] of headers) this.setHeader(key, value);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
};

export const hostingHeaders = (options: { firebaseJson?: string } = {}): Plugin => {
  let rules: HeaderRule[] = [];
  return {
    name: 'careers:hosting-headers',
    // Before the other preview middlewares, some of which answer requests themselves.
    enforce: 'pre',
    apply: (_config, env) => env.isPreview === true,
    configResolved(config) {
      const firebaseJson = options.firebaseJson ?? resolve(config.root, '..', 'firebase.json');
      rules = previewHeaderRules(readHostingHeaders(firebaseJson), parseEnv(config.env));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // The path as sent, not decoded or normalised, as the emulator matches it.
        const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
        const headers = headersFor(rules, pathname);
        if (headers.size > 0) setWhenHeadIsWritten(res, headers);
        next();
      });
    },
  };
};
