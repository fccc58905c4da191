import { DATE_POSTED_FILTERS, MESSAGES, ROUTES } from '@careers/domain/constants';
import { companyIsoDate } from '@careers/domain/rules';
import { APPLICANT_PASSWORD, pdfOfSize } from '@careers/scripts/fixtures/applicants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { queryDocumentFields, readDocumentFields, signInUid, uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { atBothWidths, saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { stackInfo, useApplicantsFixture } from '../harness/stack.ts';
import { DEMO_ADMIN } from '../pages/admin-jobs-pages.ts';
import { EmploymentQuestionsPage } from '../pages/applying-pages.ts';
import { registerAndConfirm } from '../pages/candidate-journey.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MailInboxPage } from '../pages/mail-inbox-page.ts';
import { ProfileWizard } from '../pages/profile-pages.ts';
import { RegisterPage } from '../pages/register-page.ts';
import { Toast } from '../pages/toast.ts';

// The candidate's funnel (issue 18): a job whose end date passes leaves the site and is closed on
// the server; Apply Now remembers the job through the whole wizard, terms accepted or not; an
// unconfirmed address is stopped before the questions, not at their Submit.

const DAY = 24 * 60 * 60 * 1000;
const CONFIRM_SUBJECT = /Confirm your email address/;
/** Open demo jobs with screening questions that these candidates have not applied for. */
const LOOM_FITTER = { id: 'loom-fitter-air-jet', title: 'Loom Fitter (Air-Jet)' };
const COLOURIST = { id: 'colourist-lab-dips', title: 'Colourist (Lab Dips & Shade Matching)' };

/** The page at 1280 px and at 390 px (phone), for looking at. */
const screenshots = (page: Page, name: string) =>
  atBothWidths(page, name, { settle: (settling) => settling.waitForTimeout(300) });

/** The ids in the open-jobs index (its first document: the demo data fits in it). */
const indexedJobIds = async (): Promise<string[]> => {
  const index = await readDocumentFields('jobIndex/open');
  const entries = (index?.['jobs']?.arrayValue?.values ?? []) as {
    mapValue: { fields: { id: { stringValue: string } } };
  }[];
  return entries.map((entry) => entry.mapValue.fields.id.stringValue);
};

