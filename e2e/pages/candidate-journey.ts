import { MESSAGES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';

import { signInUid } from '../harness/accounts.ts';
import { waitForMail } from '../harness/stack.ts';
import { ProfileWizard } from './profile-pages.ts';
import { RegisterPage, type Registration } from './register-page.ts';
import { Toast } from './toast.ts';

// The steps a new candidate takes through several pages before the spec's own part begins, so the
// specs that need a registered, confirmed candidate walk them the same way.

const CONFIRM_SUBJECT = /Confirm your email address/;

/**
 * On /register (opened, or reached through Apply Now): registers, then follows the mailed
 * confirmation link, which leads back to the wizard's first step signed in. Answers the new
 * account's uid.
 */
export const registerAndConfirm = async (page: Page, registration: Registration): Promise<string> => {
  await new RegisterPage(page).register(registration);
  await page.waitForURL((url) => url.pathname === ProfileWizard.paths.personal);
  const confirmation = await waitForMail(registration.email, CONFIRM_SUBJECT);
  await page.goto(confirmation.links.find((link) => link.includes('/confirm/'))!);
  await page.waitForURL((url) => url.pathname === ProfileWizard.paths.personal);
  await new Toast(page, MESSAGES.emailConfirmedSignedIn).locator().waitFor();
  return signInUid(registration.email, registration.password);
};
