import { MESSAGES, ROUTES, TEAM_MESSAGES } from '@careers/domain/constants';
import { jobSlug } from '@careers/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { stackInfo, waitForMail } from '../harness/stack.ts';
import { JobFormPage, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';
import { JobDetailPage } from '../pages/job-detail-page.ts';
import { LandingPage } from '../pages/landing-page.ts';
import { RegisterPage } from '../pages/register-page.ts';
import { Toast } from '../pages/toast.ts';

// Issue 20, the console part: the team page (invite a colleague who registers from the mailed link,
// accepts and sees the console; remove them), the landing page's department order, and a readable
// job address that survives a rename. Every new page is axe clean at 1280 and 390 px.

const SOURCE_JOB = 'Shift In-charge — Ring Spinning';

const settle = async (page: Page) => {
  await page.waitForTimeout(200);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

/** axe on `main` and a screenshot at 1280 px, then the same at 390 px, back to 1280 px. */
const checkBothWidths = async (page: Page, name: string) => {
  for (const [viewport, width] of [
    [VIEWPORTS.desktop, 1280],
    [VIEWPORTS.phone, 390],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await seriousA11yViolations(page, { include: 'main' }), `${name} at ${String(width)} px`).toEqual(
      [],
    );
    await saveScreenshot(page, `${name}-${String(width)}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await settle(page);
};

describe('admin: the team', () => {
  const session = useBrowser();

  it('invites a colleague, who registers from the mailed link, accepts and sees the console; then removes them', async () => {
    const page = session.page();
    const email = uniqueEmail('colleague');
    await signInAsAdmin(page);

    await page.goto(ROUTES.team.getHref());
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByRole('list', { name: 'Admins' }).getByText('admin@careers.test').waitFor();
    await checkBothWidths(page, 'admin-team');

    // An address that is not one: the schema's sentence, nothing sent.
    await page.getByRole('textbox', { name: "Colleague's email" }).fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('main').getByText('Enter a valid email address.').waitFor();

    await page.getByRole('textbox', { name: "Colleague's email" }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await new Toast(page, TEAM_MESSAGES.invitationSent(email)).locator().waitFor();
    await page.getByRole('list', { name: 'Invitations waiting' }).getByText(email).waitFor();

    const mail = await waitForMail(email, /admin team/);
    const link = mail.links.find((candidate) => candidate.includes('/admin-invitation/'));
    expect(link).toBeDefined();
    const invitationPath = new URL(link ?? '').pathname;

    // The colleague, signed out in a browser of their own: register from the link, come back.
    const colleagueContext = await session.browser().newContext({ viewport: VIEWPORTS.desktop });
    const colleague = await colleagueContext.newPage();
    try {
      await colleague.goto(`${stackInfo().urls.web}${invitationPath}`);
      await colleague.getByRole('heading', { level: 1, name: 'Join the admin team' }).waitFor();
      await colleague.getByRole('link', { name: 'Create an account' }).waitFor();
      await checkBothWidths(colleague, 'admin-invitation-signed-out');
      await colleague.getByRole('link', { name: 'Create an account' }).click();
      const register = new RegisterPage(colleague);
      await colleague.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await register.register({ firstName: 'Sadia', lastName: 'Qureshi', email, password: 'Weaving#2026' });

      await colleague.waitForURL((url) => url.pathname === invitationPath);
      await colleague.getByRole('button', { name: 'Accept the invitation' }).waitFor();
      await checkBothWidths(colleague, 'admin-invitation-signed-in');
      await colleague.getByRole('button', { name: 'Accept the invitation' }).click();
      await colleague.waitForURL((url) => url.pathname === ROUTES.dashboard.getHref());
      await colleague
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Team' })
        .waitFor();
      await colleague.goto(`${stackInfo().urls.web}${ROUTES.jobs.list.getHref()}`);
      await colleague.getByRole('grid', { name: 'Jobs' }).waitFor();
    } finally {
      await colleagueContext.close();
    }

    // Back on the team page: the colleague is an admin, and can be removed (with one confirmation).
    await page.reload();
    const admins = page.getByRole('list', { name: 'Admins' });
    await admins.getByText(email).waitFor();
    await admins.getByRole('button', { name: `Remove ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this admin?' });
    await checkBothWidths(page, 'admin-team-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await new Toast(page, TEAM_MESSAGES.adminRemoved(email)).locator().waitFor();
    await admins.getByText(email).waitFor({ state: 'detached' });
    // The demo admin has no Remove: nobody removes themselves.
    expect(await admins.getByRole('button', { name: 'Remove admin@careers.test' }).count()).toBe(0);
    // Two people, a registration, six axe runs: generous on a shared machine.
  }, 240_000);

  it('reorders the departments with the Up / Down buttons, and the landing page follows', async () => {
    const page = session.page();
    await signInAsAdmin(page);
    await page.goto(ROUTES.departments.list.getHref());
    const panel = page.getByRole('region', { name: 'Landing page order' });
    await panel.waitFor();
    await checkBothWidths(page, 'admin-departments-order');

    const items = panel.getByRole('listitem');
    // Each row's Down button names its department.
    const titleOf = async (index: number) =>
      (
        (await items
          .nth(index)
          .getByRole('button', { name: /^Move .+ down$/ })
          .getAttribute('aria-label')) ?? ''
      )
        .replace(/^Move /, '')
        .replace(/ down$/, '');
    const first = await titleOf(0);
    const second = await titleOf(1);

    // By keyboard: focus the second department's Up and press Enter.
    const up = panel.getByRole('button', { name: `Move ${second} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('status').getByText(`${second} moved to position 1.`).waitFor();
    try {
      expect(await titleOf(0)).toBe(second);
      const landing = new LandingPage(page);
      await landing.open();
      expect((await landing.departmentTabs()).slice(0, 2)).toEqual([second, first]);
    } finally {
      // Put the demo order back for the other specs.
      await page.goto(ROUTES.departments.list.getHref());
      await panel.getByRole('button', { name: `Move ${first} up` }).click();
      await panel.getByRole('status').getByText(`${first} moved to position 1.`).waitFor();
    }
  });

  it('gives a job created in the form a readable address that keeps working after a rename', async () => {
    const page = session.page();
    const title = `E2E Weaving Master ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.new.getHref());
    const form = new JobFormPage(page);
    await form.form().waitFor();
    await form.copyFrom(SOURCE_JOB);
    await form.title().fill(title);
    await page.getByRole('button', { name: 'Create Job' }).click();
    const show = new JobShowPage(page);
    await show.waitFor(title);
    await new Toast(page, MESSAGES.jobCreated).locator().waitFor();
    const jobId = show.jobIdFromUrl();
    expect(jobId).toBe(jobSlug(title));

    await page.goto(ROUTES.jobs.edit.getHref(jobId));
    await form.title().waitFor();
    await form.title().fill(`${title} (Shift B)`);
    await page.getByRole('button', { name: 'Save Job' }).click();
    await show.waitFor(`${title} (Shift B)`);
    expect(show.jobIdFromUrl()).toBe(jobId);

    const detail = new JobDetailPage(page);
    await detail.open(jobId);
    await expect(detail.title().innerText()).resolves.toBe(`${title} (Shift B)`);
  });
  it("keeps the grids' main columns and actions in view at 1280 px", async () => {
    const page = session.page();
    await signInAsAdmin(page);
    const rightEdge = async (grid: string, header: string) =>
      (await page
        .getByRole('grid', { name: grid })
        .getByRole('columnheader', { name: header })
        .boundingBox()) ?? {
        x: Infinity,
        width: 0,
      };

    await page.goto(ROUTES.jobs.list.getHref());
    await page.getByRole('grid', { name: 'Jobs' }).getByRole('row').nth(1).waitFor();
    const actions = await rightEdge('Jobs', 'Actions');
    expect(actions.x + actions.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    await saveScreenshot(page, 'admin-jobs-grid-1280');

    await page.goto(ROUTES.jobs.show.getHref('shift-incharge-ring-spinning'));
    await page.getByRole('grid', { name: 'Applicants' }).waitFor();
    for (const header of ['Name', 'Test score', 'Status', 'Applied']) {
      const box = await rightEdge('Applicants', header);
      expect(box.x + box.width, header).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    }
    await page.getByRole('grid', { name: 'Applicants' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-applicants-grid-1280');
  });
});
