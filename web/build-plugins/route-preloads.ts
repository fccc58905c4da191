import { DOCUMENT_ID_SOURCE, ROUTES, routePatternSource } from '@careers/domain/constants';
import { COLLECTIONS, JOB_INDEX_DOC_ID } from '@careers/domain/firestore';
import type { Plugin } from 'vite';

import { parseEnv } from '../src/config/env.ts';
import { documentsBaseUrl, documentUrlSuffix } from '../src/lib/firebase/firestore-rest-url.ts';

/**
 * The public pages' route chunks load only after the entry has run and the router has matched the
 * URL, and a data page's document is read only after that: two more round trips before the page
 * can paint. index.html's inline script asks the browser, from the URL alone, to fetch the matching
 * page's chunk (and its static imports) in parallel with the entry, and starts the page's one
 * public document read (taken over by src/lib/firebase/public-document.ts). No more JavaScript is
 * downloaded than the page needs before its first paint anyway (`npm run budget` counts exactly
 * these chunks).
 *
 * What to fetch is build output (chunk file names, the Firestore REST URL); this plugin writes it
 * as JSON into index.html's data block, which the inline script reads. The script itself is plain
 * source in index.html, the same in every build, so that the hash firebase.json's
 * Content-Security-Policy allows it by changes only when its code does (`npm run csp:hashes`).
 */
const JOB_INDEX_DOCUMENT = `${COLLECTIONS.jobIndex}/${JOB_INDEX_DOC_ID}`;
const ROUTE_PRELOADS: readonly { pattern: string; module: string; document?: string }[] = [
  { pattern: routePatternSource(ROUTES.home.path), module: 'src/app/routes/public/landing.tsx' },
  {
    pattern: routePatternSource(ROUTES.careers.list.path),
    module: 'src/app/routes/public/careers.tsx',
    document: JOB_INDEX_DOCUMENT,
  },
  {
    pattern: routePatternSource(ROUTES.careers.department.path),
    module: 'src/app/routes/public/careers.tsx',
    document: JOB_INDEX_DOCUMENT,
  },
  {
    // Only what can be a job id is read early (getJob refuses anything else as well).
    pattern: routePatternSource(ROUTES.jobDetail.path, { id: DOCUMENT_ID_SOURCE }),
    module: 'src/app/routes/public/job-detail.tsx',
    document: `${COLLECTIONS.jobs}/$1`,
  },
];

/** What index.html's inline script reads from the data block (`null` before the build). */
export type RoutePreloads = {
  routes: {
    /** A regular expression's source, matched against `location.pathname`. */
    pattern: string;
    /** The URLs of the page's chunks that the entry does not load itself. */
    chunks: string[];
    /** The document to read, `$1` standing for the pattern's first group; null for none. */
    document: string | null;
  }[];
  /** The Firestore REST URL a document's path is appended to, then `documentSuffix`. */
  documentsBase: string;
  documentSuffix: string;
};

/** index.html's data block, empty (`null`) until the build fills it. */
export const ROUTE_PRELOADS_BLOCK =
  /(<script type="application\/json" id="careers-route-preloads">)\s*null\s*(<\/script>)/;

/** JSON safe inside a `<script>` element: no `<` can end it or open a comment. */
export const jsonForScriptElement = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

export const preloadRouteChunks = (): Plugin => {
  let base = '/';
  let documentsBase = '';
  let documentSuffix = '';
  return {
    name: 'careers:preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // The same Firebase settings the app reads from its VITE_ variables (src/config/env.ts).
      const appEnv = parseEnv(config.env);
      documentsBase = documentsBaseUrl(appEnv);
      documentSuffix = documentUrlSuffix(appEnv);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        if (!ROUTE_PRELOADS_BLOCK.test(html)) {
          throw new Error(
            'index.html has no empty route-preloads data block ' +
              '(<script type="application/json" id="careers-route-preloads">null</script>).',
          );
        }
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const closure = (fileName: string, into = new Set<string>()): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const preloadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
        const routes = ROUTE_PRELOADS.flatMap(({ pattern, module, document }) => {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(module),
          );
          if (!chunk) return [];
          const files = [...closure(chunk.fileName)].filter((file) => !preloadedByEntry.has(file));
          return [{ pattern, chunks: files.map((file) => `${base}${file}`), document: document ?? null }];
        });
        const preloads: RoutePreloads = { routes, documentsBase, documentSuffix };
        return html.replace(ROUTE_PRELOADS_BLOCK, (_match, open: string, close: string) =>
          [open, jsonForScriptElement(preloads), close].join(''),
        );
      },
    },
  };
};
