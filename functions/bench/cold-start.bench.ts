// How long a cold instance of each deployed function spends loading code (issue 23: under 250 ms
// each). Not a timed test: it prints figures, and exits 1 only if the bundle cannot be loaded.
//
//   npm run bench:cold-start -w functions [-- --runs 5] [-- --only applyToJob,api]
//
// Builds the bundle (functions/build.mjs), then for every export of dist/index.js starts fresh Node
// processes (no compile cache, as a new instance has none) that each time
//   1. import dist/index.js, as the runtime does before it serves anything ("entry"), and
//   2. load what the function's first call loads (its trigger's `loadHandler()`: its module and the
//      chunks it imports, firebase-admin's Firestore among them) ("handler"),
// and prints the median of each per function, their sum ("cold load"), the CPU time both took (on a
// machine shared with other work the wall times grow with its load; the CPU time hardly does, and
// is what the wall time comes down to on an idle instance), and for comparison the time to load
// every function's code in one process (what each cold start cost before the split).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const TARGET_MS = 250;

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: functionsDir, encoding: 'utf8' });
if (build.status !== 0) {
  console.error(build.stderr);
  process.exit(1);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  GCLOUD_PROJECT: 'demo-careers',
  METADATA_SERVER_DETECTION: 'none',
};
delete env['NODE_COMPILE_CACHE'];

type Sample = { entry: number; handler: number; cpu: number };

/**
 * One fresh process: loads the entry, then `names`' handlers; answers the wall times in ms and the
 * CPU time (user + system) of both, which other processes on a shared machine hardly change.
 */
const measure = (names: string[]): Sample => {
  const script = `
    const cpu = process.cpuUsage();
    const start = performance.now();
    const mod = await import(${JSON.stringify(entry)});
    const loaded = performance.now();
    for (const name of ${JSON.stringify(names)}) await mod[name].loadHandler();
    const done = performance.now();
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ entry: loaded - start, handler: done - loaded, cpu: (used.user + used.system) / 1000 }));
    process.exit(0);`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: functionsDir,
    env,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`loading ${names.join(', ')} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Sample;
};

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

const listing = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const mod = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.keys(mod))); process.exit(0);`,
  ],
  { cwd: functionsDir, env, encoding: 'utf8' },
);
if (listing.status !== 0) {
  console.error(listing.stderr);
  process.exit(1);
}
const all = JSON.parse(listing.stdout.trim().split('\n').pop() ?? '[]') as string[];
const only = values.only?.split(',').filter(Boolean);
const names = only ? all.filter((name) => only.includes(name)) : all;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

console.log(
  `Cold module load per function: median of ${String(runs)} fresh processes, Node ${process.version}, ` +
    `load average ${loadAverage()}`,
);
console.log(
  `${'function'.padEnd(30)} ${'entry'.padStart(7)} ${'handler'.padStart(8)} ${'cold load'.padStart(10)} ${'CPU'.padStart(7)}`,
);
const totals: number[] = [];
const cpus: number[] = [];
for (const name of names) {
  const samples = Array.from({ length: runs }, () => measure([name]));
  const entryMs = median(samples.map((sample) => sample.entry));
  const handlerMs = median(samples.map((sample) => sample.handler));
  const total = median(samples.map((sample) => sample.entry + sample.handler));
  const cpu = median(samples.map((sample) => sample.cpu));
  totals.push(total);
  cpus.push(cpu);
  const ms = (value: number, width: number) => `${value.toFixed(0)} ms`.padStart(width);
  console.log(
    `${name.padEnd(30)} ${ms(entryMs, 7)} ${ms(handlerMs, 8)} ${ms(total, 10)} ${ms(cpu, 7)}` +
      (total > TARGET_MS ? `  over ${String(TARGET_MS)} ms` : ''),
  );
}
const everything = Array.from({ length: runs }, () => measure(all));
const over = (list: number[]) => String(list.filter((value) => value > TARGET_MS).length);
console.log(
  `\n${String(names.length)} functions: cold load median ${median(totals).toFixed(0)} ms, max ` +
    `${Math.max(...totals).toFixed(0)} ms, ${over(totals)} over ${String(TARGET_MS)} ms; CPU median ` +
    `${median(cpus).toFixed(0)} ms, max ${Math.max(...cpus).toFixed(0)} ms, ${over(cpus)} over ${String(TARGET_MS)} ms.`,
);
console.log(
  `Every function's code in one process (what a cold start loads without the split): ` +
    `${median(everything.map((sample) => sample.entry + sample.handler)).toFixed(0)} ms, CPU ` +
    `${median(everything.map((sample) => sample.cpu)).toFixed(0)} ms. Load average now ${loadAverage()}.`,
);
