import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { DOCUMENT_ID_SOURCE, ROUTES, routePatternSource } from '@careers/domain/constants';
import { COLLECTIONS, JOB_INDEX_DOC_ID } from '@careers/domain/firestore';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// With their extensions: Node loads them as they are when Vite's native config loader reads this file.
import { parseEnv } from './src/config/env.ts';
import { documentsBaseUrl, documentUrlSuffix } from './src/lib/firebase/firestore-rest-url.ts';

/**
 * Filesystem paths, not root-relative ones (`/src/…`): the build resolves those against the project
 * root, but the dev server's dependency optimiser, bundling reactfire (which imports
 * `firebase/database`), reads `/src/…` from the filesystem root, and the dev server dies.
 */
const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const UNUSED_DATABASE_MODULE = join(SRC_DIR, 'lib', 'firebase', 'unused-database.ts');

/**
 * The public pages' route chunks load only after the entry has run and the router has matched the
 * URL, and a data page's document is read only after that: two more round trips before the page
 * can paint. This plugin adds a tiny inline script to index.html that, from the URL alone, asks
 * the browser to fetch the matching page's chunk (and its static imports) in parallel with the
 * entry, and starts the page's one public document read (taken over by
 * src/lib/firebase/public-document.ts). No more JavaScript is downloaded than the page needs
 * before its first paint anyway (`npm run budget` counts exactly these chunks).
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

/** Where index.html's inline script takes the route preloads (a comment until the build). */
const ROUTE_PRELOADS_MARKER = '/* careers:route-preloads */';

const preloadRouteChunks = (): Plugin => {
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
          return [[pattern, files.map((file) => `${base}${file}`), document ?? null] as const];
        });
        if (routes.length === 0) return html;
        const script = `(function(){var r=${JSON.stringify(routes)},b=${JSON.stringify(documentsBase)},s=${JSON.stringify(documentSuffix)},p=location.pathname;for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]).exec(p);if(!m)continue;r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)});if(r[i][2]&&window.fetch){try{var d=r[i][2].replace('$1',m[1]?decodeURIComponent(m[1]):''),e=d.split('/').map(encodeURIComponent).join('/'),f=fetch(b+e+s,{credentials:'omit'});f.catch(function(){});(window.__careersEarlyReads=window.__careersEarlyReads||{})[d]={at:Date.now(),response:f}}catch(x){}}break}})();`;
        // Into index.html's own inline script, where it marks the spot: one inline script instead
        // of two for the parser to compile and run before the first paint. Guarded, so that the
        // colour-scheme code after it runs whatever happens here.
        if (html.includes(ROUTE_PRELOADS_MARKER)) {
          return html.replace(ROUTE_PRELOADS_MARKER, () => `try{${script}}catch(e){}`);
        }
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
};

/**
 * The favicon (a small SVG in public/) goes into the built index.html as a data URI: otherwise the
 * browser fetches it while the page's own code and data are still downloading, one request more on
 * a slow connection before the first page is on screen.
 */
