import { ROUTES, testScoreLabel } from '@careers/domain/constants';
import { pdfOfSize } from '@careers/scripts/fixtures/applicants';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { useApplicantsFixture, waitForMail } from '../harness/stack.ts';
import { DEMO_ADMIN, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { ApplicantsPanel } from '../pages/applicants-pages.ts';
import { MyApplicationsPage } from '../pages/applying-pages.ts';
import { LoginPage } from '../pages/login-page.ts';
import { TakeTestPage } from '../pages/test-taking-pages.ts';

// The core loop across the admin's and the candidate's pages (issues 11 and 12): a test of 20
// questions (10 aptitude, 10 technical) made through the admin's test callables (the pages that
// make one are walked in admin-tests.e2e.ts), a job with that test, a candidate who applied; then,
// in the browser, the admin shortlists and invites her from the job's applicants table, she follows
// the mailed link, takes the test (a reload in step 2, a tab switch), and the admin finds
// 'score / 20' in the table and the tab switch on her review page.

const LABEL = Date.now().toString(36);
const JOB_TITLE = `Autoconer Operator ${LABEL}`;
const TEST_TITLE = `Winding basics ${LABEL}`;
// The options say which is right only to this spec: the page shows them shuffled and unmarked.
const RIGHT = (n: number) => `Right ${String(n)} ${LABEL}`;
// In step 2, the candidate answers this many right and the rest wrong: a known score.
const RIGHT_IN_STEP_2 = 5;
const EXPECTED_SCORE = 10 + RIGHT_IN_STEP_2;

type Candidate = { uid: string; email: string; password: string; firstName: string; lastName: string };

/** Chooses the right (or a wrong) option of a question on screen and waits for it to be saved. */
const answer = async (test: TakeTestPage, question: Locator, right: boolean) => {
  const option = right
    ? question.getByRole('radio', { name: /^Right \d+ / })
    : question.getByRole('radio', { name: /^Wrong A / });
  await option.check();
  await test.waitSaved(question);
};

const answerStep = async (
  test: TakeTestPage,
  from: number,
  to: number,
  right: (index: number) => boolean,
) => {
  for (let index = from; index < to; index += 1)
    await answer(test, test.questions().nth(index), right(index));
};

/** The browser hides the page (another tab), then shows it again. */
const switchTabAndBack = (page: Page) =>
  page.evaluate(async () => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 300));
    setVisibility('visible');
  });

describe('the core loop: invite, test, score', () => {
  const session = useBrowser();
  const fixture = useApplicantsFixture();
  let job: { id: string; testId: string };
  let candidate: Candidate;

  beforeAll(async () => {
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const fit = await fixture.jobTestFit();
    const { id: testId } = await fixture.call(adminToken, 'createTest', {
      title: TEST_TITLE,
      level: fit.level,
      departmentId: fit.departmentId,
      timeMinutes: 20,
      totalQuestions: 20,
      aptitudePercentage: 50,
      technicalPercentage: 50,
      passPercentage: null,
      status: 'active',
      copyFrom: null,
    });
    const questions = (['aptitude', 'technical'] as const).flatMap((type, t) =>
      Array.from({ length: 10 }, (_, n) => {
        const number = t * 10 + n + 1;
        return {
          statement: `Question ${String(number)} on ${type} (${LABEL})?`,
          type,
          correctOptions: [RIGHT(number)],
          wrongOptions: [`Wrong A ${String(number)}`, `Wrong B ${String(number)}`],
        };
      }),
    );
    await fixture.call(adminToken, 'addTestQuestions', { testId, questions });
    const created = await fixture.createJob(adminToken, JOB_TITLE, { testId });
    job = { id: created.id, testId };
    const made = await fixture.createCandidate({
      firstName: 'Sadia',
      lastName: `Malik${LABEL}`,
      cv: pdfOfSize('core loop'),
      label: 'core-loop',
    });
    candidate = made;
    await fixture.apply(made, created.id, created.questionIds);
  });

  it('the admin invites from the table, the candidate takes the test, the admin sees the score and the tab switch', async () => {
    const fullName = `${candidate.firstName} ${candidate.lastName}`;
    const admin = session.page();
    await signInAsAdmin(admin);

    // Shortlist, then invite to the job's test, from the job's applicants table.
    await admin.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(admin).waitFor(JOB_TITLE);
    const panel = new ApplicantsPanel(admin);
    await panel.waitForRow(fullName);
    await panel.select(fullName);
    await panel.run('Shortlist', 'Shortlist the selected applicants?', 'Shortlist');
    await panel.status(fullName).getByText('Shortlisted').waitFor();
    await panel.select(fullName);
    await panel.run('Invite to test', 'Invite to the test?', 'Send invitations');
    await panel.status(fullName).getByText('Invited to test').waitFor();

    // The candidate follows the mailed link, in a browser of her own.
    const invitation = await waitForMail(
      candidate.email,
      new RegExp(`Invitation to the test for ${JOB_TITLE}`),
    );
    const link = invitation.links.find((href) => href.includes('/instructions'));
    expect(link).toBeDefined();
    const own = await session.browser().newContext({ baseURL: session.baseUrl, viewport: VIEWPORTS.desktop });
    try {
      const page = await own.newPage();
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(candidate.email, candidate.password);
      await page.waitForURL((url) => url.pathname !== ROUTES.login.getHref());
      await page.goto(new URL(link!).pathname);
      await page.getByText(`Test for: ${JOB_TITLE} position`).waitFor();
      await page.getByRole('button', { name: 'Start Test' }).click();

      const test = new TakeTestPage(page);
      await test.stepHeading(1, 2).waitFor();
      await expect.poll(() => test.questions().count()).toBe(10);
      await answerStep(test, 0, 10, () => true);
      await test.saveButton().click();

      // Step 2: part answered, a tab switch, a reload (answers kept), then the rest.
      await test.stepHeading(2, 2).waitFor();
      await answerStep(test, 0, 4, (index) => index < RIGHT_IN_STEP_2);
      const recorded = page.waitForResponse((response) => response.url().endsWith('/recordFocusLoss'));
      await switchTabAndBack(page);
      expect((await recorded).ok()).toBe(true);
      await page.reload();
      await test.stepHeading(2, 2).waitFor();
      await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(4);
      await answerStep(test, 4, 10, (index) => index < RIGHT_IN_STEP_2);
      await test.saveButton().click();
      await test.finishedHeading().waitFor();

      // Her timeline says the test is taken.
      const mine = new MyApplicationsPage(page);
      await mine.open();
      await page.getByText(JOB_TITLE).first().waitFor();
      await page.getByText('Test taken').first().waitFor();
    } finally {
      await own.close();
    }

    // The admin: 'score / 20' in the table, and the tab switch on the review page.
    await admin.reload();
    await panel.waitForRow(fullName);
    await panel.row(fullName).getByText(testScoreLabel(EXPECTED_SCORE, 20)).waitFor();
    await panel.row(fullName).getByRole('link', { name: fullName }).click();
    await admin.waitForURL((url) => url.pathname === ROUTES.jobs.applicant.getHref(job.id, candidate.uid));
    await admin.getByRole('heading', { level: 1, name: fullName }).waitFor();
    await admin.getByText(testScoreLabel(EXPECTED_SCORE, 20)).first().waitFor();
    const tabSwitches = admin.getByText('Tab switches').locator('xpath=following-sibling::*[1]');
    await expect.poll(() => tabSwitches.innerText()).toBe('1');
  }, 240_000); // two people, two browsers, twenty answers, each saved as it is chosen
});
