import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * reactfire imports five Firebase SDKs at its top level for hooks this app does not use (we read
 * Firestore with the lite SDK through TanStack Query, and load Storage and Functions lazily from
 * src/lib/firebase/loaders.ts). Firebase SDKs register themselves on import, so the bundler keeps
 * them all: about 190 kB gzip in every page. In production builds, reactfire's imports of those
 * SDKs get stubs that throw; our own imports of the same SDKs are untouched. If a reactfire update
 * imports another name, the build fails on the missing export rather than shipping it silently.
 */
const REACTFIRE_UNUSED_SDK_IMPORTS: Record<string, readonly string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0reactfire-unused-sdk:';

const reactfireWithoutUnusedSdks = (): Plugin => ({
  name: 'careers:reactfire-without-unused-sdks',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      importer &&
      /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) &&
      source in REACTFIRE_UNUSED_SDK_IMPORTS
    ) {
      return `${STUB_PREFIX}${source}`;
    }
    return null;
  },
  load(id) {
    if (!id.startsWith(STUB_PREFIX)) return null;
    const sdk = id.slice(STUB_PREFIX.length);
    return (REACTFIRE_UNUSED_SDK_IMPORTS[sdk] ?? [])
      .map(
        (name) =>
          `export function ${name}() { throw new Error(${JSON.stringify(
            `reactfire's ${sdk} hooks are not bundled: use TanStack Query with src/lib/firebase (web/README.md).`,
          )}); }`,
      )
      .join('\n');
  },
});

/**
 * Modules that every public page needs, split out of the entry so they stay cached across deploys.
 * Everything else is split by the lazy routes in `src/app/router.tsx`: admin pages and layout,
 * Storage and Functions SDKs (imported only through `src/lib/firebase/loaders.ts`) and, later,
 * MUI X DataGrid land in chunks that public pages never load.
 */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'firebase-auth',
    test: /[\\/]node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb)[\\/]/,
  },
  {
    // MUI's styling runtime (every page needs it); MUI components stay split by the pages using them.
    name: 'mui-runtime',
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/,
  },
  // Admin-only: never requested by a public route.
  { name: 'mui-x-data-grid', test: /[\\/]node_modules[\\/]@mui[\\/]x-/ },
];

export default defineConfig({
  plugins: [react(), reactfireWithoutUnusedSdks()],
  resolve: {
    // `@/x` is `src/x`; Vite resolves a leading `/` from the project root.
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
