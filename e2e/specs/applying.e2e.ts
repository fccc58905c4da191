import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { readDocumentFields } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser } from '../harness/browser.ts';
import { EmploymentQuestionsPage, MyApplicationsPage } from '../pages/applying-pages.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ProfileWizard } from '../pages/profile-pages.ts';
import { Toast } from '../pages/toast.ts';

// The seeded candidate with a complete, submitted profile and a confirmed address
// (scripts/seed/data: DEMO_USERS.complete), applying to an open job with screening questions she
// has not applied for yet.
const CANDIDATE = {
  uid: 'demo-candidate-complete',
  email: 'ayesha.siddiqui@careers.test',
  password: 'Candidate#2026',
};
const JOB = { id: 'shift-incharge-ring-spinning', title: 'Shift In-charge — Ring Spinning' };

describe('applying for a job', () => {
  const session = useBrowser();

  it('applies from a job card, shows the applied check and the timeline, and withdraws', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(CANDIDATE.email, CANDIDATE.password);
    await page.waitForURL(/\/careers$/);

    // Apply Now on the job's card: the profile is complete, so the job is recorded and the
    // privacy step opens.
    const careers = new CareersPage(page);
    await careers.search('Ring Spinning');
    const card = careers.cards().filter({ hasText: JOB.title });
    await card.getByRole('button', { name: `Apply Now for ${JOB.title}` }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.profile.step5.getHref());
    const profile = await readDocumentFields(`profiles/${CANDIDATE.uid}`);
    expect(profile?.['pendingJobId']?.stringValue).toBe(JOB.id);

    // The privacy step's Next, then the review's Submit: the pending job's questions (section 4).
    const wizard = new ProfileWizard(page);
    await wizard.tabs().waitFor();
    await expect(wizard.privacyAgreement().isChecked()).resolves.toBe(true);
    await wizard.submit('Next').click();
    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.submit('Submit').click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(JOB.id));
    const questions = new EmploymentQuestionsPage(page);
    await questions.waitForQuestions();
    await page.getByRole('main').getByText(JOB.title).first().waitFor();
    const answered = await questions.answerAll((index) => `My answer to question ${String(index + 1)}.`);
    expect(answered).toBe(3);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await saveScreenshot(page, 'employment-questions');
    await questions.submitButton().click();

    await page.waitForURL((url) => url.pathname === ROUTES.careers.list.getHref());
    await new Toast(page, MESSAGES.appliedForJob).locator().waitFor();

    // The applied check replaces Apply Now on the card and on the job page.
    await careers.search('Ring Spinning');
    const appliedCard = careers.cards().filter({ hasText: JOB.title });
    await appliedCard.getByText(MESSAGES.alreadyApplied).waitFor();
    await expect(appliedCard.getByRole('button', { name: /Apply Now/ }).count()).resolves.toBe(0);
    await appliedCard.getByRole('link', { name: JOB.title }).click();
    const job = new JobDetailPage(page);
    await job.details().getByText(MESSAGES.alreadyApplied).waitFor();

    // My applications, from the candidate menu.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Logged in as/ })
      .click();
    await page.getByRole('menuitem', { name: 'My applications' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.myApplications.getHref());
    const mine = new MyApplicationsPage(page);
    const application = mine.application(JOB.title);
    await application.waitFor();
    await application.getByText('Status: Submitted').waitFor();
    expect(await mine.timeline(JOB.title)).toEqual(['Submitted']);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);

    await mine.withdraw(JOB.title);
    await application.getByText('Status: Withdrawn').waitFor();
    expect(await mine.timeline(JOB.title)).toEqual(['Submitted', 'Withdrawn']);
    await saveScreenshot(page, 'my-applications-withdrawn');
    await expect(application.getByRole('button', { name: 'Withdraw' }).count()).resolves.toBe(0);
    const stored = await readDocumentFields(`applications/${JOB.id}_${CANDIDATE.uid}`);
    expect(stored?.['status']?.stringValue).toBe('withdrawn');
    expect(session.consoleErrors()).toEqual([]);
  });
});
