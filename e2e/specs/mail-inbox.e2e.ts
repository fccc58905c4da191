import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { uniqueEmail } from '../harness/accounts.ts';
import { saveScreenshot, useBrowser } from '../harness/browser.ts';
import { stackInfo } from '../harness/stack.ts';
import { MailInboxPage } from '../pages/mail-inbox-page.ts';
import { RegisterPage } from '../pages/register-page.ts';
import { Toast } from '../pages/toast.ts';

// A new user's first run: register, open the local inbox the stack prints, click the link in the
// confirmation email. The inbox shows each email in a sandboxed frame; its links open in a new tab.

const CONFIRM_SUBJECT = /Confirm your email address/;

describe('local mail inbox', () => {
  const session = useBrowser();

  it('opens the confirmation link of an email in a new tab, on the confirm page', async () => {
    const page = session.page();
    const email = uniqueEmail('inbox');

    const register = new RegisterPage(page);
    await register.open();
    await register.register({ firstName: 'Zara', lastName: 'Ahmed', email, password: 'Loom2026weave' });
    await page.waitForURL(/\/profile-step-1$/);

    const inbox = new MailInboxPage(page, stackInfo().urls.inbox);
    // The email goes out through the functions' outbox: it may take a moment to arrive.
    await expect
      .poll(
        async () => {
          await inbox.open();
          return inbox.message(email, CONFIRM_SUBJECT).count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    const message = await inbox.openMessage(email, CONFIRM_SUBJECT);
    await message.getByText('Hello Zara,').waitFor();

    const { tab, visited } = await inbox.followLink(message, 'Confirm email address');
    // The inbox stays where it was; the link opened our /confirm page in the new tab...
    expect(new URL(page.url()).origin).toBe(new URL(stackInfo().urls.inbox).origin);
    const confirmPage = visited
      .map((url) => new URL(url))
      .find((url) => url.pathname.startsWith('/confirm/'));
    expect(confirmPage?.origin).toBe(new URL(session.baseUrl).origin);

    // ...which confirmed the address: signed in (the tab shares the session), the candidate goes
    // back to the wizard step they were on with the confirmation, and the "confirm your email"
    // banner is gone.
    await tab.waitForURL((url) => url.pathname === ROUTES.profile.step1.getHref());
    const toast = new Toast(tab, MESSAGES.emailConfirmedSignedIn);
    const toastBox = await toast.settledBox();
    const header = await tab.getByRole('banner').boundingBox();
    expect(toastBox.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await saveScreenshot(tab, 'toast-confirmed-1280');
    await expect(tab.getByRole('region', { name: 'Email confirmation' }).count()).resolves.toBe(0);
  });
});
