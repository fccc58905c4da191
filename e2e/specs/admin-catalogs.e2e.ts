import { catalogSavedMessage, ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { CatalogPages } from '../pages/admin-catalog-pages.ts';
import { signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { LandingPage } from '../pages/landing-page.ts';
import { Toast } from '../pages/toast.ts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const screenshots = async (page: Page, name: string) => {
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
};

const SIMPLE = [
  { label: 'Company', list: ROUTES.companies.list.getHref(), title: 'Companies', extra: null },
  { label: 'Degree', list: ROUTES.educations.list.getHref(), title: 'Degrees', extra: null },
  {
    label: 'Employment question',
    list: ROUTES.employmentQuestions.list.getHref(),
    title: 'Employment Questions',
    extra: 'limit',
  },
] as const;

describe('admin: catalogs', () => {
  const session = useBrowser();

  it.each(SIMPLE)('creates, edits and deletes an entry of $title', async (catalog) => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    await signInAsAdmin(page);
    {
      const pages = new CatalogPages(page, catalog.list, catalog.title);
      await pages.openList();
      expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
      await screenshots(page, `admin-${catalog.title.toLowerCase().replace(/ /g, '-')}`);

      await page.getByRole('main').getByRole('link', { name: /^New / }).click();
      await pages.field('Title').waitFor();
      // Saving an empty form: the schema's message, nothing sent.
      await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('main').getByText('Title is required.').waitFor();
      expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
      await pages.field('Title').fill(`E2E ${catalog.label} ${stamp}`);
      if (catalog.extra === 'limit') await pages.field('Character limit').fill('300');
      await pages.save();
      await new Toast(page, catalogSavedMessage(catalog.label, 'created')).locator().waitFor();
      await pages.openFiltered(stamp);
      await pages.row(`E2E ${catalog.label} ${stamp}`).waitFor();

      await pages
        .row(`E2E ${catalog.label} ${stamp}`)
        .getByRole('link', { name: /^Edit / })
        .click();
      await pages.field('Title').fill(`E2E ${catalog.label} ${stamp} edited`);
      expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
      await pages.save();
      await new Toast(page, catalogSavedMessage(catalog.label, 'updated')).locator().waitFor();
      await pages.openFiltered(stamp);

      expect(await pages.delete(`E2E ${catalog.label} ${stamp} edited`)).toBeNull();
      await new Toast(page, catalogSavedMessage(catalog.label, 'deleted')).locator().waitFor();
      await pages.row(`E2E ${catalog.label} ${stamp} edited`).waitFor({ state: 'detached' });
    }
  });

  it('refuses deleting an entry that jobs use, naming them', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    const companies = new CatalogPages(page, ROUTES.companies.list.getHref(), 'Companies');
    await companies.openFiltered('Sunehri Spinning');
    const refusal = await companies.delete('Sunehri Spinning Mills Limited');
    expect(refusal).toMatch(/^Company 'Sunehri Spinning Mills Limited' is used by \d+ jobs: '/);
  });

  it('creates a department with a picture, and a renamed department shows on the landing page', async () => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    await signInAsAdmin(page);
    const departments = new CatalogPages(page, ROUTES.departments.list.getHref(), 'Departments');
    await departments.openList();
    await page.getByRole('main').getByRole('link', { name: 'New Department' }).click();
    await departments.field('Title').fill(`E2E Dyeing ${stamp}`);
    await departments.field('Description').fill('Continuous and batch dyeing of woven fabric.');
    await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('main').getByText('Please upload the Picture before proceeding.').waitFor();
    await page
      .getByRole('group', { name: /^Picture/ })
      .locator('input[type=file]')
      .setInputFiles({ name: 'dyeing.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: "The department's picture" }).waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-department-new');
    await departments.save();
    await new Toast(page, catalogSavedMessage('Department', 'created')).locator().waitFor();
    await departments.openFiltered(stamp);
    await departments.row(`E2E Dyeing ${stamp}`).waitFor();

    // Renaming a department shows on the landing page.
    await departments.openFiltered('Spinning');
    await departments.row('Spinning').first().getByRole('link', { name: 'Edit Spinning' }).click();
    await departments.field('Title').fill(`Spinning ${stamp}`);
    await departments.save();
    const landing = new LandingPage(page);
    await landing.open();
    expect(await landing.departmentTabs()).toContain(`Spinning ${stamp}`);
    await departments.openFiltered(stamp);
    await departments
      .row(`Spinning ${stamp}`)
      .getByRole('link', { name: `Edit Spinning ${stamp}` })
      .click();
    await departments.field('Title').fill('Spinning');
    await departments.save();

    await departments.openFiltered(stamp);
    expect(await departments.delete(`E2E Dyeing ${stamp}`)).toBeNull();
    await new Toast(page, catalogSavedMessage('Department', 'deleted')).locator().waitFor();
  });
});
