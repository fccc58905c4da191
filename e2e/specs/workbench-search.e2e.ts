import { ROUTES } from '@careers/domain/constants';
import { ApplicantsFixture } from '@careers/scripts/fixtures/applicants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../harness/browser.ts';
import { a11yAt } from '../harness/layouts.ts';
import { stackInfo } from '../harness/stack.ts';
import { DEMO_ADMIN, signInAsAdmin } from '../pages/admin-jobs-pages.ts';

// Issue 20, "find anyone": the /jobs search finds a job by any word of its title, whatever its
// case, and the candidates page finds a seeded candidate by a word of her degree across jobs and
// links to her application's review. axe and screenshots at 390 and 1280 px on the new page.

describe('admin: search jobs and candidates', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Senior Spinning Engineer ${stamp}`;
  let fixture: ApplicantsFixture;

  beforeAll(async () => {
    fixture = new ApplicantsFixture(stackInfo());
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await fixture.createJob(adminToken, title);
  }, 120_000);

  afterAll(async () => {
    await fixture.close();
  });

  it('finds "Senior Spinning Engineer" on /jobs by the word "engineer", with the status', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.list.getHref());
    const filters = page.getByRole('form', { name: 'Filter jobs' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`ENGINEER`);
    await filters.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(/[?&]q=ENGINEER/);
    const grid = page.getByRole('grid', { name: 'Jobs' });
    // Newest first: the job just made leads, and every row is an engineer's.
    await grid.getByRole('link', { name: title }).first().waitFor();
    const rows = grid.locator('[role="row"][data-id]');
    // The previous page stays on screen until the search's arrives.
    const titles = () => rows.locator('[data-field="title"]').allInnerTexts();
    await expect
      .poll(async () => (await titles()).every((text) => text.toLowerCase().includes('engineer')), {
        timeout: 15_000,
      })
      .toBe(true);
    expect((await titles()).length).toBeGreaterThan(1);

    // The longest word is looked up: the job's own stamp, in capitals.
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`a ${stamp.toUpperCase()}`);
    await filters.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(new RegExp(`q=a\\+${stamp.toUpperCase()}`));
    await expect.poll(() => rows.count()).toBe(1);
    await grid.getByRole('link', { name: title }).first().waitFor();
  });

  it('finds a candidate across jobs by a word of her degree and opens her application', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.candidates.getHref());
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Search candidates' });
    await search.getByRole('searchbox', { name: 'Name, email, city, degree or job' }).fill('Textile');
    await search.getByRole('spinbutton', { name: 'Experience from (years)' }).fill('3');
    await search.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(/find=Textile/);
    const grid = page.getByRole('grid', { name: 'Candidates' });
    const ayesha = grid.getByRole('link', { name: 'Ayesha Noor Siddiqui' }).first();
    await ayesha.waitFor();
    await a11yAt(page, 'candidates-search');
    await ayesha.click();
    await page.waitForURL(/\/jobs\/[^/]+\/applicant\/[^/]+$/);
    await page.getByText('Ayesha Noor Siddiqui').first().waitFor();
  });
});
