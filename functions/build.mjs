// Bundles the functions with esbuild so that @careers/domain (a workspace package that is not
// published) is inside the deployed code, then writes dist/package.json with only the runtime
// dependencies Firebase must install. firebase.json points functions.source at dist/.
//
// Code splitting: dist/index.js (the entry every instance loads) defines the triggers only; each
// `import()` of a trigger's module (src/lib/triggers.ts) becomes a chunk in dist/chunks/, with the
// code shared between them in chunks of their own, so a function loads only what it uses.
import { build } from 'esbuild';
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = ['firebase-admin', 'firebase-functions', 'express'];

await mkdir(new URL('./dist/', import.meta.url), { recursive: true });
// Chunks are named by their content's hash: clear the last build's (dist/ may hold .env files too).
await rm(new URL('./dist/chunks/', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // CommonJS dependencies bundled into this ES module (busboy, nodemailer) call require() for Node's
  // built-ins; esbuild's ESM output has no require of its own, so give it Node's.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});

const runtimeDependencies = Object.fromEntries(external.map((name) => [name, pkg.dependencies[name]]));
await writeFile(
  new URL('./dist/package.json', import.meta.url),
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
