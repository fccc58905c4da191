import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser.ts';
import { stackInfo } from '../harness/stack.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { LandingPage } from '../pages/landing-page.ts';
import { LoginPage } from '../pages/login-page.ts';

// The public careers site as a visitor uses it, against the seeded stack (production build).

describe('public careers site', () => {
  const session = useBrowser();

  it('lets a visitor search, filter and open a job, and come back to the same listing', async () => {
    const page = session.page();
    const firestoreCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stackInfo().urls.firestore) && request.method() !== 'OPTIONS') {
        firestoreCalls.push(`${request.method()} ${request.url()}`);
      }
    });
    const careers = new CareersPage(page);
    await careers.open();

    const all = await careers.openings();
    expect(all).toMatchObject({ from: 1, to: 10 });
    expect(all.total).toBeGreaterThan(20);
    // The whole listing costs one document read: jobIndex/open.
    expect(firestoreCalls).toHaveLength(1);

    await careers.search('engineer');
    await page.waitForURL(/\/careers\?q=engineer$/);
    await expect.poll(async () => (await careers.openings()).total).toBeLessThan(all.total);
    const engineers = await careers.openings();
    expect(engineers.total).toBeGreaterThan(1);
    for (const title of await careers.cardTitles()) expect(title.toLowerCase()).toContain('engineer');

    const permanentCount = await careers.countFor('Permanent');
    await careers.filterCheckbox('Permanent').check();
    await page.waitForURL(/\/careers\?q=engineer&type=Permanent$/);
    await expect.poll(async () => (await careers.openings()).total).toBe(permanentCount);
    const cards = await careers.cards().count();
    await expect.poll(() => careers.cards().filter({ hasText: 'Job type: Permanent' }).count()).toBe(cards);

    await careers.datePosted('Last 30 days');
    await page.waitForURL(/posted=30d/);
    await careers.sortBy('Oldest');
    await page.waitForURL(/\/careers\?q=engineer&type=Permanent&posted=30d&sort=oldest$/);
    const listingUrl = page.url();
    const listingHeader = await careers.openingsHeading().innerText();
    // Filtering, counting and sorting ran in the browser: still the one read.
    expect(firestoreCalls).toHaveLength(1);

    const [title] = await careers.cardTitles();
    await careers.openJob(title!);
    await page.waitForURL(/\/job-detail\/[\w-]+$/);
    const jobId = new URL(page.url()).pathname.split('/').at(-1)!;
    const job = new JobDetailPage(page);
    await expect.poll(() => job.title().innerText()).toBe(title);
    await expect(job.fact('Job type')).resolves.toBe('Permanent');
    await expect(job.fact('Apply before')).resolves.toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect(job.applyNow().getAttribute('href')).resolves.toBe(`/register?jobId=${jobId}`);
    await expect.poll(async () => (await job.jobPosting())?.['title']).toBe(title);
    expect(await job.jobPosting()).toMatchObject({ '@type': 'JobPosting', employmentType: 'FULL_TIME' });
    await expect(page.title()).resolves.toContain(title!);

    await page.goBack();
    await page.waitForURL(listingUrl);
    await expect.poll(() => careers.openingsHeading().innerText()).toBe(listingHeader);
    await expect(careers.filterCheckbox('Permanent').isChecked()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Job title or keyword' }).inputValue()).resolves.toBe(
      'engineer',
    );
    expect(session.consoleErrors()).toEqual([]);
  });

  it("opens a department's openings from its landing tab, as a filter the visitor can remove", async () => {
    const page = session.page();
    const landing = new LandingPage(page);
    await landing.open();
    const tabs = await landing.departmentTabs();
    const department = tabs[4]!;
    await page
      .getByRole('tabpanel', { name: department })
      .getByRole('link', { name: `Apply Now: ${department} openings` })
      .click();
    await page.waitForURL(/\/careers\/[\w-]+$/);

    const careers = new CareersPage(page);
    await careers.waitForResults();
    const { total } = await careers.openings();
    await expect(careers.filterCheckbox(department).isChecked()).resolves.toBe(true);
    expect(total).toBe(await careers.countFor(department));
    await expect(page.title()).resolves.toBe(`${department} jobs — Career Opportunities — Textile Group`);

    await careers.filterCheckbox(department).uncheck();
    await page.waitForURL(/\/careers$/);
    await expect.poll(async () => (await careers.openings()).total).toBeGreaterThan(total);
  });

  it('says plainly when a department does not exist, and leads to every opening', async () => {
    const page = session.page();
    const careers = new CareersPage(page);
    await page.goto('/careers/no-such-department');
    await careers.unknownDepartmentHeading().waitFor();
    await expect(page.getByText(/0 of 0/).count()).resolves.toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');

    await careers.seeAllOpenings().click();
    await page.waitForURL(/\/careers$/);
    await expect.poll(async () => (await careers.openings()).total).toBeGreaterThan(20);
  });

  it('says plainly when a job is no longer open', async () => {
    const page = session.page();
    await page.goto('/job-detail/etp-chemist');
    await page.getByRole('heading', { level: 1, name: 'This job is no longer open' }).waitFor();
    await expect(page.getByRole('link', { name: 'See open positions' }).getAttribute('href')).resolves.toBe(
      '/careers',
    );
    expect(await new JobDetailPage(page).jobPosting()).toBeNull();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  });

  it('shows a signed-in candidate the jobs they have applied for', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('ayesha.siddiqui@careers.test', 'Candidate#2026');
    await page.waitForURL(/\/careers$/);

    const careers = new CareersPage(page);
    await careers.search('Spinning Technologist');
    const applied = careers.cards().filter({ hasText: 'Spinning Technologist (Process Control)' });
    await applied.getByText("You've applied for this position").waitFor();
    await expect(applied.getByRole('button', { name: /Apply Now/ }).count()).resolves.toBe(0);

    await applied.getByRole('link', { name: 'Spinning Technologist (Process Control)' }).click();
    const job = new JobDetailPage(page);
    await job.details().getByText("You've applied for this position").waitFor();
    await expect(job.details().getByRole('button', { name: 'Apply Now' }).count()).resolves.toBe(0);
  });
});

describe('public careers site on a phone', () => {
  const session = useBrowser({ viewport: 'phone' });

  it('puts the filters in a dialog', async () => {
    const page = session.page();
    const careers = new CareersPage(page);
    await careers.open();
    await expect(careers.filters().isVisible()).resolves.toBe(false);

    const dialog = await careers.openFiltersDialog();
    const contractual = await careers.countFor('Contractual', dialog);
    await careers.filterCheckbox('Contractual', dialog).check();
    await page.waitForURL(/\/careers\?type=Contractual$/);
    await dialog.getByRole('button', { name: `Show ${String(contractual)} jobs` }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => (await careers.openings()).total).toBe(contractual);
    await expect(page.getByRole('button', { name: 'Filters (1)' }).isVisible()).resolves.toBe(true);
  });
});
