import { catalogSavedMessage, FILE_LIMITS, MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { seriousA11yViolations } from '../harness/axe.ts';
import { atBothWidths, saveScreenshot, useBrowser } from '../harness/browser.ts';
import {
  CATALOG_SCREENS,
  CatalogPages,
  DepartmentPictureField,
  noisyPng,
  throttleUploads,
  type CatalogScreens,
} from '../pages/admin-catalog-pages.ts';
import { signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { LandingPage } from '../pages/landing-page.ts';
import { Toast } from '../pages/toast.ts';

// The catalogs of spec section 2 as the seeded demo admin uses them: each one's list, new and edit
// pages (axe clean, screenshots at 1280 and 390 px), create / edit / delete, the department's
// picture upload, the refusal to delete an entry that jobs use, and a rename reaching the public
// pages.

/**
 * After a viewport change the grid lays its columns out again: it throttles its resize handling
 * (MUI X `resizeThrottleMs`, 60 ms), then renders and measures the rows' heights.
 */
const settleLayout = async (page: Page) => {
  await page.waitForTimeout(200);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

const screenshots = (page: Page, name: string) => atBothWidths(page, name, { settle: settleLayout });

const expectAxeClean = async (page: Page) => {
  expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
};

const toast = (page: Page, screens: CatalogScreens, action: 'created' | 'updated' | 'deleted') =>
  new Toast(page, catalogSavedMessage(screens.label, action)).locator().waitFor();

// One catalog of each form: a title (Companies; Degrees is the same page with other words, which
// web/src/features/catalogs/components/catalog-pages.test.tsx and the functions' catalog suites
// cover) and a title with a character limit (Employment Questions).
const TITLE_ONLY = [
  { screens: CATALOG_SCREENS.companies, limit: null },
  { screens: CATALOG_SCREENS.employmentQuestions, limit: '300' },
] as const;

describe('admin: catalogs', () => {
  const session = useBrowser();

  it.each(TITLE_ONLY)(
    'creates, edits and deletes an entry of $screens.listTitle; its pages are axe clean',
    async ({ screens, limit }) => {
      const page = session.page();
      const stamp = Date.now().toString(36);
      const title = `E2E ${screens.label} ${stamp}`;
      const catalog = new CatalogPages(page, screens);
      await signInAsAdmin(page);

      await catalog.openList();
      await catalog.waitForRows();
      await expectAxeClean(page);
      await screenshots(page, `admin-${screens.key}-list`);

      await catalog.openNew();
      // An empty form: the schema's messages, nothing sent.
      await catalog.submitButton('create').click();
      await page.getByRole('main').getByText('Title is required.').waitFor();
      if (limit) await page.getByRole('main').getByText('Limit is required.').waitFor();
      await expectAxeClean(page);
      await catalog.field('Title').fill(title);
      if (limit) await catalog.field('Character limit').fill(limit);
      await screenshots(page, `admin-${screens.key}-new`);
      await catalog.submit('create');
      await toast(page, screens, 'created');
      await catalog.openFiltered(stamp);
      await catalog.row(title).waitFor();

      await catalog.openEdit(title);
      expect(await catalog.field('Title').inputValue()).toBe(title);
      if (limit) expect(await catalog.field('Character limit').inputValue()).toBe(limit);
      await expectAxeClean(page);
      await screenshots(page, `admin-${screens.key}-edit`);
      await catalog.field('Title').fill(`${title} edited`);
      await catalog.submit('edit');
      await toast(page, screens, 'updated');

      await catalog.openFiltered(stamp);
      expect(await catalog.delete(`${title} edited`)).toBeNull();
      await toast(page, screens, 'deleted');
      await catalog.row(`${title} edited`).waitFor({ state: 'detached' });
    },
  );

  it('creates a department with a real PNG picture (progress bar, Cancel), edits it with another picture and deletes it', async () => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    const title = `E2E Dyeing ${stamp}`;
    const screens = CATALOG_SCREENS.departments;
    const departments = new CatalogPages(page, screens);
    const picture = new DepartmentPictureField(page);
    await signInAsAdmin(page);

    await departments.openList();
    await departments.waitForRows();
    await expectAxeClean(page);
    await screenshots(page, 'admin-departments-list');

    await departments.openNew();
    await departments.submitButton('create').click();
    await page.getByRole('main').getByText('Description is required.').waitFor();
    await picture.group().getByText(MESSAGES.pictureRequired).waitFor();
    await expectAxeClean(page);
    await departments.field('Title').fill(title);
    await departments.field('Description').fill('Continuous and batch dyeing of woven fabric.');

    const png = { name: 'dyeing-hall.png', mimeType: 'image/png', buffer: await noisyPng(page) };
    expect(png.buffer.length).toBeGreaterThan(1_000_000);
    expect(png.buffer.length).toBeLessThanOrEqual(FILE_LIMITS.picture.maxBytes);
    // About 4 s per upload: long enough to watch the bar move and to cancel one.
    const unthrottle = await throttleUploads(page, 256 * 1024);
    try {
      await picture.watchProgress();
      await picture.choose(png);
      await picture.progressBar().waitFor();
      await picture.cancel();
      await picture.group().getByText('Upload cancelled. The picture is unchanged.').waitFor();
      expect(await picture.progressBar().count()).toBe(0);
      expect(await picture.preview().count()).toBe(0);

      await picture.choose(png);
      await page.getByText(/^Uploading dyeing-hall\.png: ([1-9]\d?)%$/).waitFor({ timeout: 20_000 });
      await saveScreenshot(page, 'admin-department-uploading-1280');
      await picture.preview().waitFor({ timeout: 30_000 });
    } finally {
      await unthrottle();
    }
    const seen = await picture.progressSeen();
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    await picture.group().getByText('dyeing-hall.png is uploaded. Save the form to keep it.').waitFor();
    await expectAxeClean(page);
    await screenshots(page, 'admin-departments-new');

    await departments.submit('create');
    await toast(page, screens, 'created');
    await departments.openFiltered(stamp);
    // The list shows the stored picture, served by Storage.
    const thumbnail = departments.row(title).locator('img');
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(600);

    await departments.openEdit(title);
    expect(await picture.preview().getAttribute('src')).toContain('departments%2F');
    await expectAxeClean(page);
    await screenshots(page, 'admin-departments-edit');
    await departments.field('Title').fill(`${title} edited`);
    // Replace the picture with a smaller one.
    await picture.choose({
      name: 'dyeing-small.png',
      mimeType: 'image/png',
      buffer: await noisyPng(page, 80, 50),
    });
    await picture.group().getByText('dyeing-small.png is uploaded. Save the form to keep it.').waitFor();
    await departments.submit('edit');
    await toast(page, screens, 'updated');

    await departments.openFiltered(stamp);
    const replaced = departments.row(`${title} edited`).locator('img');
    await expect
      .poll(() => replaced.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(80);
    expect(await departments.delete(`${title} edited`)).toBeNull();
    await toast(page, screens, 'deleted');
    await departments.row(`${title} edited`).waitFor({ state: 'detached' });
  });

  it('refuses deleting a company that jobs use, naming them, and keeps it', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    const companies = new CatalogPages(page, CATALOG_SCREENS.companies);
    await companies.openFiltered('Sunehri Spinning');
    const refusal = await companies.delete('Sunehri Spinning Mills Limited');
    expect(refusal).toMatch(
      /^Company 'Sunehri Spinning Mills Limited' is used by \d+ jobs: '[^']+'(, '[^']+')*( and \d+ more)?\. Change or delete those jobs first\.$/,
    );
    await companies.row('Sunehri Spinning Mills Limited').waitFor();
  });

  // The production build gives the grid's Autocomplete a stand-in that loads it on first render
  // (web/build-plugins/lazy-grid-slots.ts): the filter panel's "is any of" input is its one use.
  it("filters a list by 'is any of' in the grid's filter panel (its Autocomplete loads on first use)", async () => {
    const page = session.page();
    await signInAsAdmin(page);
    const companies = new CatalogPages(page, CATALOG_SCREENS.companies);
    const [first, second] = ['Sunehri Spinning Mills Limited', 'Sunehri Home Textiles Limited'];
    const filters = JSON.stringify([{ field: 'title', operator: 'isAnyOf', value: [first] }]);
    const autocompleteChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Autocomplete-[\w-]+\.js$/.test(request.url())) autocompleteChunks.push(request.url());
    });
    await page.goto(`${CATALOG_SCREENS.companies.listPath}?filters=${encodeURIComponent(filters)}`);
    await companies.row(first).waitFor();
    // The header row and the one company.
    expect(await companies.grid().getByRole('row').count()).toBe(2);
    expect(autocompleteChunks).toEqual([]);

    const panel = await companies.openTitleFilterPanel();
    await panel.getByRole('button', { name: first }).waitFor();
    expect(autocompleteChunks).toHaveLength(1);
    const values = panel.getByRole('combobox', { name: 'Value' });
    await values.fill(second);
    await values.press('Enter');
    await panel.getByRole('button', { name: second }).waitFor();
    await companies.row(second).waitFor();
    await expect.poll(() => companies.grid().getByRole('row').count()).toBe(3);
  });

  it('shows a renamed department on the landing page and the careers listing', async () => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    const renamed = `Spinning ${stamp}`;
    const screens = CATALOG_SCREENS.departments;
    const departments = new CatalogPages(page, screens);
    await signInAsAdmin(page);

    const rename = async (to: string) => {
      await departments.openEditById(ROUTES.departments.edit.getHref('spinning'));
      await departments.field('Title').fill(to);
      await departments.submit('edit');
      await toast(page, screens, 'updated');
    };

    await rename(renamed);
    try {
      const landing = new LandingPage(page);
      await landing.open();
      expect(await landing.departmentTabs()).toContain(renamed);

      // The seeded Spinning jobs carry the department's new title into the open-jobs index.
      const careers = new CareersPage(page);
      await careers.open();
      expect(await careers.countFor(renamed)).toBeGreaterThan(0);
      expect(await careers.filterCheckbox('Spinning').count()).toBe(0);
    } finally {
      await rename('Spinning');
    }
  });
});
