import { createHash, randomBytes } from 'node:crypto';

import { MESSAGES, ROUTES, WIZARD_STEP_LABELS } from '@careers/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { readDocumentFields, signInUid, uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { atBothWidths, saveScreenshot, useBrowser } from '../harness/browser.ts';
import { waitForMail } from '../harness/stack.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { ProfileWizard, type FileInput } from '../pages/profile-pages.ts';
import { RegisterPage } from '../pages/register-page.ts';

const FIRST_JOB = { id: 'shift-incharge-ring-spinning', title: 'Shift In-charge — Ring Spinning' };
const APPLY_JOB = { id: 'weaving-master-air-jet', title: 'Weaving Master (Air-Jet Looms)' };
const PASSWORD = 'Loom2026weave';
const MB = 1024 * 1024;

/** A file that starts like a PDF (what the server checks) and has `size` bytes. */
const pdf = (name: string, size: number): FileInput => {
  const head = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]),
  };
};
// A real 1×1 PNG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The page at 1280 px and at 390 px (phone), for the notes. */
const screenshots = (page: Page, name: string) => atBothWidths(page, name);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the profile wizard', () => {
  const session = useBrowser();

  it('takes a new candidate through every step, keeps it all on reload, and sends Submit where section 4 says', async () => {
    const page = session.page();
    const email = uniqueEmail('wizard');

    // Registering with a job: the job becomes the profile's first job id.
    const register = new RegisterPage(page);
    await register.open(FIRST_JOB.id);
    await register.register({ firstName: 'Hina', lastName: 'Rauf', email, password: PASSWORD });
    const wizard = new ProfileWizard(page);
    await wizard.waitForStep(ProfileWizard.paths.personal);
    const uid = await signInUid(email, PASSWORD);
    // Confirmed through the mailed link, which leads back to this step (applying needs it).
    const confirmation = await waitForMail(email, /Confirm your email address/);
    await page.goto(confirmation.links.find((link) => link.includes('/confirm/'))!);
    await wizard.waitForStep(ProfileWizard.paths.personal);
    await wizard.applyingFor(FIRST_JOB.title).waitFor();
    // Only the first tab is a link before anything is saved.
    expect(await wizard.linkedTabs()).toEqual([WIZARD_STEP_LABELS.personal]);
    await expect(wizard.field('Email').inputValue()).resolves.toBe(email);
    await expect(wizard.field('Email').getAttribute('readonly')).resolves.not.toBeNull();

    // Step 1: bad input first, each with its message.
    await wizard.fillPersonal({
      firstName: 'Hina',
      lastName: 'Rauf',
      phoneNumber: '030012345678',
      city: 'Faisalabad',
      address: '12 Canal Road',
    });
    await wizard.submit('Save and continue').click();
    await wizard.main().getByText('Phone number must be at most 11 digits.').waitFor();
    await wizard.field('Phone number').fill('03001234567');
    await wizard.submit('Save and continue').click();
    await wizard.fileGroup('CV').getByText(MESSAGES.resumeRequired).waitFor();

    await wizard.chooseFile('CV', pdf('too-big.pdf', 4 * MB));
    await wizard.fileGroup('CV').getByText(MESSAGES.resumeTooLarge).waitFor();
    await wizard.chooseFile('CV', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    await wizard.fileGroup('CV').getByText(MESSAGES.resumeNotDocument).waitFor({ timeout: 20_000 });
    await wizard.chooseFile('Picture', {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1.subarray(0, 8), randomBytes(2 * MB)]),
    });
    await wizard.fileGroup('Picture').getByText(MESSAGES.pictureTooLarge).waitFor();
    let profile = await readDocumentFields(`profiles/${uid}`);
    expect(profile?.['resume']?.nullValue).toBe(null);

    // A 3 MB CV: the progress bar moves, then the file is checked and saved.
    const cv = pdf('Hina Rauf CV.pdf', 3 * MB - 1024);
    await wizard.chooseFile('CV', cv);
    await wizard.fileGroup('CV').getByRole('progressbar').waitFor();
    await saveScreenshot(page, 'profile-step-1-uploading');
    await wizard.fileGroup('CV').getByText('Hina Rauf CV.pdf is saved.').waitFor({ timeout: 30_000 });
    await wizard.chooseFile('Picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await wizard.fileGroup('Picture').getByText('me.png is saved.').waitFor({ timeout: 20_000 });

    // The owner's link opens the CV, byte for byte what was uploaded.
    const cvLink = wizard.fileGroup('CV').getByRole('link', { name: 'Hina Rauf CV.pdf' });
    const href = await cvLink.getAttribute('href');
    const downloaded = Buffer.from(await (await page.request.get(href ?? '')).body());
    expect(sha(downloaded)).toBe(sha(cv.buffer));

    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'profile-step-1');
    await wizard.submit('Save and continue').click();

    // Step 2: education and career, with the from > to and 141-character checks.
    await wizard.waitForStep(ProfileWizard.paths.education);
    await wizard.fillEducationAndCareer({
      institute: 'National Textile University',
      studiedFrom: '2020',
      studiedTo: '2016',
      totalExperience: '3',
      company: 'Loom Works Ltd',
      position: 'Shift Engineer',
      workingSince: '2022',
    });
    await wizard.field('Field of study').fill('Textile Engineering');
    await wizard.field('CGPA').fill('3.4');
    const career = wizard.entry('Career 1');
    await career.getByLabel(/^Description/).fill('x'.repeat(141));
    await wizard.submit('Save and continue').click();
    await wizard.main().getByText('To cannot be before From.').waitFor();
    await wizard.main().getByText('Description must be at most 140 characters.').waitFor();
    profile = await readDocumentFields(`profiles/${uid}`);
    expect(profile?.['education']?.arrayValue?.values ?? []).toEqual([]);

    await wizard.entry('Education 1').getByLabel(/^To/).selectOption('2024');
    await career.getByLabel(/^Description/).fill('Ran the ring frames of a 40,000-spindle unit.');
    await career.getByText(/\/ 140 characters/).waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'profile-step-2');
    await wizard.submit('Save and continue').click();

    // Privacy: Next stays disabled until the box is ticked.
    await wizard.waitForStep(ProfileWizard.paths.privacy);
    await wizard
      .main()
      .getByText(/at least 13 years old/)
      .first()
      .waitFor();
    await expect(wizard.submit('Next').isDisabled()).resolves.toBe(true);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'profile-step-5-privacy');
    await wizard.acceptPrivacy();

    // Review: everything entered, and a reload keeps it.
    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.main().getByText('Loom Works Ltd').waitFor();
    await page.reload();
    await wizard.main().getByText('National Textile University').waitFor();
    await wizard.main().getByText('Hina Rauf CV.pdf').first().waitFor();
    await wizard.main().getByText('03001234567').waitFor();
    expect(await wizard.linkedTabs()).toHaveLength(4);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await screenshots(page, 'profile-step-4-review');

    // Submit with no pending job: the job that came with registration, its questions.
    await wizard.submit('Submit').click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(FIRST_JOB.id));

    // From another job's Apply Now: the privacy step, then review's Submit goes to that job.
    const careers = new CareersPage(page);
    await careers.open();
    await careers.search('Air-jet');
    const card = careers.cards().filter({ hasText: APPLY_JOB.title });
    await card.getByRole('button', { name: `Apply Now for ${APPLY_JOB.title}` }).click();
    await wizard.waitForStep(ProfileWizard.paths.privacy);
    await wizard.submit('Next').click();
    await wizard.waitForStep(ProfileWizard.paths.review);
    await wizard.submit('Submit').click();
    await page.waitForURL((url) => url.pathname === ROUTES.apply.employmentQuestions.getHref(APPLY_JOB.id));
    // Recorded until the application is made: a candidate who leaves the questions keeps the job.
    profile = await readDocumentFields(`profiles/${uid}`);
    expect(profile?.['pendingJobId']?.stringValue).toBe(APPLY_JOB.id);
  });
});
