// `npm run lighthouse`: Lighthouse (mobile profile: a mid-range phone on a slow 4G connection,
// simulated) on the public pages of the production build, served locally against the seeded stack.
// Targets: performance ≥ 90 and accessibility ≥ 95 on the landing page, the careers listing and a
// job page. Prints the scores and the main metrics; exits non-zero under target.
//
//   npm run lighthouse                         start the stack on free ports (preview build), measure
//   npm run lighthouse -- --url http://…:4173  measure a stack that is already running
//   npm run lighthouse -- --runs 1             one run per page (default: the median of three)
//
// Chrome: CHROME_PATH (default /usr/bin/chromium, Debian's Chromium). Reports (JSON and HTML) go to
// e2e/results/lighthouse/.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';

export const TARGETS = { performance: 90, accessibility: 95 } as const;

/** A job that is open in the demo data (scripts/seed/data/jobs.ts). */
const OPEN_JOB_ID = 'shift-incharge-ring-spinning';

export const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'careers', path: '/careers' },
  { name: 'job detail', path: `/job-detail/${OPEN_JOB_ID}` },
] as const;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'e2e', 'results', 'lighthouse');

export type PageScores = {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  metrics: Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'SI', string>;
  /** Accessibility audits that failed, by id. */
  failedA11y: string[];
};

const score = (lhr: Result, category: 'performance' | 'accessibility'): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const metric = (lhr: Result, id: string): string => lhr.audits[id]?.displayValue ?? '?';

const median = <T>(items: T[], by: (item: T) => number): T => {
  const sorted = [...items].sort((left, right) => by(left) - by(right));
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const belowTarget = (scores: PageScores): string[] => [
  ...(scores.performance < TARGETS.performance
    ? [`performance ${String(scores.performance)} < ${String(TARGETS.performance)}`]
    : []),
  ...(scores.accessibility < TARGETS.accessibility
    ? [`accessibility ${String(scores.accessibility)} < ${String(TARGETS.accessibility)}`]
    : []),
];

const parseArgs = (argv: readonly string[]) => {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  // Scores move by a few points between runs on a busy machine: the median of three is steadier.
  return { url: value('--url'), runs: Math.max(1, Number(value('--runs') ?? 3) || 3) };
};

const fileSafe = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

const measure = async (baseUrl: string, runs: number): Promise<PageScores[]> => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await mkdir(RESULTS_DIR, { recursive: true });
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: ['json', 'html'],
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse's default profile is mobile (Moto G Power, slow 4G, 4× CPU slowdown).
      formFactor: 'mobile',
    };
    const results: PageScores[] = [];
    for (const page of PAGES) {
      const url = new URL(page.path, baseUrl).href;
      const attempts: { scores: PageScores; reports: string[] }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
        const failedA11y = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        attempts.push({
          scores: {
            name: page.name,
            url,
            performance: score(lhr, 'performance'),
            accessibility: score(lhr, 'accessibility'),
            metrics: {
              FCP: metric(lhr, 'first-contentful-paint'),
              LCP: metric(lhr, 'largest-contentful-paint'),
              TBT: metric(lhr, 'total-blocking-time'),
              CLS: metric(lhr, 'cumulative-layout-shift'),
              SI: metric(lhr, 'speed-index'),
            },
            failedA11y,
          },
          reports: Array.isArray(result.report) ? result.report : [result.report],
        });
      }
      const chosen = median(attempts, (attempt) => attempt.scores.performance);
      const [json, html] = chosen.reports;
      await writeFile(join(RESULTS_DIR, `${fileSafe(page.name)}.json`), json ?? '');
      if (html) await writeFile(join(RESULTS_DIR, `${fileSafe(page.name)}.html`), html);
      results.push(chosen.scores);
    }
    return results;
  } finally {
    await chrome.kill();
  }
};

const main = async () => {
  const { url, runs } = parseArgs(process.argv.slice(2));
  let close: (() => Promise<void>) | null = null;
  let baseUrl = url;
  if (!baseUrl) {
    const { startStack } = await import('../stack/stack.ts');
    console.log('Starting the local stack (production build, demo data) on free ports…');
    const stack = await startStack({ ports: 'free', web: 'preview', seed: true, log: () => {} });
    close = stack.close;
    baseUrl = stack.urls.web;
  }

  try {
    console.log(`Lighthouse, mobile profile, ${String(runs)} run(s) per page, on ${baseUrl}\n`);
    const results = await measure(baseUrl, runs);
    console.log(
      `  ${'page'.padEnd(11)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)}   FCP      LCP      TBT      CLS    SI`,
    );
    let failures = 0;
    for (const page of results) {
      const { FCP, LCP, TBT, CLS, SI } = page.metrics;
      const problems = belowTarget(page);
      failures += problems.length;
      console.log(
        `  ${page.name.padEnd(11)} ${String(page.performance).padStart(4)} ${String(page.accessibility).padStart(4)}   ${FCP.padEnd(8)} ${LCP.padEnd(8)} ${TBT.padEnd(8)} ${CLS.padEnd(6)} ${SI}${problems.length > 0 ? `   BELOW TARGET: ${problems.join(', ')}` : ''}`,
      );
      if (page.failedA11y.length > 0)
        console.log(`      failed accessibility audits: ${page.failedA11y.join(', ')}`);
    }
    console.log(`\nReports: ${RESULTS_DIR}`);
    console.log(
      failures > 0
        ? `FAIL: targets are performance ≥ ${String(TARGETS.performance)} and accessibility ≥ ${String(TARGETS.accessibility)}.`
        : `OK: performance ≥ ${String(TARGETS.performance)} and accessibility ≥ ${String(TARGETS.accessibility)} on every page.`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await close?.();
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
