import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { inlineCodeOf } from './inline-code.ts';
import { jsonForScriptElement, ROUTE_PRELOADS_BLOCK, type RoutePreloads } from './route-preloads.ts';

// index.html's inline script, run on index.html in jsdom (this project's environment): from the
// page's URL and the data the build writes into the page, it preloads the route's chunks and starts
// its document read.

// A path, not a URL: in jsdom, `URL` is jsdom's, which node:fs does not take.
const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'index.html'), 'utf8');

const PRELOADS: RoutePreloads = {
  routes: [
    { pattern: '^\\/$', chunks: ['/assets/landing-1.js'], document: null },
    { pattern: '^\\/careers\\/([^/]+)\\/?$', chunks: ['/assets/careers-1.js'], document: 'jobIndex/open' },
    {
      pattern: '^\\/job-detail\\/([A-Za-z0-9_-]{1,128})\\/?$',
      chunks: ['/assets/job-detail-1.js', '/assets/shared-1.js'],
      document: 'jobs/$1',
    },
  ],
  documentsBase: 'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/',
  documentSuffix: '?key=k',
};

/** index.html at `path`, with `preloads` in its data block, once its inline script has run. */
const openPage = (path: string, preloads: RoutePreloads | null) => {
  const html =
    preloads === null
      ? INDEX_HTML
      : INDEX_HTML.replace(ROUTE_PRELOADS_BLOCK, (_match, open: string, close: string) =>
          [open, jsonForScriptElement(preloads), close].join(''),
        );
  window.history.replaceState(null, '', path);
  // Parsed, not run: the script runs below, alone. Into the document's own head and body: the other
  // test files of this worker share the document (web/vitest.config.ts), and Testing Library's
  // `screen` keeps the body element it found first.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceChildren(...parsed.head.childNodes);
  document.body.replaceChildren(...parsed.body.childNodes);
  const fetch = vi.fn(() => Promise.resolve({ ok: true }));
  vi.stubGlobal('fetch', fetch);
  const [script] = inlineCodeOf(html).scripts;
  new Function(script?.text ?? '')();
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
  const earlyReads = (window as unknown as { __careersEarlyReads?: Record<string, { at: number }> })
    .__careersEarlyReads;
  return { fetch, preloaded, earlyReads };
};

/** The shared document as this file found it, put back after each test. */
const found = {
  url: window.location.href,
  head: [...document.head.childNodes],
  body: [...document.body.childNodes],
  attributes: [...document.documentElement.attributes].map(({ name, value }) => ({ name, value })),
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { __careersEarlyReads?: unknown }).__careersEarlyReads;
  document.head.replaceChildren(...found.head);
  document.body.replaceChildren(...found.body);
  // The script sets the colour scheme and the frame banner on <html>.
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  for (const { name, value } of found.attributes) document.documentElement.setAttribute(name, value);
  window.history.replaceState(null, '', found.url);
});

describe("index.html's early start", () => {
  it("preloads a job page's chunks and starts reading its document", () => {
    const page = openPage('/job-detail/shift-1', PRELOADS);
    expect(page.preloaded).toEqual(['/assets/job-detail-1.js', '/assets/shared-1.js']);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.fetch).toHaveBeenCalledWith(
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/jobs/shift-1?key=k',
      { credentials: 'omit' },
    );
    expect(Object.keys(page.earlyReads ?? {})).toEqual(['jobs/shift-1']);
  });

  it('only preloads chunks for a page without a document, and nothing for another path', () => {
    const landing = openPage('/', PRELOADS);
    expect(landing.preloaded).toEqual(['/assets/landing-1.js']);
    expect(landing.fetch).not.toHaveBeenCalled();

    const other = openPage('/login', PRELOADS);
    expect(other.preloaded).toEqual([]);
    expect(other.fetch).not.toHaveBeenCalled();
  });

  it('still preloads the chunks when the URL cannot be decoded', () => {
    const page = openPage('/careers/%E0%A4', PRELOADS);
    expect(page.preloaded).toEqual(['/assets/careers-1.js']);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('does nothing before the build has written its data (the dev server), and sets the colour scheme', () => {
    const page = openPage('/job-detail/shift-1', null);
    expect(page.preloaded).toEqual([]);
    expect(page.fetch).not.toHaveBeenCalled();
    // The colour-scheme code after it in the same script still ran.
    expect(document.documentElement.hasAttribute('data-frame-banner')).toBe(true);
  });

  it('keeps the data inert inside its script element', () => {
    expect(jsonForScriptElement({ text: '</script><script>alert(1)</script>' })).toBe(
      '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
