import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The callable contract is checked by the compiler: the functions build each callable from its
// entry in the domain's table (functions/src/lib/callable.ts), typed by it. Handlers planted in a
// temporary folder, compiled with the functions' own settings by a temporary tsconfig, show that a
// handler answering another type, reading input its callable does not take, or naming no callable
// of the table does not compile, while a faithful one does.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const builder = join(repoRoot, 'functions/src/lib/callable.ts');

/** Each plant: a handler as a callables module would declare it. */
const PLANTS = {
  faithful: `export const applyToJob = onCallable('applyToJob', async (input) => ({
  id: input.jobId,
  jobId: input.jobId,
  message: 'applied',
  confirmationMail: 'sent',
}));`,
  'wrong-output': `export const applyToJob = onCallable('applyToJob', async (input) => ({
  id: input.jobId,
  jobId: input.jobId,
  message: 'applied',
  confirmationMail: 'maybe',
}));`,
  'missing-output': `export const withdrawApplication = onCallable('withdrawApplication', async (input) => ({
  id: input.jobId,
}));`,
  'wrong-input': `export const withdrawApplication = onCallable('withdrawApplication', async (input) => ({
  id: input.jobIds.join(','),
  jobId: input.jobId,
  message: 'withdrawn',
}));`,
  'unknown-name': `export const applyToJobs = onCallable('applyToJobs', async () => ({}));`,
} as const;

type Plant = keyof typeof PLANTS;

let folder: string;
let tsconfig: string;
let errors: { plant: string; line: number; text: string }[];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'callable-plants-'));
  for (const [plant, code] of Object.entries(PLANTS)) {
    writeFileSync(join(folder, `${plant}.ts`), `import { onCallable } from '${builder}';\n${code}\n`);
  }
  // Beside functions/tsconfig.json, so it resolves its types as the functions do.
  tsconfig = join(repoRoot, 'functions', `tsconfig.plants-${String(process.pid)}.json`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: './tsconfig.json',
      // A plain program, not the composite project the solution builds (which lists its files).
      compilerOptions: { composite: false, incremental: false },
      include: [],
      files: Object.keys(PLANTS).map((plant) => join(folder, `${plant}.ts`)),
    }),
  );
  const result = spawnSync('npx', ['tsc', '--noEmit', '--pretty', 'false', '-p', tsconfig], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  errors = [...result.stdout.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map((match) => ({
    plant: (match[1] ?? '').replace(/^.*\//, '').replace(/\.ts$/, ''),
    line: Number(match[2]),
    text: match[3] ?? '',
  }));
}, 120_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(tsconfig, { force: true });
});

/** What the compiler said about `plant`. */
const errorsOf = (plant: Plant) => errors.filter((error) => error.plant === plant).map((error) => error.text);

describe('the callable contract in the functions (tsc on planted handlers)', () => {
  it('compiles only the plants, and reports nothing outside them', () => {
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.plant in PLANTS)).toBe(true);
  });

  it('accepts a handler faithful to its entry', () => {
    expect(errorsOf('faithful')).toEqual([]);
  });

  it('rejects a handler answering another type than its entry’s output', () => {
    expect(errorsOf('wrong-output')).toEqual([
      expect.stringMatching(/confirmationMail: "maybe".*not assignable to type 'Promise<ApplyToJobResult>'/),
    ]);
    expect(errorsOf('missing-output')).toEqual([
      expect.stringContaining("not assignable to type 'Promise<WithdrawApplicationResult>'"),
    ]);
  });

  it('rejects a handler reading input its entry does not take', () => {
    expect(errorsOf('wrong-input')).toEqual([
      expect.stringContaining("Property 'jobIds' does not exist on type '{ jobId: string; }'"),
    ]);
  });

  it('rejects a callable that is not in the table', () => {
    expect(errorsOf('unknown-name')).toEqual([
      expect.stringContaining(`Argument of type '"applyToJobs"' is not assignable`),
    ]);
  });
});
