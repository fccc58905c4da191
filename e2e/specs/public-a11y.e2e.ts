import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';

// Accessibility and layout of the public pages: axe-core (WCAG 2.1 A/AA) must find no serious or
// critical violation, at phone and desktop widths; a full-page screenshot of each is saved to
// e2e/results/screenshots/ for a person to look at.

type PublicPage = {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** Console errors the page is expected to log (the browser reports refused requests). */
  expectedErrors?: RegExp;
};

const PAGES: PublicPage[] = [
  {
    name: 'landing',
    path: '/',
    ready: async (page) => {
      // The department tabs load as the visitor scrolls towards them.
      await page.getByRole('region', { name: 'Explore our departments' }).scrollIntoViewIfNeeded();
      await page.getByRole('tablist', { name: 'Departments' }).getByRole('tab').first().waitFor();
      // The active department's picture (lazy) is in the screenshot.
      await page.getByRole('tabpanel').getByRole('img').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'careers',
    path: '/careers',
    ready: (page) => page.getByRole('heading', { level: 2, name: /^Job Openings \d/ }).waitFor(),
  },
  {
    name: 'careers-unknown-department',
    path: '/careers/no-such-department',
    ready: (page) =>
      page.getByRole('heading', { level: 2, name: 'We could not find that department' }).waitFor(),
    // Firestore answers 404 for the department: that answer is how the page knows.
    expectedErrors: /status of 404/,
  },
  {
    name: 'job-detail',
    path: '/job-detail/shift-incharge-ring-spinning',
    ready: async (page) => {
      await page.getByRole('region', { name: 'Key requirements' }).getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'job-no-longer-open',
    path: '/job-detail/etp-chemist',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'This job is no longer open' }).waitFor(),
    // The security rules refuse a closed job to visitors: that refusal is how the page knows.
    expectedErrors: /status of 403/,
  },
];

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`public pages at ${String(VIEWPORTS[viewport].width)} px`, () => {
    const session = useBrowser({ viewport });

    for (const { name, path, ready, expectedErrors } of PAGES) {
      it(`${name}: no serious or critical axe violation`, async () => {
        const page = session.page();
        await page.goto(path);
        await ready(page);
        await page.evaluate(() => window.scrollTo(0, 0));

        expect(await seriousA11yViolations(page)).toEqual([]);
        await saveScreenshot(page, `${name}-${String(VIEWPORTS[viewport].width)}`);
        expect(session.consoleErrors().filter((error) => !expectedErrors?.test(error))).toEqual([]);
      });
    }
  });
}

describe('the accessibility check itself', () => {
  const session = useBrowser();

  it('finds violations planted in the main region of a real page', async () => {
    const page = session.page();
    await page.goto('/careers');
    await page.getByRole('heading', { level: 2, name: /^Job Openings \d/ }).waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);

    // A picture without a text alternative and grey text on white: what a careless edit would add.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const picture = document.createElement('img');
      // A data URL: the page's Content-Security-Policy allows no other picture than Storage's.
      picture.src =
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
        );
      const faint = document.createElement('p');
      faint.textContent = 'Applications close on Friday';
      faint.style.color = '#d0d0d0';
      faint.style.backgroundColor = '#ffffff';
      main.prepend(picture, faint);
    });
    const found = await seriousA11yViolations(page, { include: 'main' });
    expect(found.map((violation) => violation.id).sort()).toEqual(['color-contrast', 'image-alt']);
  });
});
