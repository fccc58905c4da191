// Bundles the functions with esbuild so that @careers/domain (a workspace package that is not
// published) is inside the deployed code, then writes dist/package.json with only the runtime
// dependencies Firebase must install. firebase.json points functions.source at dist/.
import { build } from 'esbuild';
import { readFile, writeFile, mkdir } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = ['firebase-admin', 'firebase-functions', 'express'];

await mkdir(new URL('./dist/', import.meta.url), { recursive: true });
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
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
