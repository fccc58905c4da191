import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { createAccount, uniqueEmail } from '../harness/accounts.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { CareersPage } from '../pages/careers-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Toast } from '../pages/toast.ts';

// Public notifications sit at the top centre (spec section 9) and must never cover the header,
// whose menu and account links stay usable while a message shows. On a phone they sit at the
// bottom instead: at the top they spanned the screen right over the page's heading.

for (const viewport of ['phone', 'desktop'] as const) {
  const width = VIEWPORTS[viewport].width;

  describe(`notifications at ${String(width)} px`, () => {
    const session = useBrowser({ viewport });

    it(`shows the complete-your-profile warning below the header${viewport === 'phone' ? ', at the bottom, clear of the heading' : ''}`, async () => {
      const page = session.page();
      const email = uniqueEmail(`toast-${String(width)}`);
      const password = 'Loom2026weave';
      await createAccount({ email, password, displayName: 'Omar Farooq' });
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(email, password);
      await page.waitForURL(/\/profile-step-1$/);

      // Apply Now without a completed profile: the warning, and the wizard's first step.
      const careers = new CareersPage(page);
      await careers.open();
      await careers
        .cards()
        .getByRole('button', { name: /^Apply Now for / })
        .first()
        .click();
      await page.waitForURL(/\/profile-step-1$/);

      const toastBox = await new Toast(page, MESSAGES.completeProfileFirst).settledBox();
      const header = await page.getByRole('banner').boundingBox();
      expect(header).not.toBeNull();
      expect(toastBox.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      // Within the screen's width, clear of its edges.
      expect(toastBox.x).toBeGreaterThanOrEqual(0);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
      if (viewport === 'phone') {
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(heading).not.toBeNull();
        expect(toastBox.y).toBeGreaterThan(heading!.y + heading!.height);
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      }
      await saveScreenshot(page, `toast-warning-${String(width)}`);
    });
  });
}
