import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser.ts';
import { LoginPage } from '../pages/login-page.ts';

describe('admin sign-in', () => {
  const session = useBrowser();

  it('signs the demo admin in and lands on /dashboard', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin@careers.test', 'Admin#2026');
    await page.waitForURL(/\/dashboard$/);
    // The URL changes a moment before React shows the new page: wait for its heading.
    await page.getByRole('heading', { level: 1, name: /dashboard|welcome/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The admin navigation, not the candidate menu.
    await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Jobs' }).waitFor();
  });
});
