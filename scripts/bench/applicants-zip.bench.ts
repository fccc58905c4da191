// Benchmark (issue 11 "Applicants", Performance): all-documents.zip of 100 CVs of 1 MB, built by the
// real job page in Chromium from the local stack. Starts the whole stack (emulators, functions, the
// production build of the web app, demo data), has 100 candidates apply to a new job through
// applyToJob (scripts/fixtures/applicants.ts), signs in as the demo admin, opens /jobs/show/{id},
// presses "Download all resumes" and prints:
//   - the time from the click to the browser receiving all-documents.zip;
//   - the page's peak JavaScript heap while building it (CDP Runtime.getHeapUsage every 50 ms, and
//     performance.memory), against the archive's size.
// Targets (printed, not enforced as a timed test): under 10 s, heap under 2x the archive.
//
//   npm run bench:applicants-zip -w scripts
import { stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import { ROUTES } from '@careers/domain/constants';
import { chromium } from 'playwright-core';

import { ApplicantsFixture, pdfOfSize } from '../fixtures/applicants.ts';
import { HEADLESS_CHROMIUM_FLAGS } from '../chromium/flags.ts';
import { startStack } from '../stack/stack.ts';

const CVS = 100;
const CV_BYTES = 1024 * 1024;
const TIME_TARGET_MS = 10_000;
const ADMIN = { email: 'admin@careers.test', password: 'Admin#2026' };
const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, '--enable-precise-memory-info'];

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const log = (line: string) => console.log(`[bench] ${line}`);

const started = performance.now();
const stack = await startStack({ ports: 'free', web: 'preview', seed: true, log: () => undefined });
log(`stack ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const fixture = new ApplicantsFixture(stack);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
  headless: true,
});
try {
  const adminToken = await fixture.idToken(ADMIN.email, ADMIN.password);
  const job = await fixture.createJob(adminToken, `Zip Bench ${Date.now().toString(36)}`);
  const seeding = performance.now();
  for (let start = 0; start < CVS; start += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, CVS - start) }, async (_, offset) => {
        const index = start + offset;
        const candidate = await fixture.createCandidate({
          firstName: `Candidate${String(index)}`,
          lastName: `Bench${String(index % 40)}`,
          label: `zip${String(index)}`,
          cv: pdfOfSize(`bench CV ${String(index)}`, CV_BYTES),
        });
        await fixture.apply(candidate, job.id, job.questionIds);
      }),
    );
  }
  log(
    `${String(CVS)} applications with ${mib(CV_BYTES)} CVs in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const context = await browser.newContext({
    baseURL: stack.urls.web,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: false }).first().fill(ADMIN.email);
  await page.getByLabel('Password', { exact: false }).first().fill(ADMIN.password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(ROUTES.jobs.show.getHref(job.id));
  await page.getByRole('grid', { name: 'Applicants' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const pageMemory = () =>
    page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
  const baseline = await heap();
  let peak = baseline;
  let peakPerformanceMemory = await pageMemory();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [used, memory] = await Promise.all([heap(), pageMemory()]).catch(() => [0, 0]);
      peak = Math.max(peak, used ?? 0);
      peakPerformanceMemory = Math.max(peakPerformanceMemory, memory ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  const clicked = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: 'Download all resumes' }).click(),
  ]);
  const ms = performance.now() - clicked;
  sampling = false;
  await sampler;
  const path = await download.path();
  const size = (await stat(path)).size;
  const ready = await page.getByText(/all-documents\.zip is ready: \d+ CVs/).innerText();

  console.log(
    `\nall-documents.zip of ${String(CVS)} CVs of ${mib(CV_BYTES)}, real page in Chromium, local stack:\n`,
  );
  console.log(`  archive            : ${mib(size)} (${ready})`);
  console.log(
    `  time (click → file): ${(ms / 1000).toFixed(2)} s (target < ${String(TIME_TARGET_MS / 1000)} s) ${ms < TIME_TARGET_MS ? 'ok' : 'OVER'}`,
  );
  console.log(`  JS heap before     : ${mib(baseline)}`);
  console.log(
    `  JS heap peak       : ${mib(peak)} (CDP Runtime.getHeapUsage), ${mib(peakPerformanceMemory)} (performance.memory); ` +
      `${(peak / size).toFixed(2)}x the archive (target < 2x) ${peak < 2 * size ? 'ok' : 'OVER'}`,
  );
  await context.close();
} finally {
  await browser.close();
  await fixture.close();
  await stack.close();
}
