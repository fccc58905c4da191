import { defaultRejectionText, jobStatusChangedMessage, MESSAGES, ROUTES } from '@careers/domain/constants';
import { ApplicantsFixture, pdfOfSize } from '@careers/scripts/fixtures/applicants';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yAtBothWidths } from '../harness/a11y-at-widths.ts';
import { downloadedBytes, saveScreenshot, useBrowser } from '../harness/browser.ts';
import { stackInfo, waitForMail } from '../harness/stack.ts';
import { ApplicantsPanel } from '../pages/applicants-pages.ts';
import { DEMO_ADMIN, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MyApplicationsPage } from '../pages/applying-pages.ts';
import { Toast } from '../pages/toast.ts';

// Issue 11, the applicants of a job: four real candidates apply through applyToJob to a job the
// admin made through createJob (scripts/fixtures/applicants.ts); the admin then works through the
// table in the browser, and the mails arrive in the stack's mail catcher.

type Candidate = Awaited<ReturnType<ApplicantsFixture['createCandidate']>>;

describe('admin: the applicants of a job', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Ring Frame Engineer ${stamp}`;
  let fixture: ApplicantsFixture;
  let job: { id: string; questionIds: string[]; testId: string };
  const candidates: Record<'zahid' | 'hina' | 'omar' | 'bilal', Candidate> = {} as never;

  beforeAll(async () => {
    fixture = new ApplicantsFixture(stackInfo());
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    job = await fixture.createJob(adminToken, title);
    const people = [
      ['zahid', 'Zahid', 'Rana'],
      ['hina', 'Hina', 'Baig'],
      ['omar', 'Omar', 'Farooq'],
      ['bilal', 'Bilal', 'Rana'],
    ] as const;
    for (const [key, firstName, lastName] of people) {
      const candidate = await fixture.createCandidate({
        firstName,
        lastName,
        label: key,
        cv: pdfOfSize(`CV of ${firstName} ${lastName} ${stamp}`, 20_000),
      });
      await fixture.apply(candidate, job.id, job.questionIds);
      candidates[key] = candidate;
    }
  }, 120_000);

  afterAll(async () => {
    await fixture.close();
  });

  it('shortlists, rejects, invites to the test, zips the CVs, closes the job and marks top candidates', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(page).waitFor(title);
    const panel = new ApplicantsPanel(page);
    for (const name of ['Zahid Rana', 'Hina Baig', 'Omar Farooq', 'Bilal Rana']) await panel.waitForRow(name);
    await a11yAtBothWidths(page, 'applicants-table');

    // Invitations need shortlisted applicants.
    await panel.select('Zahid Rana', 'Hina Baig');
    expect(await panel.action('Invite to test').isDisabled()).toBe(true);
    await panel.run('Shortlist', 'Shortlist the selected applicants?', 'Shortlist');
    await new Toast(page, '2 applicants have been shortlisted.').locator().waitFor();
    await panel.status('Zahid Rana').getByText('Shortlisted').waitFor();
    await panel.status('Hina Baig').getByText('Shortlisted').waitFor();

    // Reject one, with the pre-filled text.
    await panel.select('Omar Farooq');
    await panel.action('Reject').click();
    const reject = panel.dialog('Reject the selected applicants?');
    await expect(reject.getByRole('textbox', { name: /Rejection text/ }).inputValue()).resolves.toBe(
      defaultRejectionText(title),
    );
    await a11yAtBothWidths(page, 'applicants-reject-dialog');
    await reject.getByRole('button', { name: 'Reject and send' }).click();
    await reject.waitFor({ state: 'hidden' });
    await new Toast(page, MESSAGES.mailSent).locator().first().waitFor();
    const rejection = await waitForMail(candidates.omar.email, new RegExp(`Your application for ${title}`));
    expect(rejection.text).toContain(title);
    await panel.status('Omar Farooq').getByText('Rejected').waitFor();

    // Invite one shortlisted applicant to the test: the mail links to the test's instructions.
    await panel.select('Zahid Rana');
    await panel.run('Invite to test', 'Invite to the test?', 'Send invitations');
    await new Toast(page, MESSAGES.mailSent).locator().first().waitFor();
    const invitation = await waitForMail(
      candidates.zahid.email,
      new RegExp(`Invitation to the test for ${title}`),
    );
    const instructions = ROUTES.userTests.instructions.getHref(job.id, job.testId);
    expect(invitation.links.some((link) => new URL(link).pathname === instructions)).toBe(true);
    await panel.status('Zahid Rana').getByText('Invited to test').waitFor();

    // all-documents.zip: every CV byte for byte, and the download in the log.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.downloadAll().click()]);
    expect(download.suggestedFilename()).toBe('all-documents.zip');
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    expect(Object.keys(zip.files).sort()).toEqual(
      ['Baig_Hina.pdf', 'Farooq_Omar.pdf', 'Rana_Bilal.pdf', 'Rana_Zahid.pdf'].sort(),
    );
    for (const [file, candidate] of [
      ['Rana_Zahid.pdf', candidates.zahid],
      ['Baig_Hina.pdf', candidates.hina],
      ['Farooq_Omar.pdf', candidates.omar],
      ['Rana_Bilal.pdf', candidates.bilal],
    ] as const) {
      const inZip = Buffer.from((await zip.file(file)?.async('uint8array')) ?? []);
      expect(inZip.equals(candidate.cv)).toBe(true);
    }
    await page.getByText('all-documents.zip is ready: 4 CVs').waitFor();
    await panel.downloadsLog().getByText('all-documents.zip: 4 CVs').waitFor();
    // One CV on its own: the same bytes, named like those in the zip, and recorded too.
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      panel.row('Hina Baig').getByRole('button', { name: 'Download the CV of Hina Baig' }).click(),
    ]);
    expect(single.suggestedFilename()).toBe('Baig_Hina.pdf');
    expect((await downloadedBytes(single)).equals(candidates.hina.cv)).toBe(true);
    await panel.downloadsLog().getByText('CV of Hina Baig').waitFor();
    await a11yAtBothWidths(page, 'applicants-after-zip');

    // Close the job, then its top candidates: the shortlisted become selected, the one still
    // awaiting a decision is marked not selected and leaves the table.
    await new JobShowPage(page).action('Close').click();
    await new Toast(page, jobStatusChangedMessage('closed')).locator().waitFor();
    await panel.run('Mark top candidates', 'Mark the top candidates?', 'Mark top candidates');
    await new Toast(page, '2 selected; 1 marked not selected.').locator().waitFor();
    await panel.status('Zahid Rana').getByText('Selected').waitFor();
    await panel.row('Bilal Rana').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Not selected', exact: true }).click();
    await panel.waitForRow('Bilal Rana');
    await a11yAtBothWidths(page, 'applicants-not-selected-view');
  });

  it("shows each step on the candidate's My applications timeline", async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(candidates.zahid.email, candidates.zahid.password);
    await page.waitForURL(/\/careers$/);
    const mine = new MyApplicationsPage(page);
    await mine.open();
    await mine.application(title).waitFor();
    const steps = await mine.timeline(title);
    for (const stage of ['Submitted', 'Shortlisted', 'Invited to test', 'Selected'])
      expect(steps).toContain(stage);
    await saveScreenshot(page, 'applicants-candidate-timeline');
  });
});
