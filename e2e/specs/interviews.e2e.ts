import { companyIsoDate, INTERVIEW_SCORE } from '@careers/domain';
import { MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { callFunction, createCandidateFromProfile, idTokenOf } from '../harness/accounts.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { checkLayouts } from '../harness/layouts.ts';
import { waitForMail, type CaughtMail } from '../harness/stack.ts';
import { signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { ApplicantReviewPage } from '../pages/applicant-review-pages.ts';
import { Toast } from '../pages/toast.ts';

// Issue 20's interviews from the review page: a candidate (a copy of the seeded complete profile)
// applies to a seeded open job no other spec applies to; the admin shortlists her, schedules her
// interview (the mail in the catcher carries a calendar request whose VEVENT starts at the right
// Asia/Karachi time with her as attendee), moves it (same UID, SEQUENCE+1) to earlier today, so
// that it has started, and records attendance and a score, which the review page shows; the PDF CV
// shows in the page.
const JOB = {
  id: 'trainee-engineer-finishing',
  answers: [
    { questionId: 'why-this-role', answer: 'I want to learn finishing on a real floor.' },
    { questionId: 'shift-work', answer: 'Yes, rotating shifts suit me; no pick-and-drop needed.' },
  ],
};
const PASSWORD = 'Candidate#2026';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The VEVENT's lines of the mail's text/calendar part (unfolded), and its METHOD. */
const calendarOf = (mail: CaughtMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  const lines = (part?.text ?? '').replace(/\r?\n /g, '').split(/\r?\n/);
  const value = (name: string) =>
    lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
  return { method: part?.method, lines, value };
};

describe('admin: interviews', () => {
  const session = useBrowser();

  it('schedules an interview with a calendar invitation, moves it, and records how it went', async () => {
    const candidate = await createCandidateFromProfile({
      label: 'interviewee',
      password: PASSWORD,
      firstName: 'Hina',
      lastName: 'Baig',
      templateProfile: 'profiles/demo-candidate-complete',
    });
    await callFunction(
      'applyToJob',
      { jobId: JOB.id, answers: JOB.answers },
      await idTokenOf(candidate.email, PASSWORD),
    );

    const page = session.page();
    await signInAsAdmin(page);
    const review = new ApplicantReviewPage(page);
    await review.open(JOB.id, candidate.uid);
    await review.heading('Hina Baig').waitFor();
    await review.actions().getByRole('button', { name: 'Shortlist' }).click();
    await review.dialog('Shortlist Hina Baig?').getByRole('button', { name: 'Shortlist' }).click();
    await new Toast(page, '1 applicant has been shortlisted.').locator().waitFor();

    // Schedule a week ahead, 10:30 company time. At 1280 × 900 the dialog's Send and Cancel are in
    // view, its fields scrolling above them (issue 31: they sat below the fold).
    const inAWeek = companyIsoDate(Date.now() + 7 * DAY_MS);
    await page.setViewportSize({ width: 1280, height: 900 });
    await review.interview().getByRole('button', { name: 'Schedule interview' }).click();
    const schedule = review.dialog('Schedule an interview with Hina Baig');
    for (const name of ['Schedule and send', 'Cancel']) {
      expect(await inViewport(page, schedule.getByRole('button', { name, exact: true })), name).toBe(true);
    }
    await schedule.getByLabel(/^Date/).fill(inAWeek);
    await schedule.getByLabel(/^Time/).fill('10:30');
    await schedule.getByRole('textbox', { name: /^Place/ }).fill('Finishing hall, office 2');
    await schedule.getByRole('textbox', { name: /^Interviewers/ }).fill('Sara Ahmed, Bilal Raza');
    await saveScreenshot(page, 'interview-schedule-dialog-1280');
    expect(await inViewport(page, schedule.getByRole('button', { name: 'Schedule and send' }))).toBe(true);
    await page.setViewportSize(VIEWPORTS.desktop);
    await schedule.getByRole('button', { name: 'Schedule and send' }).click();
    await new Toast(page, MESSAGES.mailSent).locator().first().waitFor();
    await expect(review.interviewFact('Interviewers').textContent()).resolves.toBe('Sara Ahmed, Bilal Raza');

    const invitation = calendarOf(await waitForMail(candidate.email, /^Interview invitation/));
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.lines).toContain('METHOD:REQUEST');
    expect(invitation.lines).toContain(`DTSTART;TZID=Asia/Karachi:${inAWeek.replaceAll('-', '')}T103000`);
    expect(invitation.lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      new RegExp(`:mailto:${candidate.email.replace(/[.+]/g, '\\$&')}$`),
    );
    expect(invitation.value('SEQUENCE')).toBe('0');
    const uid = invitation.value('UID');
    expect(uid).toMatch(/^interview-.+@/);

    // Move it to 00:00 today (company time): it has started, so the outcome can be recorded.
    const today = companyIsoDate(Date.now());
    await review.interview().getByRole('button', { name: 'Move interview' }).click();
    const move = review.dialog('Move the interview with Hina Baig');
    await move.getByLabel(/^Date/).fill(today);
    await move.getByLabel(/^Time/).fill('00:00');
    await move.getByRole('button', { name: 'Move and send' }).click();
    const moved = calendarOf(await waitForMail(candidate.email, /^Interview moved/));
    expect(moved.value('UID')).toBe(uid);
    expect(moved.value('SEQUENCE')).toBe('1');
    expect(moved.lines).toContain(`DTSTART;TZID=Asia/Karachi:${today.replaceAll('-', '')}T000000`);

    // The page read before the new start: read it again, then record the outcome.
    await page.reload();
    await review.heading('Hina Baig').waitFor();
    await review.interview().getByRole('button', { name: 'Record outcome' }).click();
    const outcome = review.dialog('How did the interview with Hina Baig go?');
    await outcome.getByRole('combobox', { name: /^Attendance/ }).click();
    await page.getByRole('option', { name: 'Attended' }).click();
    await outcome.getByRole('combobox', { name: /^Interview score/ }).click();
    await page.getByRole('option', { name: `4 / ${String(INTERVIEW_SCORE.max)}` }).click();
    await outcome.getByRole('textbox', { name: /^Notes/ }).fill('Clear on stenter settings.');
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await new Toast(page, MESSAGES.interviewOutcomeSaved).locator().waitFor();
    await expect(review.interviewFact('Attendance').textContent()).resolves.toBe('Attended');
    await expect(review.interviewFact('Interview score').textContent()).resolves.toBe('4 / 5');
    await expect(review.interviewFact('Notes').textContent()).resolves.toBe('Clear on stenter settings.');

    // The CV beside the answers: the PDF in a frame, under the policy (a breach fails the test).
    const cv = review.main().getByRole('region', { name: 'CV' });
    await cv.getByRole('button', { name: 'Show the CV here' }).click();
    const frame = cv.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toMatch(/^CV of Hina Baig/);
    await (await (await frame.elementHandle())?.contentFrame())?.waitForLoadState();

    await checkLayouts(page, 'interview-review');
    expect(session.consoleErrors()).toEqual([]);
  });

  it('keeps the admin menu’s panel down a long page; /candidates shows job and status at 390 px', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    // A long page (an application's review, opened from /candidates): the admin menu's panel,
    // background and all, reaches the end of the page, not only of the window (issue 31: its
    // background stopped halfway down).
    await page.goto(ROUTES.candidates.getHref());
    await page
      .getByRole('grid', { name: 'Candidates' })
      .locator('[data-rowindex="0"] [data-field="name"] a')
      .click();
    await page.waitForURL(/\/jobs\/[^/]+\/applicant\/[^/]+$/);
    await page.getByRole('heading', { level: 2, name: 'Status history' }).waitFor();
    const panel = await menuColumn(page);
    expect(panel.pageHeight).toBeGreaterThan(VIEWPORTS.desktop.height * 1.5);
    expect(panel).toMatchObject({ reachesEnd: true, opaque: true });

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(ROUTES.candidates.getHref());
    const grid = page.getByRole('grid', { name: 'Candidates' });
    const first = grid.locator('[role="row"][data-rowindex="0"]');
    await first.waitFor();
    for (const field of ['name', 'jobTitle', 'status']) {
      const cell = first.locator(`[data-field="${field}"]`);
      expect(await inViewport(page, cell), field).toBe(true);
      expect((await cell.innerText()).trim(), field).not.toBe('');
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

/** Whether `locator`'s box lies wholly inside the window, as it is scrolled now. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= window.width && box.y + box.height <= window.height;
}

/**
 * The admin menu's column (the permanent drawer's parent): whether it reaches the end of the page
 * and has a background of its own, and how tall the page is.
 */
const menuColumn = (page: Page) =>
  page.evaluate(() => {
    const column = document
      .querySelector('nav[aria-label="Admin"]')
      ?.closest('.MuiDrawer-docked')?.parentElement;
    const pageHeight = document.documentElement.scrollHeight;
    if (!column) return { pageHeight, reachesEnd: false, opaque: false };
    const bottom = column.getBoundingClientRect().bottom + window.scrollY;
    const background = getComputedStyle(column).backgroundColor;
    return {
      pageHeight,
      reachesEnd: bottom >= pageHeight - 1,
      opaque: background !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(background),
    };
  });
