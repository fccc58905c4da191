import { ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';

/** /login: email and password, links to register and forgot password. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  /** `redirectTo`: the page to return to after signing in. */
  async open(redirectTo?: string) {
    await this.page.goto(ROUTES.login.getHref(redirectTo));
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email', { exact: false }).first().fill(email);
    await this.page.getByLabel('Password', { exact: false }).first().fill(password);
    await this.page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
  }
}
