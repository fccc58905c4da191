import { ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';

/** /forgot-password: the email and 'Send password reset Instructions'. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.forgotPassword.getHref());
    await this.page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  }

  async requestReset(email: string) {
    const form = this.page.getByRole('form', { name: 'Forgot password' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send password reset Instructions' }).click();
  }
}

/** /reset/{token}: the new password twice and 'Reset password'. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async resetTo(password: string) {
    const form = this.page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel(/^New password/).fill(password);
    await form.getByLabel(/^Confirm new password/).fill(password);
    await form.getByRole('button', { name: 'Reset password' }).click();
  }
}

/** /change_password: old, new and confirm. */
export class ChangePasswordPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.changePassword.getHref());
    await this.page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  }

  async change(oldPassword: string, newPassword: string) {
    const form = this.page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Old password/).fill(oldPassword);
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
  }
}

/** The header's account menu: 'Logged in as {first name}' and Log out. */
export class AccountMenu {
  constructor(private readonly page: Page) {}

  greeting() {
    return this.page.getByRole('banner').getByRole('button', { name: /^Logged in as / });
  }

  async open() {
    await this.greeting().click();
    await this.page.getByRole('menu').waitFor();
  }

  async logOut() {
    await this.open();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    await this.page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
  }
}
