import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

import { hostingHeaders } from './build-plugins/hosting-headers.ts';
import { lazyGridSlots } from './build-plugins/lazy-grid-slots.ts';
import { linguiPlugins } from './build-plugins/lingui.ts';
import { preloadRouteChunks } from './build-plugins/route-preloads.ts';

/**
 * Filesystem paths, not root-relative ones (`/src/…`): the build resolves those against the project
 * root, but the dev server's dependency optimiser, bundling reactfire (which imports
 * `firebase/database`), reads `/src/…` from the filesystem root, and the dev server dies.
 */
const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const UNUSED_DATABASE_MODULE = join(SRC_DIR, 'lib', 'firebase', 'unused-database.ts');

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
    // The Storage SDK, loaded on first use (a file read, a link, an upload). Without a group of its
    // own the bundler puts it in reactfire's chunk, which every signed-in page loads before its
    // first paint.
    name: 'firebase-storage',
    priority: 10,
    test: /[\\/]node_modules[\\/](@firebase[\\/]storage|firebase[\\/]storage)[\\/]/,
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
    test: /[\\/]node_modules[\\/](firebase[\\/](database|remote-config|storage|firestore[\\/]dist)|@firebase[\\/](database|remote-config|storage|installations|webchannel-wrapper)|re2js)[\\/]/,
    sideEffects: false,
  },
  { test: /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/](?!lite[\\/])/, sideEffects: false },
];

export default defineConfig({
  plugins: [
    react(),
    linguiPlugins(),
    lazyGridSlots(),
    preloadRouteChunks(),
    inlineFavicon(),
    precompressedAssets(),
    hostingHeaders(),
  ],
  resolve: {
    alias: [
      // `@/x` is `src/x`.
      { find: /^@\//, replacement: SRC_DIR },
      // reactfire's only use of the Realtime Database SDK (see the module).
      { find: /^firebase\/database$/, replacement: UNUSED_DATABASE_MODULE },
      // emotion adds a component's styles while it renders rather than in the commit (see there).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: join(SRC_DIR, 'lib', 'emotion-insertion.ts'),
      },
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
