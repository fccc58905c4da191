import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { createAccount, signInUid, uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { useBrowser } from '../harness/browser.ts';
import { mailTo, waitForMail } from '../harness/stack.ts';
import {
  AccountMenu,
  ChangePasswordPage,
  ForgotPasswordPage,
  ResetPasswordPage,
} from '../pages/account-pages.ts';
import { LoginPage } from '../pages/login-page.ts';

const OLD_PASSWORD = 'Cotton2026spin';
const NEW_PASSWORD = 'Denim2027dye';

describe('forgotten and changed passwords', () => {
  const session = useBrowser();

  it('resets a forgotten password through the mailed link', async () => {
    const page = session.page();
    const email = uniqueEmail('forgot');
    const { uid } = await createAccount({ email, password: OLD_PASSWORD, displayName: 'Imran Raza' });

    const forgot = new ForgotPasswordPage(page);
    await forgot.open();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await forgot.requestReset(email.toUpperCase());
    await page.waitForURL(/\/login$/);
    await page.getByText(MESSAGES.passwordInstructionsSent).waitFor();

    const mail = await waitForMail(email, /Reset your .* password/);
    expect(mail.text).toContain('Hello Imran,');
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/reset/'))!;
    expect(link.startsWith(session.baseUrl)).toBe(true);

    await page.goto(link);
    await page.getByText(`Choose a new password for ${email}.`).waitFor();
    await new ResetPasswordPage(page).resetTo(NEW_PASSWORD);
    await page.waitForURL(/\/login$/);
    await page.getByText(MESSAGES.passwordReset).waitFor();
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);

    await expect(signInUid(email, NEW_PASSWORD)).resolves.toBe(uid);
    await expect(signInUid(email, OLD_PASSWORD)).rejects.toThrow(/INVALID/);

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(link);
    await page.getByText(MESSAGES.linkInvalid).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const page = session.page();
    const email = uniqueEmail('nobody');
    const forgot = new ForgotPasswordPage(page);
    await forgot.open();
    await forgot.requestReset(email);
    await page.waitForURL(/\/login$/);
    await page.getByText(MESSAGES.passwordInstructionsSent).waitFor();
    await expect(mailTo(email)).resolves.toEqual([]);
  });

  it('changes the password of a signed-in candidate', async () => {
    const page = session.page();
    const email = uniqueEmail('change');
    await createAccount({ email, password: OLD_PASSWORD, displayName: 'Zara Ahmed' });

    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, OLD_PASSWORD);
    await page.waitForURL(/\/profile-step-1$/);

    const changePassword = new ChangePasswordPage(page);
    await changePassword.open();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);

    // The spec's first check, then a wrong current password.
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.oldPasswordEmpty).waitFor();
    await changePassword.change('not-my-password', NEW_PASSWORD);
    await page.getByText(MESSAGES.incorrectCurrentPassword).waitFor();

    await page.getByLabel(/^Old password/).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(MESSAGES.passwordChanged).waitFor();

    // Still signed in; the new password is the one that works.
    await new AccountMenu(page).logOut();
    await login.open();
    await login.signIn(email, NEW_PASSWORD);
    await page.waitForURL(/\/profile-step-1$/);
    await expect(signInUid(email, OLD_PASSWORD)).rejects.toThrow(/INVALID/);
  });
});
