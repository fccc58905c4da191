import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { pdfOfSize } from '@careers/scripts/fixtures/applicants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { readDocumentFields, uniqueEmail } from '../harness/accounts.ts';
import { atBothWidths, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { useApplicantsFixture } from '../harness/stack.ts';
import { DEMO_ADMIN, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { EmploymentQuestionsPage } from '../pages/applying-pages.ts';
import { registerAndConfirm } from '../pages/candidate-journey.ts';
import { InsightsPage } from '../pages/insights-page.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { ProfileWizard } from '../pages/profile-pages.ts';
import { Toast } from '../pages/toast.ts';

// Hiring insights (issue 22): a visitor who arrives from a LinkedIn link (`?source=linkedin`),
// registers, completes the wizard and applies is one more LinkedIn application, and one more
// applicant of that job, on the admin's /insights; the page is axe-clean at 1280 and 390 px.

/** The LinkedIn row's applications in the Sources table (0 when the range has none). */
const linkedInApplications = async (insights: InsightsPage): Promise<number> =>
  Number((await insights.row('Applications by source', 'LinkedIn'))[1] ?? 0);

describe('hiring insights', () => {
  const session = useBrowser();
  const fixture = useApplicantsFixture();

  it('counts a LinkedIn visitor who registers, completes the wizard and applies', async () => {
    const title = `Ring Frame Doffer ${Date.now().toString(36)}`;
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const job = await fixture.createJob(adminToken, title);

    // The admin's view before: the new job has no applicant yet.
    const adminContext = await session
      .browser()
      .newContext({ baseURL: session.baseUrl, viewport: VIEWPORTS.desktop });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    const insights = new InsightsPage(adminPage);
    await insights.open();
    expect(await insights.row('Jobs', title)).toEqual([]);
    const linkedInBefore = await linkedInApplications(insights);
    // The demo's candidate applied from a LinkedIn post (the seed counts its applications too).
    expect(linkedInBefore).toBeGreaterThanOrEqual(1);

    // The visitor follows the job board's link and applies.
    const page = session.page();
    await page.goto(`${ROUTES.jobDetail.getHref(job.id)}?source=linkedin`);
    const detail = new JobDetailPage(page);
    await detail.applyNow().click();
    await page.waitForURL((url) => url.pathname === ROUTES.register.getHref());
    const email = uniqueEmail('insights-linkedin');
    const password = 'Doffer2026ring';
    const uid = await registerAndConfirm(page, { firstName: 'Sadia', lastName: 'Bashir', email, password });

    const wizard = new ProfileWizard(page);
    await wizard.savePersonal(
      {
        firstName: 'Sadia',
        lastName: 'Bashir',
        phoneNumber: '03001234567',
        city: 'Multan',
        address: '9 Bosan Road',
      },
      {
        name: 'Sadia Bashir CV.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize('CV of Sadia Bashir', 30_000),
      },
    );
    await wizard.waitForStep(ProfileWizard.paths.education);
    await wizard.fillEducationAndCareer({
      institute: 'Bahauddin Zakariya University',
      studiedFrom: '2015',
      studiedTo: '2019',
      totalExperience: '4',
      company: 'Mahmood Textile Mills',
      position: 'Doffer',
      workingSince: '2020',
    });
    await wizard.submit('Save and continue').click();
    await wizard.waitForStep(ProfileWizard.paths.privacy);
    await wizard.acceptPrivacy();
    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.submit('Submit').click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(job.id));
    const questions = new EmploymentQuestionsPage(page);
    await questions.waitForQuestions();
    await questions.answerAll((index) => `Answer ${String(index + 1)}: four years on ring frames.`);
    await questions.submitButton().click();
    await page.waitForURL((url) => url.pathname === ROUTES.careers.list.getHref());
    await new Toast(page, MESSAGES.appliedForJob).locator().waitFor();
    const application = await readDocumentFields(`applications/${job.id}_${uid}`);
    expect(application?.['insight']?.mapValue?.fields?.['source']?.stringValue).toBe('LinkedIn');
    expect(session.consoleErrors()).toEqual([]);

    // The admin's view after: one more LinkedIn application, and the job's one applicant.
    await insights.open();
    expect(await linkedInApplications(insights)).toBe(linkedInBefore + 1);
    const row = await insights.row('Jobs', title);
    expect(row.slice(0, 4)).toEqual([title, expect.any(String), expect.any(String), '1']);
    await insights.chart('Funnel').locator('svg').first().waitFor();
    await screenshotsAndAxe(adminPage, 'insights');

    // The dashboard's figures link into the matching insight.
    await adminPage.goto(ROUTES.dashboard.getHref());
    await adminPage.getByRole('link', { name: 'These applications in insights' }).click();
    await adminPage.waitForURL((url) => url.pathname === ROUTES.insights.path && url.hash === '#funnel');
    await insights.table('Funnel').waitFor({ state: 'attached' });
    await adminContext.close();
  }, 300_000);
});

/** The page at 1280 and 390 px: a screenshot and no serious axe violation at each. */
const screenshotsAndAxe = (page: Page, name: string) =>
  atBothWidths(page, name, { axe: true, settle: (settling) => settling.waitForTimeout(500) });
