import { candidateDataExportSchema, ERASED_CANDIDATE_NAME } from '@careers/domain';
import { MESSAGES, ROUTES } from '@careers/domain/constants';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

import {
  callFunction,
  createCandidateFromProfile,
  idTokenOf,
  queryDocumentFields,
} from '../harness/accounts.ts';
import { downloadedBytes, saveScreenshot, useBrowser } from '../harness/browser.ts';
import { checkLayouts } from '../harness/layouts.ts';
import { signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { ApplicantReviewPage } from '../pages/applicant-review-pages.ts';
import { CandidateDataPage, MyDataPage } from '../pages/data-rights-pages.ts';
import { LoginPage } from '../pages/login-page.ts';

// Issue 21 end to end: a candidate who applied downloads their archive (its data.json validates
// against the domain's schema, the CV inside is byte-identical to the one uploaded), erases their
// account and cannot sign in again; the admin's review page of the application shows "Erased
// candidate". A seeded open job no other spec applies to.

const JOB = { id: 'network-administrator', questions: ['software-tools', 'notice-period'] };
const PASSWORD = 'Candidate#2026';
const TEMPLATE_PROFILE = 'profiles/demo-candidate-complete';

/** A confirmed candidate with their own CV and the demo candidate's profile under their name, applied to JOB. */
const candidateWhoApplied = async () => {
  const candidate = await createCandidateFromProfile({
    label: 'erase',
    password: PASSWORD,
    firstName: 'Rabia',
    lastName: 'Farooq',
    templateProfile: TEMPLATE_PROFILE,
  });
  await callFunction(
    'applyToJob',
    { jobId: JOB.id, answers: JOB.questions.map((questionId) => ({ questionId, answer: 'Two years.' })) },
    await idTokenOf(candidate.email, PASSWORD),
  );
  return candidate;
};

describe('candidate data rights', () => {
  const session = useBrowser();

  it('downloads the archive, erases the account, cannot sign in; the admin sees "Erased candidate"', async () => {
    const candidate = await candidateWhoApplied();
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(candidate.email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== ROUTES.login.getHref());

    const myData = new MyDataPage(page);
    await myData.open();
    await checkLayouts(page, 'my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }).catch(async (error: unknown) => {
        await saveScreenshot(page, 'my-data-download-failed');
        throw new Error(`No download: ${String(error)}; console: ${session.consoleErrors().join(' | ')}`);
      }),
      myData.downloadButton().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-careers-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as unknown;
    expect(await candidateDataExportSchema.validate(data)).toBeTruthy();
    const archive = candidateDataExportSchema.cast(data);
    expect(archive.account.uid).toBe(candidate.uid);
    expect(archive.applications.map((application) => application.jobId)).toEqual([JOB.id]);
    const files = archive.files.filter(
      (file) => file.kind === 'resume' || file.kind === 'application-resume',
    );
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(Buffer.from(await zip.file(file.archivePath)!.async('uint8array')).equals(candidate.cv)).toBe(
        true,
      );
    }

    await myData.erase(PASSWORD);
    // Signed out at once, as the dialog said, onto the page that says the account was erased.
    await page.waitForURL((url) => url.pathname === ROUTES.accountErased.getHref());
    await page.getByText(MESSAGES.accountErasedSignedOut).waitFor();
    expect(await page.getByText(/Logged in as/).count()).toBe(0);
    await saveScreenshot(page, 'my-data-erased');

    await login.open();
    await login.signIn(candidate.email, PASSWORD);
    await page.getByText(MESSAGES.incorrectCredentials).first().waitFor();

    const [kept] = (await queryDocumentFields('applications', 'jobId', JOB.id)).filter((fields) =>
      JSON.stringify(fields['candidate']).includes(ERASED_CANDIDATE_NAME),
    );
    expect(kept).toBeDefined();
    const pseudonym = (kept!['uid'] as { stringValue: string }).stringValue;
    expect(pseudonym).not.toBe(candidate.uid);

    const adminPage = page;
    await signInAsAdmin(adminPage);
    const review = new ApplicantReviewPage(adminPage);
    await review.open(JOB.id, pseudonym);
    await review.heading(ERASED_CANDIDATE_NAME).waitFor();
    await saveScreenshot(adminPage, 'applicant-review-erased');

    const candidateData = new CandidateDataPage(adminPage);
    await candidateData.open('demo-candidate-complete');
    await candidateData.section('Retention period').getByLabel('Months').waitFor();
    await adminPage.getByRole('button', { name: 'Place legal hold' }).waitFor();
    await checkLayouts(adminPage, 'candidate-data');
    // The one error the browser logs is Auth's 400 for the erased account's sign-in.
    expect(session.consoleErrors()).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  }, 300_000);

  it('says when a keep link is no longer valid', async () => {
    const page = session.page();
    await page.goto(ROUTES.keepAccount.getHref('not-a-token-of-anyone-at-all'));
    // Opening the link keeps nothing (issue 31): the button confirms.
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByText(MESSAGES.keepLinkInvalid).waitFor();
    await checkLayouts(page, 'keep-account');
  }, 120_000);
});
