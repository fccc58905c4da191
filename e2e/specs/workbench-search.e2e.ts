import { ROUTES } from '@careers/domain/constants';
import { ApplicantsFixture, pdfOfSize } from '@careers/scripts/fixtures/applicants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser } from '../harness/browser.ts';
import { a11yAt } from '../harness/layouts.ts';
import { stackInfo } from '../harness/stack.ts';
import { DEMO_ADMIN, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { ApplicantsPanel } from '../pages/applicants-pages.ts';

// Issue 20, "find anyone": the /jobs search finds a job by any word of its title, whatever its
// case; the applicants of a job are filtered by test score, and every match across two pages is
// selected and shortlisted in one action run on the server; the candidates page finds a seeded
// candidate by a word of her degree across jobs and links to her application's review. axe and
// screenshots at 390 and 1280 px on the new page.

// Twelve applicants: two pages of ten. The first three take the job's test.
const APPLICANTS = [
  'Adeel',
  'Bushra',
  'Daniyal',
  'Erum',
  'Faisal',
  'Ghazala',
  'Haris',
  'Iqra',
  'Junaid',
  'Kiran',
  'Luqman',
  'Mehwish',
] as const;
const TESTED = APPLICANTS.slice(0, 3);

describe('admin: search jobs and candidates', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Senior Spinning Engineer ${stamp}`;
  // Its own word (not the stamp alone): the /jobs test looks the stamp up and expects one job.
  const crowdTitle = `Ring Frame Operator R${stamp}`;
  let fixture: ApplicantsFixture;
  let crowdJobId: string;

  beforeAll(async () => {
    fixture = new ApplicantsFixture(stackInfo());
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await fixture.createJob(adminToken, title);

    const crowd = await fixture.createJob(adminToken, crowdTitle);
    crowdJobId = crowd.id;
    const ids: Record<string, string> = {};
    for (const firstName of APPLICANTS) {
      const candidate = await fixture.createCandidate({
        firstName,
        lastName: 'Searchable',
        label: firstName,
        cv: pdfOfSize(`CV of ${firstName} ${stamp}`),
      });
      await fixture.apply(candidate, crowd.id, crowd.questionIds);
      ids[firstName] = `${crowd.id}_${candidate.uid}`;
      if (!(TESTED as readonly string[]).includes(firstName)) continue;
      // Shortlisted, invited, and the test taken through the candidate's own callables: each
      // question answered with its first option, so the score is above nought (40 questions).
      const selection = { jobId: crowd.id, applicationIds: [ids[firstName]] };
      await fixture.call(adminToken, 'shortlistApplicants', selection);
      await fixture.call(adminToken, 'inviteApplicantsToTest', selection);
      const token = await fixture.idToken(candidate.email, candidate.password);
      let view = await fixture.call(token, 'startTest', { jobId: crowd.id, testId: crowd.testId });
      while (view.state === 'in-progress') {
        view = await fixture.call(token, 'submitStep', {
          jobId: crowd.id,
          step: view.step,
          focusLosses: 0,
          tabSwitches: 0,
          answers: view.questions.map((question) => ({
            questionId: question.id,
            options: [question.options[0] ?? ''],
          })),
        });
      }
    }
  }, 300_000);

  afterAll(async () => {
    await fixture.close();
  });

  it('finds "Senior Spinning Engineer" on /jobs by the word "engineer", with the status', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.list.getHref());
    const filters = page.getByRole('search', { name: 'Filter jobs' });
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

  it('filters the applicants of a job by score, then selects all matching across two pages and shortlists them at once', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(crowdJobId));
    await new JobShowPage(page).waitFor(crowdTitle);
    const panel = new ApplicantsPanel(page);
    await panel.layout('Table').click();
    const search = page.getByRole('search', { name: 'Search applicants' });
    const rows = panel.grid().locator('[role="row"][data-id]');
    const names = async () =>
      (await rows.locator('[data-field="name"]').allInnerTexts()).map((name) => name.split(' ')[0]).sort();

    // A score from 1 %: only the three who took the test.
    await search.getByLabel('Score from (%)').fill('1');
    await search.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(/scoreFrom=1/);
    await expect.poll(names, { timeout: 20_000 }).toEqual([...TESTED].sort());
    await search.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);

    // Ten a page: twelve applicants on two pages; the page's box, then every match on the server.
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(10);
    await panel
      .grid()
      .getByRole('checkbox', { name: /select all rows/i })
      .check();
    await page.getByRole('button', { name: 'Select all 12 matching' }).click();
    await page.getByText('All 12 matching applicants are selected, on every page.').waitFor();
    await panel.action('Shortlist').click();
    const dialog = panel.dialog('Shortlist the selected applicants?');
    await dialog.getByText('All 12 matching applicants will be shortlisted.').waitFor();
    await dialog.getByRole('button', { name: 'Shortlist', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The nine not yet shortlisted are; the three already tested are left as they were, and say so.
    await panel
      .report()
      .filter({ hasText: /9 applicants updated; 3 applicants left as they were/ })
      .waitFor();

    // The nine, over both pages, now read Shortlisted; the three tested kept their status.
    const shortlistedOnPage = async () =>
      (await rows.locator('[data-field="status"]').allInnerTexts()).filter(
        (status) => status === 'Shortlisted',
      ).length;
    await expect.poll(shortlistedOnPage, { timeout: 20_000 }).toBeGreaterThanOrEqual(7);
    const firstPage = await shortlistedOnPage();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    expect(firstPage + (await shortlistedOnPage())).toBe(9);
  });

  it('finds a candidate across jobs by a word of her degree and opens her application', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.candidates.getHref());
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Search candidates' });
    await search.getByRole('searchbox', { name: 'Name, email, city, degree or job' }).fill('Textile');
    // Four years: hers; the candidates other specs make have three (the domain's complete profile).
    await search.getByRole('spinbutton', { name: 'Experience from (years)' }).fill('4');
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