describe("the candidate's funnel", () => {
  const session = useBrowser();
  const fixture = useApplicantsFixture();

  it('a job whose end date has passed leaves /careers and loses Apply Now, and the first server read closes it', async () => {
    const page = session.page();
    const title = `Dobby Loom Technician ${Date.now().toString(36)}`;
    // Ended yesterday in Karachi, still open: nothing has closed it yet (the sweep runs hourly).
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const job = await fixture.createJob(adminToken, title, {
      startDate: companyIsoDate(Date.now() - 10 * DAY),
      endDate: companyIsoDate(Date.now() - DAY),
    });
    expect((await readDocumentFields(`jobs/${job.id}`))?.['status']?.stringValue).toBe('open');
    expect(await indexedJobIds()).toContain(job.id);

    // Its page says applications have closed, where Apply Now was.
    const detail = new JobDetailPage(page);
    await detail.open(job.id);
    await detail.applicationsClosed().waitFor();
    await expect(detail.applyNow().count()).resolves.toBe(0);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'funnel-job-ended');

    // The listing leaves it out although the index still lists it.
    const careers = new CareersPage(page);
    await careers.open();
    await careers.search(title);
    await careers.waitForOpenings(/^Job Openings 0 of 0$/);
    await expect(careers.cards().count()).resolves.toBe(0);
    expect(await indexedJobIds()).toContain(job.id);
    // Date Posted in order, shortest window first.
    const windows = await careers
      .filters()
      .getByRole('group', { name: 'Date Posted' })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim() ?? ''));
    expect(windows).toEqual(DATE_POSTED_FILTERS.map((filter) => filter.label));
    await saveScreenshot(page, 'funnel-careers-date-posted-1280');

    // The API agrees with the page, and its read closes the job: status, index and audit log.
    const response = await fetch(`${stackInfo().urls.api}/public/jobs`);
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as { jobs: { id: string }[] }).jobs.map((entry) => entry.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(job.id);
    const stored = await readDocumentFields(`jobs/${job.id}`);
    expect(stored?.['status']?.stringValue).toBe('closed');
    expect(stored?.['updatedBy']?.stringValue).toBe('system:end-date');
    expect(await indexedJobIds()).not.toContain(job.id);
    const audit = await queryDocumentFields('auditLog', 'target.id', job.id);
    const closes = audit.filter((entry) => entry['action']?.stringValue === 'close-ended');
    expect(closes).toHaveLength(1);
    expect(closes[0]?.['actor']?.mapValue?.fields?.['uid']?.stringValue).toBe('system:end-date');
    const byId = await fetch(`${stackInfo().urls.api}/jobs/${job.id}`);
    expect(byId.status).toBe(404);

    // Closed, the job is no longer public: its page says so.
    await page.goto(ROUTES.jobDetail.getHref(job.id));
    await page.getByRole('heading', { level: 1, name: 'This job is no longer open' }).waitFor();
    expect(session.consoleErrors().filter((error) => !/permission|403|404/i.test(error))).toEqual([]);
  }, 180_000);

  it('a candidate who has not accepted the terms clicks Apply Now and, after the wizard, is on that job’s questions', async () => {
    const page = session.page();
    const email = uniqueEmail('funnel-terms');
    const password = 'Loom2026weave';

    // A new candidate, email confirmed through the mailed link: back on the step they were on.
    await new RegisterPage(page).open();
    const uid = await registerAndConfirm(page, { firstName: 'Nadia', lastName: 'Qureshi', email, password });

    // Apply Now without accepted terms: the spec's warning and step 1 — and the job is kept.
    const careers = new CareersPage(page);
    await careers.open();
    await careers.search('Loom Fitter');
    await careers
      .cards()
      .filter({ hasText: LOOM_FITTER.title })
      .getByRole('button', { name: `Apply Now for ${LOOM_FITTER.title}` })
      .click();
    await page.waitForURL((url) => url.pathname === ProfileWizard.paths.personal);
    await new Toast(page, MESSAGES.completeProfileFirst).locator().waitFor();
    const wizard = new ProfileWizard(page);
    await wizard.applyingFor(LOOM_FITTER.title).waitFor();
    expect((await readDocumentFields(`profiles/${uid}`))?.['pendingJobId']?.stringValue).toBe(LOOM_FITTER.id);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'funnel-wizard-applying-for');

    // The wizard, step by step.
    await wizard.savePersonal(
      {
        firstName: 'Nadia',
        lastName: 'Qureshi',
        phoneNumber: '03001234567',
        city: 'Faisalabad',
        address: '4 Susan Road',
      },
      {
        name: 'Nadia Qureshi CV.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize('CV of Nadia Qureshi', 30_000),
      },
    );

    await wizard.waitForStep(ProfileWizard.paths.education);
    // The year selects open on this year in Karachi and go down to 1900.
    const from = wizard.entry('Education 1').getByLabel(/^From/);
    await from.waitFor();
    const years = await from
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
    expect(Number(years[0])).toBe(Number(companyIsoDate(Date.now()).slice(0, 4)));
    expect(years.at(-1)).toBe('1900');
    await wizard.fillEducationAndCareer({
      institute: 'National Textile University',
      studiedFrom: '2016',
      studiedTo: '2020',
      totalExperience: '2',
      company: 'Crescent Weaving Mills',
      position: 'Loom Fitter',
      workingSince: '2021',
    });
    await wizard.submit('Save and continue').click();

    await wizard.waitForStep(ProfileWizard.paths.privacy);
    await wizard.acceptPrivacy();

    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.applyingFor(LOOM_FITTER.title).waitFor();
    // The education and career entries: a table that scrolls inside its region here...
    await wizard
      .main()
      .getByRole('region', { name: /^Education \(scrolls sideways/ })
      .waitFor();
    await saveScreenshot(page, 'funnel-review-1280');
    // ...and cards that fit on a phone: nothing wider than the screen.
    await page.setViewportSize(VIEWPORTS.phone);
    await wizard
      .main()
      .getByRole('region', { name: 'Education', exact: true })
      .getByRole('listitem')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await saveScreenshot(page, 'funnel-review-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Submit: the job's questions, not /careers.
    await wizard.submit('Submit').click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(LOOM_FITTER.id));
    const questions = new EmploymentQuestionsPage(page);
    await questions.waitForQuestions();
    await page.getByRole('main').getByText(LOOM_FITTER.title).first().waitFor();
    await questions.answerAll((index) => `Answer ${String(index + 1)}: air-jet looms for three years.`);

    // On a phone each question stays whole above its filled field (no one-line, cut label).
    await page.setViewportSize(VIEWPORTS.phone);
    const labels = page.getByRole('main').locator('label[for^="answer-"]');
    expect(await labels.count()).toBeGreaterThan(0);
    const cut = await labels.evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            getComputedStyle(element).whiteSpace === 'nowrap',
        )
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    await saveScreenshot(page, 'funnel-questions-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, 'funnel-questions-1280');

    await questions.submitButton().click();
    await page.waitForURL((url) => url.pathname === ROUTES.careers.list.getHref());
    await new Toast(page, MESSAGES.appliedForJob).locator().waitFor();
    const application = await readDocumentFields(`applications/${LOOM_FITTER.id}_${uid}`);
    expect(application?.['status']?.stringValue).toBe('applied');
    // Applied: the job the wizard led to is done with.
    expect((await readDocumentFields(`profiles/${uid}`))?.['pendingJobId']?.nullValue).toBe(null);
    expect(session.consoleErrors()).toEqual([]);
  }, 240_000);

  it('an unconfirmed candidate is stopped before the questions, confirms through the mailed link and goes on without a reload', async () => {
    const page = session.page();
    const candidate = await fixture.createCandidate({
      firstName: 'Rabia',
      lastName: 'Anwar',
      label: 'funnel-unconfirmed',
      cv: pdfOfSize('CV of Rabia Anwar', 20_000),
      emailVerified: false,
    });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(candidate.email, APPLICANT_PASSWORD);
    await page.waitForURL((url) => url.pathname === ROUTES.careers.list.getHref());

    // Apply Now with the terms accepted: the privacy step, then the review's Submit.
    const detail = new JobDetailPage(page);
    await detail.open(COLOURIST.id);
    await detail.details().getByRole('button', { name: 'Apply Now' }).click();
    const wizard = new ProfileWizard(page);
    await wizard.waitForStep(ProfileWizard.paths.privacy);
    await wizard.applyingFor(COLOURIST.title).waitFor();
    await wizard.submit('Next').click();
    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.submit('Submit').click();

    // Stopped here, before any answer is written: what to do, Resend and "I have confirmed".
    const gate = wizard.confirmEmailGate();
    await gate.waitFor();
    await expect(gate.innerText()).resolves.toContain(MESSAGES.confirmEmailBeforeQuestions);
    expect(page.url()).toContain(ProfileWizard.paths.review);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'funnel-confirm-gate');
    await gate.getByRole('button', { name: 'Resend confirmation email' }).click();
    await gate.getByText(MESSAGES.verificationEmailResent).waitFor();

    // "I have confirmed" before confirming: not yet.
    await gate.getByRole('button', { name: 'I have confirmed' }).click();
    await gate.getByText(MESSAGES.emailNotConfirmed).waitFor();

    // The mailed link, from the local inbox, in another tab: it confirms, and that tab goes on to
    // the job the candidate was applying for.
    const inboxTab = await session.context().newPage();
    const inbox = new MailInboxPage(inboxTab, stackInfo().urls.inbox);
    await expect
      .poll(
        async () => {
          await inbox.open();
          return inbox.message(candidate.email, CONFIRM_SUBJECT).count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    const message = await inbox.openMessage(candidate.email, CONFIRM_SUBJECT);
    const { tab } = await inbox.followLink(message, 'Confirm email address');
    await tab.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(COLOURIST.id), {
      timeout: 20_000,
    });
    await tab.close();
    await inboxTab.close();

    // Back on the review: "I have confirmed" re-checks and goes on, in the same page (no reload).
    await page.bringToFront();
    await page.evaluate(() => {
      (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    await gate.getByRole('button', { name: 'I have confirmed' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(COLOURIST.id));
    await expect(
      page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).resolves.toBe(true);

    // The application goes through: the server sees the confirmed address.
    const questions = new EmploymentQuestionsPage(page);
    await questions.waitForQuestions();
    await page.getByRole('main').getByText(COLOURIST.title).first().waitFor();
    await questions.answerAll((index) => `Answer ${String(index + 1)}: shade matching for export buyers.`);
    await questions.submitButton().click();
    await page.waitForURL((url) => url.pathname === ROUTES.careers.list.getHref());
    await new Toast(page, MESSAGES.appliedForJob).locator().waitFor();
    const uid = await signInUid(candidate.email, APPLICANT_PASSWORD);
    expect((await readDocumentFields(`applications/${COLOURIST.id}_${uid}`))?.['status']?.stringValue).toBe(
      'applied',
    );
    expect(session.consoleErrors()).toEqual([]);
  }, 240_000);
});
