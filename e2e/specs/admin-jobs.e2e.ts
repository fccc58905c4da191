import { COMPANY_TIME_ZONE, jobStatusChangedMessage, MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { readDocumentFields } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { atBothWidths, useBrowser } from '../harness/browser.ts';
import { AdminJobsPage, JobFormPage, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MyApplicationsPage } from '../pages/applying-pages.ts';
import { Toast } from '../pages/toast.ts';

const SOURCE_JOB = 'Shift In-charge — Ring Spinning';
// A seeded job the demo candidate applied for (scripts/seed/data: the yarn-testing QA officer).
const APPLIED_JOB = { id: 'qa-officer-yarn-testing-lab' };
const CANDIDATE = { email: 'ayesha.siddiqui@careers.test', password: 'Candidate#2026' };

/** Today in the company's time zone, as a date input holds it (YYYY-MM-DD). */
const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(new Date());

const screenshots = (page: Page, name: string) => atBothWidths(page, name);

const careersTitles = async (page: Page, keyword: string) => {
  const careers = new CareersPage(page);
  await careers.open();
  await careers.search(keyword);
  await page.waitForTimeout(300);
  return careers.cardTitles();
};

describe('admin: jobs', () => {
  const session = useBrowser();

  it('copies, edits, closes, hides and deletes jobs, and the careers page follows', async () => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    const title = `Loom Supervisor ${stamp}`;
    await signInAsAdmin(page);

    // The dashboard's figures: where signing in lands (opened here when the session was restored).
    if (new URL(page.url()).pathname !== ROUTES.dashboard.path) await page.goto(ROUTES.dashboard.getHref());
    const openJobs = page.getByRole('link', { name: /^Open jobs/ });
    await openJobs.getByText(/^\d+$/).waitFor();
    await page
      .getByRole('link', { name: /^Applicants awaiting review/ })
      .getByText(/^\d+$/)
      .waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-dashboard');

    // The grid.
    const jobs = new AdminJobsPage(page);
    await jobs.open();
    await jobs.row(SOURCE_JOB).waitFor();
    await expect(page.getByRole('button', { name: 'Delete Selected Jobs' }).isDisabled()).resolves.toBe(true);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-jobs');

    // New job, copied from a previous one.
    await page.getByRole('link', { name: 'New Job' }).click();
    const form = new JobFormPage(page);
    await form.form().waitFor();
    await form.copyFrom(SOURCE_JOB);
    await expect(form.title().inputValue()).resolves.toBe(SOURCE_JOB);
    // The rich text is copied into the editors too, where the admin can see and change it.
    await form.description().filter({ hasText: 'Lead a shift of around 60 operators' }).waitFor();
    await form.title().fill(title);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-job-new');
    await page.getByRole('button', { name: 'Create Job' }).click();
    const show = new JobShowPage(page);
    await show.waitFor(title);
    await new Toast(page, MESSAGES.jobCreated).locator().waitFor();
    const jobId = show.jobIdFromUrl();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-job-show');

    // On /careers at the next load.
    expect(await careersTitles(page, stamp)).toEqual([title]);

    // The grid finds it with Firestore's own filters: posted today (From / To), then by title.
    await jobs.open();
    const everyJob = await jobs.total();
    await jobs.findPostedBetween(companyToday(), companyToday());
    await page.waitForURL((url) => url.searchParams.get('from') === companyToday());
    await jobs.row(title).waitFor();
    await expect.poll(() => jobs.total()).toBeLessThan(everyJob);
    await jobs.open();
    await jobs.filterTitle('starts with (exact case)', title);
    await jobs
      .rowCountText()
      .filter({ hasText: /^1–1 of 1$/ })
      .waitFor();
    await jobs.row(title).waitFor();
    expect(new URL(page.url()).searchParams.get('filters')).toContain('startsWith');

    // Edited: the careers page shows the new title.
    await page.goto(ROUTES.jobs.edit.getHref(jobId));
    await form.title().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit Job' }).waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'admin-job-edit');
    await form.title().fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save Job' }).click();
    await show.waitFor(`${title} (edited)`);
    expect(await careersTitles(page, stamp)).toEqual([`${title} (edited)`]);

    // Closed: gone from /careers.
    await page.goto(ROUTES.jobs.show.getHref(jobId));
    await show.action('Close').click();
    await new Toast(page, jobStatusChangedMessage('closed')).locator().waitFor();
    expect(await careersTitles(page, stamp)).toEqual([]);

    // A second copy, then both hidden at once from the grid.
    await page.goto(ROUTES.jobs.new.getHref());
    await form.copyFrom(SOURCE_JOB);
    await form.title().fill(`Second ${title}`);
    await page.getByRole('button', { name: 'Create Job' }).click();
    await show.waitFor(`Second ${title}`);
    const secondId = show.jobIdFromUrl();
    await jobs.open();
    await jobs.select(`${title} (edited)`);
    await jobs.select(`Second ${title}`);
    await page.getByRole('button', { name: 'Delete Selected Jobs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hide jobs' }).click();
    // The dialog closes once the server has answered (the grid behind it is hidden from the
    // accessibility tree meanwhile).
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await jobs.row(`Second ${title}`).waitFor({ state: 'detached' });
    const hiddenFlags = await Promise.all(
      [jobId, secondId].map(async (id) => (await readDocumentFields(`jobs/${id}`))?.['hidden']?.booleanValue),
    );
    expect(hiddenFlags).toEqual([true, true]);
    expect(await careersTitles(page, stamp)).toEqual([]);
    await jobs.open('?show=hidden');
    await jobs.row(`Second ${title}`).waitFor();

    // Deleting a job with an application: the candidate still sees it; the job can be restored.
    await page.goto(ROUTES.jobs.show.getHref(APPLIED_JOB.id));
    // The heading says 'Job Details' until the job has loaded; its actions come with the job.
    await show.action('Delete').waitFor();
    const appliedTitle = await page.getByRole('heading', { level: 1 }).innerText();
    await show.action('Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.jobs.list.getHref());
    expect((await readDocumentFields(`jobs/${APPLIED_JOB.id}`))?.['deleted']?.booleanValue).toBe(true);

    const candidateContext = await session.browser().newContext({ baseURL: session.baseUrl });
    const candidatePage = await candidateContext.newPage();
    const login = new LoginPage(candidatePage);
    await login.open();
    await login.signIn(CANDIDATE.email, CANDIDATE.password);
    await candidatePage.waitForURL(/\/careers$/);
    await candidatePage.goto(ROUTES.myApplications.getHref());
    await new MyApplicationsPage(candidatePage).application(appliedTitle).waitFor();
    await candidateContext.close();

    await jobs.open('?show=deleted');
    await jobs.row(appliedTitle).getByRole('button', { name: 'Restore' }).click();
    await new Toast(page, MESSAGES.jobRestored).locator().waitFor();
    expect((await readDocumentFields(`jobs/${APPLIED_JOB.id}`))?.['deleted']?.booleanValue).toBe(false);
  }, 180_000); // one long journey through seven pages: beyond the default 60 s on a loaded 2-core machine
});
