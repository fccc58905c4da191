import { MESSAGES, questionsAddedMessage, ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { readDocumentFields } from '../harness/accounts.ts';
import { atBothWidths, useBrowser } from '../harness/browser.ts';
import { JobFormPage, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import {
  AdminTestsPage,
  TestFormPage,
  TestPreviewPage,
  TestShowPage,
  type QuestionDraftE2e,
} from '../pages/admin-tests-pages.ts';
import { Toast } from '../pages/toast.ts';

// A seeded open job of the Spinning department at career level Mid (scripts/seed/data/jobs.ts): a
// copy of it offers tests of Spinning at level mid.
const SOURCE_JOB = 'Shift In-charge — Ring Spinning';

/**
 * axe on the page's main region at 1280 and 390 px, with a screenshot at each width; the layout
 * settles after each resize (the grid measures its columns).
 */
const checkPage = (page: Page, name: string) =>
  atBothWidths(page, name, { axe: true, settle: (settling) => settling.waitForTimeout(300) });

const drafts = (stamp: string): QuestionDraftE2e[] => [
  ...Array.from({ length: 10 }, (_, n) => ({
    statement: `Aptitude ${String(n + 1)} ${stamp}: 12 cones of 2 kg each weigh how much?`,
    type: 'aptitude' as const,
    correct: [`${String(24 + n)} kg`],
    wrong: [`${String(12 + n)} kg`, `${String(36 + n)} kg`],
  })),
  // Left without a statement: skipped.
  { statement: '', type: 'aptitude', correct: ['ignored'], wrong: [] },
  ...Array.from({ length: 10 }, (_, n) => ({
    statement: `Technical ${String(n + 1)} ${stamp}: which count system is indirect?`,
    type: 'technical' as const,
    correct: n === 0 ? ['Ne', 'Nm'] : ['Ne'],
    wrong: ['Tex', 'Denier'],
  })),
];

describe('admin: tests', () => {
  const session = useBrowser();

  it('creates a test, fills its bank, previews it, edits it, attaches it to a job, deletes a question and the test', async () => {
    const page = session.page();
    const stamp = Date.now().toString(36);
    const title = `Ring frame technologist ${stamp}`;
    await signInAsAdmin(page);

    // The grid.
    const list = new AdminTestsPage(page);
    await list.open();
    await list.grid().getByRole('row').nth(1).waitFor();
    await checkPage(page, 'admin-tests');

    // Create: the 100% rule first, then a valid test of 20 questions, half and half.
    await page.getByRole('link', { name: 'New Test' }).click();
    const form = new TestFormPage(page);
    await form.form().waitFor();
    await form.fill({
      title,
      department: 'Spinning',
      level: 'mid',
      totalQuestions: 20,
      timeMinutes: 30,
      aptitude: 50,
      technical: 40,
    });
    await page.getByRole('button', { name: 'Create Test' }).click();
    await form.form().getByText('Aptitude % and technical % must add up to 100.').waitFor();
    await form
      .form()
      .getByRole('spinbutton', { name: /^Technical %/ })
      .fill('50');
    await checkPage(page, 'admin-test-create');
    await page.getByRole('button', { name: 'Create Test' }).click();
    const show = new TestShowPage(page);
    await show.waitFor(title);
    await new Toast(page, MESSAGES.testCreated).locator().waitFor();
    const testId = show.testIdFromUrl();
    // An empty bank cannot serve a paper: the page says so with the counts.
    await page
      .getByText(
        'This test needs 10 aptitude and 10 technical questions; its bank has 0 aptitude and 0 technical.',
        {
          exact: false,
        },
      )
      .waitFor();

    // Many questions at once: 20 written, one block left without a statement.
    await show.writeQuestions(drafts(stamp));
    await show.addForm().getByText('20 to add, 1 without a statement will be skipped.').waitFor();
    await checkPage(page, 'admin-test-questions-form');
    await show.addForm().getByRole('button', { name: 'Save questions' }).click();
    await show
      .addForm()
      .getByRole('status')
      .filter({ hasText: questionsAddedMessage(20, 1) })
      .waitFor();
    await page.getByText('The question bank can serve a full paper').waitFor();
    await show
      .questionsCount()
      .filter({ hasText: /^1–10 of 20$/ })
      .waitFor();
    await show.questionsGrid().getByText(`Aptitude 1 ${stamp}`, { exact: false }).waitFor();
    const stored = await readDocumentFields(`tests/${testId}`);
    expect(stored).toMatchObject({
      questionCounts: {
        mapValue: { fields: { aptitude: { integerValue: '10' }, technical: { integerValue: '10' } } },
      },
    });
    await checkPage(page, 'admin-test-show');

    // Test Preview: two parts of 10, the key marked, nothing recorded.
    await show.action('Test Preview').click();
    await page.waitForURL((url) => url.pathname === ROUTES.userTests.preview.getHref(testId));
    const preview = new TestPreviewPage(page);
    await preview.waitFor(title);
    await page.getByText('Preview only').waitFor();
    await expect.poll(() => preview.parts().count()).toBe(2);
    await expect.poll(() => page.getByText('(correct)').count()).toBe(21);
    await checkPage(page, 'admin-test-preview');

    // Edit: the time.
    await page.goto(ROUTES.tests.show.getHref(testId));
    await show.action('Edit').click();
    await page.getByRole('heading', { level: 1, name: 'Edit Test' }).waitFor();
    await expect(form.form().getByRole('spinbutton', { name: /^Time/ }).inputValue()).resolves.toBe('30');
    await checkPage(page, 'admin-test-edit');
    await form.form().getByRole('spinbutton', { name: /^Time/ }).fill('35');
    await page.getByRole('button', { name: 'Save Test' }).click();
    await show.waitFor(title);
    await new Toast(page, MESSAGES.testUpdated).locator().waitFor();
    await page.getByText('35 minutes').waitFor();

    // Attached to a new job through the job form's test selector (Spinning, Mid).
    await page.goto(ROUTES.jobs.new.getHref());
    const jobForm = new JobFormPage(page);
    await jobForm.form().waitFor();
    await jobForm.copyFrom(SOURCE_JOB);
    await jobForm.title().fill(`Ring frame technologist ${stamp}`);
    await jobForm.form().getByRole('checkbox', { name: 'Conduct test' }).check();
    await jobForm.form().getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: `${title} (20 questions)` }).click();
    await page.getByRole('button', { name: 'Create Job' }).click();
    const jobShow = new JobShowPage(page);
    await jobShow.waitFor(`Ring frame technologist ${stamp}`);
    const jobId = jobShow.jobIdFromUrl();
    await page.getByText(`${title} (20 questions, 35 minutes)`).waitFor();

    // While the open job uses it, the bank cannot shrink below one paper: the refusal says why.
    await page.goto(ROUTES.tests.show.getHref(testId));
    await show.waitFor(title);
    await show.questionsGrid().getByRole('button', { name: 'Delete question 1', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete question 1?' });
    await dialog.getByRole('button', { name: 'Delete question' }).click();
    await dialog.getByText(/needs 10 aptitude and 10 technical questions/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Detached from the job, a question goes.
    await page.goto(ROUTES.jobs.edit.getHref(jobId));
    await jobForm.form().getByRole('checkbox', { name: 'Conduct test' }).uncheck();
    await page.getByRole('button', { name: 'Save Job' }).click();
    await jobShow.waitFor(`Ring frame technologist ${stamp}`);
    await page.goto(ROUTES.tests.show.getHref(testId));
    await show.waitFor(title);
    await show.questionsGrid().getByRole('button', { name: 'Delete question 1', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Delete question 1?' });
    await dialog.getByRole('button', { name: 'Delete question' }).click();
    await new Toast(page, MESSAGES.questionDeleted).locator().waitFor();
    await show
      .questionsCount()
      .filter({ hasText: /^1–10 of 19$/ })
      .waitFor();
    await page.getByText('The question bank is too small for one paper').waitFor();

    // The test goes, and the list with it.
    await show.action('Delete').click();
    dialog = page.getByRole('dialog', { name: 'Delete this test?' });
    await dialog.getByRole('button', { name: 'Delete test' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.tests.list.getHref());
    await new Toast(page, MESSAGES.testDeleted).locator().waitFor();
    await list.grid().getByRole('row').nth(1).waitFor();
    await expect.poll(() => list.row(title).count()).toBe(0);
    expect(await readDocumentFields(`tests/${testId}`)).toBeNull();
  }, 300_000); // Twenty question blocks are typed through the page: longer than the default minute.
});
