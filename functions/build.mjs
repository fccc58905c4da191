// Bundles the functions with esbuild, @careers/domain (a workspace package that is not published)
// and every dependency with them, then writes dist/package.json. firebase.json points
// functions.source at dist/. `node build.mjs --outdir=DIR` writes the same into DIR (relative to this
// folder) instead: each local stack builds into a folder of its own (scripts/stack/stack.ts), so
// one starting never rewrites the bundle another stack's Functions emulator is running.
//
// Code splitting: dist/index.js (the entry every instance loads) defines the triggers only; each
// `import()` of a trigger's module (src/lib/triggers.ts) becomes a chunk in dist/chunks/, with the
// code shared between them in chunks of their own, so a function loads only what it uses.
//
// firebase-admin and firebase-functions are bundled too: loaded from node_modules they cost a cold
// start twice the CPU (thousands of files resolved, read and compiled one by one; measured with
// `npm run bench:cold-start -w functions`, docs/testing.md). dist/package.json still lists them:
// firebase-tools finds the triggers by running the installed firebase-functions on dist/index.js,
// and the Functions emulator refuses a source without both; the bundle does not load them.
import { build } from 'esbuild';
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
/** Installed beside the bundle for firebase-tools (above), not loaded by it. */
const installed = ['firebase-admin', 'firebase-functions'];

const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const out = new URL(`./${outdir.replace(/\/?$/, '/')}`, import.meta.url);

await mkdir(out, { recursive: true });
// Chunks are named by their content's hash: clear the last build's (dist/ may hold .env files too).
await rm(new URL('./chunks/', out), { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // Less text to read and scan on every cold start (5% of its CPU). Full minification measured
  // slower, not faster (applyToJob's load 240 ms of CPU against 195).
  minifyWhitespace: true,
  // Mappings for stack traces; the sources themselves (node_modules' mostly) would add 11 MB to dist/.
  sourcesContent: false,
  // CommonJS dependencies bundled into this ES module call require() for Node's built-ins and read
  // __dirname (gRPC's and google-gax's proto directories, only for protos they are asked to load
  // from files, which Firestore's client never does); esbuild's ESM output has neither: give them
  // Node's.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join(' '),
  },
  logLevel: 'info',
});

const runtimeDependencies = Object.fromEntries(installed.map((name) => [name, pkg.dependencies[name]]));
await writeFile(
  new URL('./package.json', out),
  JSON.stringify(
    {
      name: pkg.name,
      private: true,
      type: 'module',
      main: 'index.js',
      engines: pkg.engines,
      dependencies: runtimeDependencies,
    },
    null,
    2,
  ) + '\n',
);
