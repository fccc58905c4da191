import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { APPLICANT_PASSWORD, pdfOfSize } from '@careers/scripts/fixtures/applicants';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { readDocumentFields } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser } from '../harness/browser.ts';
import { useApplicantsFixture, waitForMail } from '../harness/stack.ts';
import { DEMO_ADMIN } from '../pages/admin-jobs-pages.ts';
import { EmploymentQuestionsPage } from '../pages/applying-pages.ts';
import { LoginPage } from '../pages/login-page.ts';

// The questions page's refusals through the real Functions SDK (issue 19): the server says why in
// `details.reason`, the page reads it with readCallableError and offers the way on, and no message
// carries the HTTP status the SDK appends to the server's text ('… applying. [400]').

const CONFIRM_SUBJECT = /Confirm your email address/;
/** Ends in the status the Functions SDK appends: what no page may show. */
const STATUS_SUFFIX = /\[\d{3}\]\s*$/;

describe('refusals on the employment questions page', () => {
  const session = useBrowser();
  const fixture = useApplicantsFixture();
  let job: { id: string; questionIds: string[] };

  beforeAll(async () => {
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    job = await fixture.createJob(adminToken, `Drawing Frame Tenter ${Date.now().toString(36)}`);
  });

  /** Signs in, opens the job's questions, answers them all and submits: the page's refusal. */
  const submitAnswers = async (page: Page, email: string): Promise<Locator> => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, APPLICANT_PASSWORD);
    await page.waitForURL((url) => url.pathname !== ROUTES.login.getHref());
    const questions = new EmploymentQuestionsPage(page);
    await questions.open(job.id);
    await questions.waitForQuestions();
    expect(await questions.answerAll((index) => `Answer ${String(index + 1)}: drawing frames.`)).toBe(
      job.questionIds.length,
    );
    await questions.submitButton().click();
    const refusal = page.getByRole('main').getByRole('alert');
    await refusal.waitFor();
    return refusal;
  };

  it('an applicant whose profile is incomplete reads why, without a status, and gets a link to complete it', async () => {
    const page = session.page();
    const candidate = await fixture.createCandidate({
      firstName: 'Nida',
      lastName: 'Farooq',
      label: 'refusal-incomplete',
      cv: pdfOfSize('CV of Nida Farooq'),
      profile: 'personal-only',
    });

    const refusal = await submitAnswers(page, candidate.email);
    await refusal.getByText(MESSAGES.completeProfileFirst).waitFor();
    const message = (await refusal.innerText()).split('\n')[0]!.trim();
    expect(message).not.toMatch(STATUS_SUFFIX);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await saveScreenshot(page, 'questions-refusal-profile-incomplete');

    // Nothing was applied for; the link goes to the wizard's first step.
    expect(await readDocumentFields(`applications/${job.id}_${candidate.uid}`)).toBeNull();
    await refusal.getByRole('link', { name: 'Complete your profile' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.profile.step1.getHref());
    expect(session.consoleErrors().filter((line) => !/\b400\b|\b412\b/.test(line))).toEqual([]);
  }, 120_000);

  it('an applicant whose address is unconfirmed reads why, without a status, and can have the link sent again', async () => {
    const page = session.page();
    const candidate = await fixture.createCandidate({
      firstName: 'Kamran',
      lastName: 'Shah',
      label: 'refusal-unconfirmed',
      cv: pdfOfSize('CV of Kamran Shah'),
      emailVerified: false,
    });

    const refusal = await submitAnswers(page, candidate.email);
    await refusal.getByText(MESSAGES.confirmEmailBeforeApplying).waitFor();
    expect((await refusal.innerText()).split('\n')[0]!.trim()).not.toMatch(STATUS_SUFFIX);
    await saveScreenshot(page, 'questions-refusal-email-unconfirmed');
    expect(await readDocumentFields(`applications/${job.id}_${candidate.uid}`)).toBeNull();

    await refusal.getByRole('button', { name: 'Resend confirmation email' }).click();
    await refusal.getByText(MESSAGES.verificationEmailResent).waitFor();
    const mail = await waitForMail(candidate.email, CONFIRM_SUBJECT);
    expect(mail.links.some((link) => new URL(link).pathname.startsWith('/confirm/'))).toBe(true);
    expect(session.consoleErrors().filter((line) => !/\b400\b|\b412\b/.test(line))).toEqual([]);
  }, 120_000);

  it('fails any test whose page shows a message ending in an HTTP status (the harness check)', async () => {
    const page = session.page();
    await page.goto(ROUTES.home.getHref());
    await page.getByRole('main').waitFor();
    await page.evaluate(() => {
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.append('Please Complete your profile before applying. [400] ');
      const link = document.createElement('a');
      link.href = '/profile-step-1';
      link.textContent = 'Complete your profile';
      alert.append(link);
      const helper = document.createElement('p');
      helper.className = 'MuiFormHelperText-root';
      helper.textContent = 'Title is required. [412]';
      // Not a message place: text elsewhere may end in brackets.
      const prose = document.createElement('p');
      prose.textContent = 'Room [101]';
      document.body.append(alert, helper, prose);
    });
    await expect
      .poll(() => session.takeStatusSuffixes().join('\n'), { timeout: 5_000 })
      .toContain('Please Complete your profile before applying. [400]');
    await page.evaluate(() => {
      document.querySelector('.MuiFormHelperText-root')!.textContent = 'Title is required. [409]';
    });
    await expect
      .poll(() => session.takeStatusSuffixes().join('\n'), { timeout: 5_000 })
      .toContain('Title is required. [409]');
    expect(session.takeStatusSuffixes()).toEqual([]);
  });
});
