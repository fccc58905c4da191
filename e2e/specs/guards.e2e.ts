import { ROUTES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { createAccount, uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { ForbiddenPage } from '../pages/forbidden-page.ts';
import { LoginPage } from '../pages/login-page.ts';

describe('access', () => {
  const session = useBrowser();

  it('sends a visitor from /jobs to /login', async () => {
    const page = session.page();
    await page.goto('/jobs');
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('tells a signed-in candidate on /jobs that the page is for administrators, with a link home', async () => {
    const page = session.page();
    const email = uniqueEmail('forbidden');
    const password = 'Loom2026weave';
    await createAccount({ email, password, displayName: 'Nida Khan' });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, password);
    await page.waitForURL(/\/profile-step-1$/);

    await page.goto(ROUTES.jobs.list.getHref());
    const forbidden = new ForbiddenPage(page);
    await forbidden.waitFor();
    // The address stays: an administrator who signs in with their own account can reload it.
    expect(new URL(page.url()).pathname).toBe('/jobs');
    await expect(forbidden.homeLink().getAttribute('href')).resolves.toBe(ROUTES.home.getHref());
    // No admin navigation or data for a candidate.
    await expect(page.getByRole('navigation', { name: /admin/i }).count()).resolves.toBe(0);

    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, `forbidden-${String(VIEWPORTS[viewport].width)}`);
    }

    await forbidden.homeLink().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(session.consoleErrors()).toEqual([]);
  });
});
