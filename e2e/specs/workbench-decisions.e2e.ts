import { applicationId } from '@careers/domain';
import { DECISION_MESSAGES, MESSAGES, ROUTES } from '@careers/domain/constants';
import { ApplicantsFixture, pdfOfSize } from '@careers/scripts/fixtures/applicants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callFunction } from '../harness/accounts.ts';
import { useBrowser } from '../harness/browser.ts';
import { a11yAt } from '../harness/layouts.ts';
import { stackInfo, waitForMail } from '../harness/stack.ts';
import { ApplicantsPanel, PipelineBoard } from '../pages/applicants-pages.ts';
import { DEMO_ADMIN, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { Toast } from '../pages/toast.ts';

// Issue 20, decisions per person and the pipeline: four candidates apply through applyToJob and are
// shortlisted through the callable; the admin then chooses two of them as selected (mailed), marks
// one not selected and undoes it in the table, and moves the last one across the pipeline with the
// keyboard alone. The job page leads with its applicants, as a table or a pipeline.

describe('admin: decisions per person and the pipeline', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Autoconer Supervisor ${stamp}`;
  let fixture: ApplicantsFixture;
  let job: { id: string; questionIds: string[]; testId: string };
  const emails: Record<string, string> = {};
  const applicationIds: Record<string, string> = {};

  beforeAll(async () => {
    fixture = new ApplicantsFixture(stackInfo());
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    job = await fixture.createJob(adminToken, title);
    const ids: string[] = [];
    for (const [firstName, lastName] of [
      ['Asad', 'Iqbal'],
      ['Nida', 'Aslam'],
      ['Kamran', 'Akhtar'],
      ['Rabia', 'Saeed'],
    ] as const) {
      const candidate = await fixture.createCandidate({
        firstName,
        lastName,
        label: firstName,
        cv: pdfOfSize(`CV of ${firstName} ${lastName} ${stamp}`, 10_000),
      });
      await fixture.apply(candidate, job.id, job.questionIds);
      ids.push(applicationId(job.id, candidate.uid));
      emails[firstName] = candidate.email;
      applicationIds[firstName] = applicationId(job.id, candidate.uid);
    }
    await callFunction('shortlistApplicants', { jobId: job.id, applicationIds: ids }, adminToken);
  }, 120_000);

  afterAll(async () => {
    await fixture.close();
  });

  it('selects two of four shortlisted (mailed), marks one not selected and undoes it', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(page).waitFor(title);
    const panel = new ApplicantsPanel(page);
    for (const name of ['Asad Iqbal', 'Nida Aslam', 'Kamran Akhtar', 'Rabia Saeed'])
      await panel.waitForRow(name);
    // The applicants lead the page: the table comes before the job's description.
    const tableTop = (await panel.grid().boundingBox())?.y ?? Infinity;
    const descriptionTop = (await page.getByRole('heading', { name: 'Description' }).boundingBox())?.y ?? 0;
    expect(tableTop).toBeLessThan(descriptionTop);
    await a11yAt(page, 'job-page-table');

    await panel.select('Asad Iqbal', 'Nida Aslam');
    await panel.action('Select').click();
    const select = panel.dialog('Select these applicants?');
    await select.getByRole('checkbox', { name: 'Email them that they have been selected' }).check();
    await a11yAt(page, 'decision-select-dialog');
    await select.getByRole('button', { name: 'Select', exact: true }).click();
    await select.waitFor({ state: 'hidden' });
    await new Toast(page, `2 applicants selected. ${MESSAGES.mailSent}`).locator().waitFor();
    const mail = await waitForMail(emails['Asad']!, new RegExp(`You have been selected: ${title}`));
    expect(mail.text).toContain('selected for the position');
    await panel.status('Asad Iqbal').getByText('Selected').waitFor();
    await panel.status('Nida Aslam').getByText('Selected').waitFor();

    // Not selected, without mail: the row leaves the default view; the undo puts it back.
    await panel.select('Kamran Akhtar');
    await panel.run('Not selected', 'Mark as not selected?', 'Mark not selected');
    await new Toast(page, '1 applicant marked not selected.').locator().waitFor();
    await panel.row('Kamran Akhtar').waitFor({ state: 'detached' });
    await panel.show('Not selected');
    await panel.select('Kamran Akhtar');
    await panel.run('Undo not selected', 'Undo "not selected"?', 'Undo not selected');
    await new Toast(page, '1 applicant back where they were.').locator().waitFor();
    await panel.show('All applicants');
    await panel.status('Kamran Akhtar').getByText('Shortlisted').waitFor();
  });

  it('moves a card across the pipeline by keyboard, announced, and remembers the pipeline', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(page).waitFor(title);
    const panel = new ApplicantsPanel(page);
    await panel.layout('Pipeline').click();
    const board = new PipelineBoard(page);
    await board.column('Shortlisted').getByText('(2)').waitFor();
    await board.column('Selected').getByText('(2)').waitFor();
    await a11yAt(page, 'job-page-pipeline');

    // Keyboard only: focus Kamran's card, walk up to Rabia's (newest first: Rabia applied after
    // Kamran), open "Move to…", choose Selected.
    await board.move('Kamran Akhtar').focus();
    await page.keyboard.press('ArrowUp');
    expect(await board.move('Rabia Saeed').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(
      await menu
        .getByRole('menuitem', { name: 'Selected', exact: true })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = panel.dialog('Select these applicants?');
    await dialog.getByText('Rabia Saeed will be marked selected for this job.').waitFor();
    await dialog.getByRole('button', { name: 'Select', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await board.announcement().filter({ hasText: 'Rabia Saeed moved to Selected.' }).waitFor();
    await board.column('Selected').getByText('(3)').waitFor();
    await board.column('Shortlisted').getByText('(1)').waitFor();
    await expect
      .poll(() => board.move('Rabia Saeed').evaluate((element) => element === document.activeElement))
      .toBe(true);

    // Remembered for this admin: the page opens on the pipeline again.
    await page.reload();
    await board.column('Selected').getByText('(3)').waitFor();
    await a11yAt(page, 'job-page-pipeline-after-move');
  });

  it("shows the server's refusal of an undo once the decision was mailed meanwhile, in the dialog", async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(page).waitFor(title);
    const panel = new ApplicantsPanel(page);
    await panel.layout('Table').click();
    await panel.waitForRow('Kamran Akhtar');
    await panel.select('Kamran Akhtar');
    await panel.run('Not selected', 'Mark as not selected?', 'Mark not selected');
    await panel.show('Not selected');
    await panel.select('Kamran Akhtar');
    // Another admin, meanwhile: undoes it and marks it again, this time with the mail.
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const ids = [applicationIds['Kamran']!];
    await callFunction('undoNotSelected', { jobId: job.id, ids }, adminToken);
    await callFunction('markApplicantsNotSelected', { jobId: job.id, ids, sendMail: true }, adminToken);
    // This page still offers the undo; the server refuses it through the SDK, in plain words.
    await panel.action('Undo not selected').click();
    const dialog = panel.dialog('Undo "not selected"?');
    await dialog.getByRole('button', { name: 'Undo not selected', exact: true }).click();
    await dialog.getByText(DECISION_MESSAGES.decisionMailed).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
