import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const FUNCTIONS_ROOT = fileURLToPath(new URL('../../functions/', import.meta.url));

/**
 * The folder (a path) of the functions bundle a stack runs, under functions/. On the fixed ports (a
 * developer's `npm start`, `functionsPort` null) it is functions/dist, which the Functions emulator
 * reloads when `npm run build -w functions` rewrites it. A stack on free ports builds into a folder
 * of its own, named by its functions port, and deletes it when it stops: one starting while another
 * runs (the e2e project's stacks, the dev-stack spec's `npm start` beside them) would otherwise
 * delete and rewrite the chunks the other's Functions emulator loads on a function's first call,
 * and make it reload its triggers, in the middle of that stack's requests.
 */
export const functionsBuildDir = (functionsPort: number | null): string =>
  join(FUNCTIONS_ROOT, functionsPort === null ? 'dist' : `.stack-dist-${String(functionsPort)}`);

/** The bundle's entry module (what the Functions emulator loads) for that folder. */
export const functionsBundleEntry = (functionsPort: number | null): string =>
  join(functionsBuildDir(functionsPort), 'index.js');

/**
 * Builds the functions bundle (esbuild, a few seconds) into `outDir` (a folder under functions/,
 * where Node finds the bundle's installed SDKs), so the emulator loads current code.
 */
export const buildFunctions = (outDir: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', `--outdir=${relative(FUNCTIONS_ROOT, outDir)}`], {
      cwd: FUNCTIONS_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`functions build failed:\n${stderr}`)),
    );
  });

/**
 * The Functions emulator's values of the functions' Secret Manager secrets: `.secret.local` in the
 * bundle's folder, which it reads instead of asking Secret Manager. Today one, the erasure records'
 * key (ERASURE_ID_KEY, functions/src/config/env.ts), new for each stack: the demo data is loaded
 * afresh each time, so no erasure record outlives it. Answers how to remove the file again (the
 * deploy ignores `*.local`, firebase.json).
 */
export const writeLocalSecrets = async (outDir: string): Promise<() => Promise<void>> => {
  const file = join(outDir, '.secret.local');
  await writeFile(file, `ERASURE_ID_KEY=${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  return () => rm(file, { force: true });
};
