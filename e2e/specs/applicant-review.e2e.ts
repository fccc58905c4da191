import { applicationId } from '@careers/domain/firestore';
import { MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  callFunction,
  createCandidateFromProfile,
  idTokenOf,
  readDocumentFields,
} from '../harness/accounts.ts';
import { atBothWidths, saveScreenshot, useBrowser } from '../harness/browser.ts';
import { signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { ApplicantReviewPage, MailLogPage } from '../pages/applicant-review-pages.ts';
import { ForbiddenPage } from '../pages/forbidden-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Toast } from '../pages/toast.ts';

// The seeded candidate with a complete profile (scripts/seed/data: DEMO_USERS.complete) and a
// second candidate made here with a copy of her profile, both applying through the applyToJob
// callable to a seeded open job no other spec applies to: the job then has two applicants, in
// applied order.
const AYESHA = {
  uid: 'demo-candidate-complete',
  email: 'ayesha.siddiqui@careers.test',
  password: 'Candidate#2026',
  name: 'Ayesha Noor Siddiqui',
};
const JOB = {
  id: 'warping-sizing-supervisor',
  questions: [
    {
      id: 'relevant-experience',
      title:
        'Describe your most relevant experience for this position, including one result you can measure.',
      answer: 'Six years on Karl Mayer warping and Benninger sizing.',
    },
    {
      id: 'notice-period',
      title: 'What is your notice period at your current employer?',
      answer: 'One month.',
    },
  ],
};
const PASSWORD = 'Candidate#2026';

/** Applies as the candidate through the applyToJob callable, as the employment questions page does. */
const applyAs = async (email: string, password: string) => {
  await callFunction(
    'applyToJob',
    { jobId: JOB.id, answers: JOB.questions.map(({ id, answer }) => ({ questionId: id, answer })) },
    await idTokenOf(email, password),
  );
};

/** A second candidate: a confirmed account, a CV of its own and Ayesha's submitted profile under its own name. */
const makeSecondCandidate = () =>
  createCandidateFromProfile({
    label: 'applicant',
    password: PASSWORD,
    firstName: 'Zara',
    lastName: 'Qureshi',
    templateProfile: `profiles/${AYESHA.uid}`,
  });

const checkLayouts = (page: Page, name: string) => atBothWidths(page, name, { axe: true });

describe('admin: applicant review and mail log', () => {
  const session = useBrowser();

  it('reviews an applicant: answers, remarks, next applicant, shortlist; the mail log shows the CV mail', async () => {
    await applyAs(AYESHA.email, AYESHA.password);
    const zara = await makeSecondCandidate();
    await applyAs(zara.email, PASSWORD);

    const page = session.page();
    await signInAsAdmin(page);
    const review = new ApplicantReviewPage(page);
    await review.open(JOB.id, AYESHA.uid);
    await review.heading(AYESHA.name).waitFor();
    // Each answer under its question's title.
    for (const question of JOB.questions) {
      await expect(review.answerTo(question.title).textContent()).resolves.toBe(question.answer);
    }
    expect(await review.fact('Email').textContent()).toBe(AYESHA.email);
    await review
      .main()
      .getByRole('link', { name: /Open CV of/ })
      .waitFor();
    await checkLayouts(page, 'applicant-review');

    // Remarks are required: an empty box is refused with the spec's message next to it.
    await review.saveRemarks().click();
    await review.main().getByText(MESSAGES.remarksRequired).waitFor();
    await expect(review.remarksField().getAttribute('aria-invalid')).resolves.toBe('true');

    const remark = `Strong sizing background ${Date.now().toString(36)}.`;
    await review.remarksField().fill(remark);
    await review.saveRemarks().click();
    await new Toast(page, MESSAGES.remarksSaved).locator().waitFor();
    const newest = review.remarks().first();
    await newest.getByText(remark).waitFor();
    // Author and time: the admin's name and today's date in the company's time zone.
    expect(await newest.textContent()).toMatch(/^.+ · \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    // Saving moved the application from 'applied' to 'under review'.
    await review.main().getByText('Under review').first().waitFor();

    // Next applicant of the job, in applied order.
    await review.neighbours().getByRole('link', { name: 'Next applicant' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.jobs.applicant.getHref(JOB.id, zara.uid));
    await review.heading('Zara Qureshi').waitFor();
    await review.neighbours().getByRole('link', { name: 'Previous applicant' }).waitFor();

    // Shortlist from the review page, confirmed, with the server's answer.
    await review.actions().getByRole('button', { name: 'Shortlist' }).click();
    const dialog = review.dialog('Shortlist Zara Qureshi?');
    await dialog.getByRole('button', { name: 'Shortlist' }).click();
    await new Toast(page, '1 applicant has been shortlisted.').locator().waitFor();
    await expect(review.actions().getByRole('button', { name: 'Shortlist' }).isDisabled()).resolves.toBe(
      true,
    );
    const stored = await readDocumentFields(`applications/${applicationId(JOB.id, zara.uid)}`);
    expect(stored?.['status']?.stringValue).toBe('shortlisted');
    await saveScreenshot(page, 'applicant-review-shortlisted');

    // The mail log: the "CV submitted" mail to Ayesha, sent, from the admin navigation.
    await page.getByRole('navigation').getByRole('link', { name: 'Mail Log' }).first().click();
    await page.waitForURL((url) => url.pathname === ROUTES.mailLog.getHref());
    const log = new MailLogPage(page);
    await log.grid().waitFor();
    const cvMail = log.rowWith('CV submitted', AYESHA.email).first();
    await cvMail.waitFor();
    await cvMail.getByText('Sent', { exact: true }).waitFor();
    await checkLayouts(page, 'mail-log');

    await log.open('?status=failed');
    await page.getByRole('combobox', { name: 'Status' }).getByText('Failed').waitFor();
    expect(session.consoleErrors()).toEqual([]);
  });

  it('refuses a candidate the review page and the mail log', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(AYESHA.email, AYESHA.password);
    await page.waitForURL(/\/careers$/);
    const forbidden = new ForbiddenPage(page);
    await page.goto(ROUTES.jobs.applicant.getHref(JOB.id, AYESHA.uid));
    await forbidden.waitFor();
    await page.goto(ROUTES.mailLog.getHref());
    await forbidden.waitFor();
  });
});
