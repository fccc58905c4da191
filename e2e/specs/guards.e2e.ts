import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser.ts';

describe('access', () => {
  const session = useBrowser();

  it('sends a visitor from /jobs to /login', async () => {
    const page = session.page();
    await page.goto('/jobs');
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
