import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser.ts';
import { LandingPage } from '../pages/landing-page.ts';

describe('landing page', () => {
  const session = useBrowser();

  it('lists the departments read from Firestore, the 5th active by default', async () => {
    const landing = new LandingPage(session.page());
    await landing.open();
    const tabs = await landing.departmentTabs();
    // The demo data has 12 departments; the landing page shows the first 9 by their order.
    expect(tabs).toHaveLength(9);
    expect(tabs[0]).toMatch(/spinning/i);
    const selected = session.page().getByRole('tab', { selected: true });
    await expect(selected.innerText()).resolves.toBe(tabs[4]);
    expect(session.consoleErrors()).toEqual([]);
  });
});
