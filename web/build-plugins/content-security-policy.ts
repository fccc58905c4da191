import { createHash } from 'node:crypto';

// A Content-Security-Policy as directives and their sources, and the few rules of CSP Level 3 the
// build and the preview server need: hash sources, and whether a source allows an origin.

/** Directive names in order, each with its sources (keywords keep their quotes). */
export type Policy = Map<string, string[]>;

export const parsePolicy = (value: string): Policy => {
  const policy: Policy = new Map();
  for (const directive of value.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    // A repeated directive is ignored by browsers: the first one counts.
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
};

export const serializePolicy = (policy: Policy): string =>
  [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** The source that allows an inline script or style whose text is exactly `text`. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const isHashSource = (source: string): boolean =>
  /^'sha(256|384|512)-[A-Za-z0-9+/=_-]+'$/.test(source);

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether `source` (a host source such as `https://*.example.com`, or a scheme source such as
 * `data:`) allows requests to `origin`. Keywords, hashes and nonces allow no origin. Paths in
 * sources are not used here and are ignored. The upgrade from http to https that CSP allows for
 * a source without a scheme is not modelled: every source in this project names its scheme.
 */
export const sourceAllowsOrigin = (source: string, origin: string): boolean => {
  if (source.startsWith("'")) return false;
  const url = new URL(origin);
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(source);
  if (!match) return false;
  const [, scheme = '', wildcard, host = '', port] = match;
  if (url.protocol !== scheme.toLowerCase()) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false;
  if (port === '*') return true;
  return (url.port || DEFAULT_PORTS[url.protocol]) === (port ?? DEFAULT_PORTS[url.protocol]);
};

/** Whether a directive's sources allow `origin`. */
export const sourcesAllowOrigin = (sources: readonly string[], origin: string): boolean =>
  sources.some((source) => sourceAllowsOrigin(source, origin));
