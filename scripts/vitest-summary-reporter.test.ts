import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The closing line CI logs are read by, from a real vitest run over planted files: a passing test,
// a failing one, a skipped one, a file whose beforeAll hook fails (its tests end up skipped, none
// failed) and a file that does not load.

const REPORTER = fileURLToPath(new URL('./vitest-summary-reporter.ts', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const PLANTED: Record<string, string> = {
  'plain.test.ts': `it('passes', () => expect(1).toBe(1));
it('fails', () => expect(1).toBe(2));
it.skip('is skipped', () => undefined);`,
  'hook.test.ts': `beforeAll(() => { throw new Error('set-up failed'); });
it('never runs', () => undefined);
it('nor this', () => undefined);`,
  'broken.test.ts': `import './missing-module.ts';`,
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'careers-summary-'));
  for (const [name, text] of Object.entries(PLANTED)) await writeFile(join(root, name), text);
  // Globals: the planted files sit outside the repository, where an import of vitest would not resolve.
  await writeFile(join(root, 'vitest.config.mjs'), 'export default { test: { globals: true } };\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const run = (files: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--root', root, '--reporter', REPORTER, ...files], {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

describe('the summary reporter', () => {
  it('counts failed tests, and a file whose hook failed or that did not load as a failure each', async () => {
    const { code, output } = await run([]);
    expect(code).toBe(1);
    // plain: 1 passed, 1 failed, 1 skipped; hook: 2 skipped + 1 failure; broken: 1 failure.
    expect(output).toContain('Tests: 1 passed, 3 failed, 3 skipped');
  }, 60_000);

  it('says 0 failed when nothing failed', async () => {
    const { code, output } = await run(['plain.test.ts', '-t', 'passes']);
    expect(code).toBe(0);
    expect(output).toMatch(/Tests: 1 passed, 0 failed, \d+ skipped/);
  }, 60_000);
});
