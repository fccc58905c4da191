import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SecurityPolicyViolationError, useBrowser } from '../harness/browser.ts';
import { stackInfo } from '../harness/stack.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { LandingPage } from '../pages/landing-page.ts';

// The production build served locally sends firebase.json's security headers, with this stack's
// emulators added to the Content-Security-Policy, and the page keeps to them: every spec fails on
// a violation (harness/browser.ts); this one shows that the policy refuses what it must, and that
// the inline start-up code still does its work under it.

type HostingHeader = { key: string; value: string };
const FIREBASE_JSON = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: { source: string; headers: HostingHeader[] }[] };
};
/** The headers firebase.json sends on every path (its `**` rule). */
const EVERY_PATH = FIREBASE_JSON.hosting.headers.find((rule) => rule.source === '**')!.headers;

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

/** A job that is open in the demo data (scripts/seed/data/jobs.ts). */
const OPEN_JOB_ID = 'shift-incharge-ring-spinning';

describe('security headers', () => {
  const session = useBrowser();

  it("sends firebase.json's headers on pages and assets, allowing this stack's emulators", async () => {
    const { urls } = stackInfo();
    const index = await (await fetch(`${session.baseUrl}/`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    const policy = directives(EVERY_PATH.find((header) => header.key === 'Content-Security-Policy')!.value);
    const emulators = {
      'connect-src': [urls.firestore, urls.auth, urls.storage, urls.functions],
      // The Storage emulator serves the download URLs of the demo data's pictures.
      'img-src': [urls.storage],
      // ...and the PDF CVs the applicant review shows in a frame.
      'frame-src': [urls.storage],
    };

    for (const path of ['/', '/careers', `/job-detail/${OPEN_JOB_ID}`, '/no-such-page', entry!]) {
      const response = await fetch(`${session.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      for (const { key, value } of EVERY_PATH.filter((header) => header.key !== 'Content-Security-Policy')) {
        expect(response.headers.get(key), `${key} on ${path}`).toBe(value);
      }
      const sent = directives(response.headers.get('Content-Security-Policy') ?? '');
      expect([...sent.keys()], path).toEqual([...policy.keys()]);
      for (const [name, sources] of policy) {
        const added = emulators[name as keyof typeof emulators] ?? [];
        expect(new Set(sent.get(name)), `${name} on ${path}`).toEqual(new Set([...sources, ...added]));
      }
    }
    // firebase.json's other rules still apply (assets are cached for good).
    const asset = await fetch(`${session.baseUrl}${entry!}`);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses an inline script planted in the page, reports it, and fails the test for it', async () => {
    const page = session.page();
    await new LandingPage(page).open();
    expect(session.securityViolations()).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__plantedScriptRan = true;';
      document.head.append(script);
    });

    await expect
      .poll(() => session.securityViolations().join('\n'))
      .toMatch(/script-src-elem refused inline/);
    expect(await page.evaluate(() => (window as { __plantedScriptRan?: boolean }).__plantedScriptRan)).toBe(
      undefined,
    );
    // What the harness runs after every test: this test would fail on it.
    expect(() => session.assertNoSecurityViolations()).toThrow(SecurityPolicyViolationError);
    expect(() => session.assertNoSecurityViolations()).toThrow(/script-src-elem refused inline/);
    // Chromium's console line about it is caught too.
    await expect
      .poll(() => session.securityViolations().join('\n'))
      .toMatch(/console: .*Content Security Policy/);
    session.takeSecurityViolations();
  });

  it("starts the job page's chunks and its document read from index.html's inline script", async () => {
    const page = session.page();
    const job = new JobDetailPage(page);
    await job.open(OPEN_JOB_ID);

    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    expect(preloaded.some((href) => /\/assets\/job-detail-[\w-]+\.js$/.test(href))).toBe(true);
    // The read the inline script began is the one the page used (public-document.ts took it).
    const earlyReads = await page.evaluate(() =>
      Object.keys((window as { __careersEarlyReads?: object }).__careersEarlyReads ?? {}),
    );
    expect(earlyReads).toEqual([`jobs/${OPEN_JOB_ID}`]);
    const documentReads = await page.evaluate(
      (firestore) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(firestore) && entry.name.includes('/documents/jobs/'))
          .length,
      stackInfo().urls.firestore,
    );
    expect(documentReads).toBe(1);
  });
});