const FAVICON_HREF = 'href="/favicon.svg"';
const inlineFavicon = (): Plugin => {
  let publicDir = '';
  return {
    name: 'careers:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
      return html.replace(FAVICON_HREF, () => `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
};

/**
 * Firebase Hosting serves the build Brotli-compressed to browsers that accept it; `vite preview`
 * (the local stack, e2e and `npm run lighthouse`) compresses on the fly with gzip only. So that local
 * figures match production, the build writes a Brotli (.br) and a gzip (.gz) copy beside each text
 * asset, and the preview server sends the best one the browser accepts. The copies are not deployed
 * (firebase.json's hosting.ignore); `npm run budget` keeps measuring gzip.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html;charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain;charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
/** Smaller files are sent as they are (compression would not pay for its headers). */
const COMPRESS_FROM_BYTES = 1024;
/** In order of preference. */
const ENCODINGS = [
  { name: 'br', accepted: /\bbr\b/, suffix: '.br' },
  { name: 'gzip', accepted: /\bgzip\b/, suffix: '.gz' },
] as const;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (.vite/manifest.json) are never served.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

const precompressedAssets = (): Plugin => {
  let outDir = '';
  let writesBuild = true;
  return {
    name: 'careers:precompressed-assets',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      writesBuild = config.build.write;
    },
    closeBundle() {
      if (!writesBuild || !existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < COMPRESS_FROM_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        let file: string;
        try {
          file = resolve(outDir, `.${decodeURIComponent(new URL(req.url, 'http://preview').pathname)}`);
        } catch {
          return next();
        }
        const contentType = CONTENT_TYPES[extname(file)];
        if (!file.startsWith(`${outDir}${sep}`) || !contentType) return next();
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = ENCODINGS.find(
          (candidate) => candidate.accepted.test(accepted) && existsSync(file + candidate.suffix),
        );
        if (!encoding) return next();
        const compressed = file + encoding.suffix;
        res.setHeader('Content-Type', contentType);
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Content-Length', statSync(compressed).size);
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.method === 'HEAD') return void res.end();
        createReadStream(compressed).pipe(res);
      });
    },
  };
};

/**
 * Modules that every public page needs, split out of the entry so they stay cached across deploys.
 * Everything else is split by the lazy routes in `src/app/router.tsx`: admin pages and layout,
 * Storage and Functions SDKs (imported only through `src/lib/firebase/loaders.ts`) and
 * MUI X DataGrid land in chunks that public pages never load.
 */
const vendorChunks: CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 10,
  },
  {
    // The Firebase core every Firebase product needs. Auth is not here: it loads after the first
    // paint (lib/session/firebase-session-provider.tsx), Firestore with the pages that read data.
    name: 'firebase-app',
    priority: 10,
    test: /[\\/]node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app)[\\/]/,
  },
  {
    // MUI's styling runtime (every page needs it); MUI components stay split by the pages using them.
    name: 'mui-runtime',
    priority: 10,
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/,
  },
  // No group for MUI X: the router's lazy admin pages and the grid's dynamic import
  // (components/data-grid/admin-data-grid.tsx) already keep it out of public pages. A named group
  // either took the MUI components it uses along (every lazy page then loaded the grid) or, with
  // `includeDependenciesRecursively: false`, split modules into chunks that import each other, and
  // the grid failed at run time ("reading '__emotion_styles'" of an undefined component).
  {
    // Everything else every page runs before its first paint (layouts, providers, the MUI
    // components they use), in one file: left to automatic splitting it becomes dozens of tiny
    // chunks, each a request on a slow connection.
    name: 'app-shell',
    tags: ['$initial'],
    test: (id) =>
      !/[\\/]node_modules[\\/]/.test(id) ||
      /[\\/]node_modules[\\/](@mui[\\/]material|@tanstack|react-transition-group)[\\/]/.test(id),
  },
];

/**
 * reactfire imports the Realtime Database, full Firestore and Remote Config SDKs at its top level,
 * for hooks this app does not use, and those SDKs register themselves when imported. Marking them
 * free of side effects lets the bundler drop them while none of their exports is used: the
 * signed-in areas' reactfire chunk is about 48 KiB gzipped instead of 164. (The Realtime Database
 * SDK is replaced outright: see `resolve.alias`.) Firestore's lite SDK (dist/lite,
 * what the app uses) is not matched; a module whose exports are used is kept whole.
 */
const SDKS_ONLY_REACTFIRE_IMPORTS = [
  {
    test: /[\\/]node_modules[\\/](firebase[\\/](database|remote-config|firestore[\\/]dist)|@firebase[\\/](database|remote-config|installations|webchannel-wrapper)|re2js)[\\/]/,
    sideEffects: false,
  },
  { test: /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/](?!lite[\\/])/, sideEffects: false },
];

export default defineConfig({
  plugins: [react(), preloadRouteChunks(), inlineFavicon(), precompressedAssets()],
  resolve: {
    alias: [
      // `@/x` is `src/x`.
      { find: /^@\//, replacement: SRC_DIR },
      // reactfire's only use of the Realtime Database SDK (see the module).
      { find: /^firebase\/database$/, replacement: UNUSED_DATABASE_MODULE },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Transformed as the server starts, with their static imports, so that the first page load
    // does not wait for them (the local stack waits for this before it says it is ready).
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // .vite/manifest.json: the chunks each route loads, read by `npm run budget`.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: SDKS_ONLY_REACTFIRE_IMPORTS },
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
