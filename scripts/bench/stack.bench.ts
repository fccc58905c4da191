// Benchmark (issue 18): how long `npm start` takes to its ready banner, and how promptly the web app
// then answers. Starts the stack the way `npm start` does (scripts/stack/start.ts in a child
// process, the command the npm script runs) five times, on free ports (`--free-ports`, so it runs
// beside a stack of your own), each with an empty Vite cache (a fresh `--vite-cache-dir`, so Vite
// pre-bundles every dependency again, as on a first start), or with `--warm` all with one cache
// that an untimed start has filled (every later `npm start`). For each start it prints:
//   - ready: the time the banner states (from start.ts's first line), and the wall clock from the
//     process' spawn to the banner (Node's start and module loading included; npm's own second or
//     so is not);
//   - first request: GET / and then the entry module /src/main.tsx, right after the banner;
//   - first page: Chromium opening / until the landing page's heading shows (every module and
//     pre-bundled dependency the page needs).
// then the medians. Target: ready under 10 s (median). Machine load changes these figures: the load
// average is printed before and after.
//
//   npm run bench:stack                  # five cold starts
//   npm run bench:stack -- --warm        # five starts on a warm Vite cache
//   npm run bench:stack -- --runs 3
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

const READY_TARGET_S = 10;
const START_TIMEOUT_MS = 120_000;
const SCRIPTS_DIR = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, warm: { type: 'boolean', default: false } },
});
const runs = Number(args.runs);

const log = (line: string) => console.log(`[bench] ${line}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

type Run = {
  bannerS: number;
  wallMs: number;
  firstRequestMs: number;
  firstPageMs: number;
  /** The stack's progress lines, "Auth emulator up 3.1 s, …": where the time went. */
  phases: string;
};

const startOnce = async (
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  cacheDir: string,
): Promise<Run> => {
  const spawned = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings=ExperimentalWarning',
      'stack/start.ts',
      '--free-ports',
      `--vite-cache-dir=${cacheDir}`,
    ],
    { cwd: SCRIPTS_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const banner = await new Promise<{ bannerS: number; web: string; wallMs: number }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no banner within ${seconds(START_TIMEOUT_MS)}`)),
        START_TIMEOUT_MS,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready in ([\d.]+) s/.exec(output);
        const web = /Web app\s+(http:\/\/\S+)/.exec(output);
        if (ready && web && output.includes('Press Ctrl-C')) {
          clearTimeout(timer);
          resolve({ bannerS: Number(ready[1]), web: web[1]!, wallMs: performance.now() - spawned });
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`start.ts exited with ${String(code)} before its banner:\n${output}`));
      });
    });

    const requested = performance.now();
    for (const path of ['/', '/src/main.tsx']) {
      const response = await fetch(`${banner.web}${path}`);
      if (!response.ok) throw new Error(`GET ${path}: HTTP ${String(response.status)}`);
      await response.arrayBuffer();
    }
    const firstRequestMs = performance.now() - requested;

    const context = await browser.newContext();
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(banner.web);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const firstPageMs = performance.now() - opened;
    await context.close();

    const phases = [...output.matchAll(/^\[stack\] (.+) \(([\d.]+ s)\)$/gm)]
      .map((match) => `${match[1]!} ${match[2]!}`)
      .join(', ');
    return { bannerS: banner.bannerS, wallMs: banner.wallMs, firstRequestMs, firstPageMs, phases };
  } finally {
    child.kill('SIGINT');
    const code = await exited;
    if (code !== 0) log(`start.ts exited with ${String(code)} after SIGINT:\n${output.slice(-2000)}`);
  }
};

log(`load average before: ${load()}`);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  headless: true,
});
const results: Run[] = [];
const warmCache = args.warm ? await mkdtemp(join(tmpdir(), 'careers-bench-vite-')) : null;
try {
  if (warmCache) {
    log('an untimed start fills the Vite cache…');
    await startOnce(browser, warmCache);
  }
  for (let index = 1; index <= runs; index++) {
    const cacheDir = warmCache ?? (await mkdtemp(join(tmpdir(), 'careers-bench-vite-')));
    const run = await startOnce(browser, cacheDir);
    if (!warmCache) await rm(cacheDir, { recursive: true, force: true });
    results.push(run);
    log(
      `start ${String(index)}: ready ${seconds(run.bannerS * 1000)} (banner), ${seconds(run.wallMs)} from spawn; ` +
        `first request ${String(Math.round(run.firstRequestMs))} ms; first page ${String(Math.round(run.firstPageMs))} ms`,
    );
    log(`  (${run.phases})`);
  }
} finally {
  await browser.close();
  if (warmCache) await rm(warmCache, { recursive: true, force: true });
}
const readyMedian = median(results.map((run) => run.bannerS));
log(
  `median of ${String(results.length)} ${warmCache ? 'warm' : 'cold'} starts: ready ${seconds(readyMedian * 1000)} (banner), ` +
    `${seconds(median(results.map((run) => run.wallMs)))} from spawn; ` +
    `first request ${String(Math.round(median(results.map((run) => run.firstRequestMs))))} ms; ` +
    `first page ${String(Math.round(median(results.map((run) => run.firstPageMs))))} ms`,
);
log(`load average after: ${load()}`);
log(`target: ready under ${String(READY_TARGET_S)} s: ${readyMedian < READY_TARGET_S ? 'met' : 'NOT met'}`);
