import { QUERY_PARAMS, ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

export type Registration = {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  password: string;
};

/** /register: names, email, password and its confirmation. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(jobId?: string) {
    await this.page.goto(ROUTES.register.getHref(jobId));
    await this.page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  }

  /** /register?job_id=…: the spec's name for the job parameter (our own links write jobId). */
  async openWithSpecJobId(jobId: string) {
    const search = new URLSearchParams({ [QUERY_PARAMS.specJobId]: jobId });
    await this.page.goto(`${ROUTES.register.getHref()}?${search.toString()}`);
    await this.page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  }

  /** The notice for a visitor who came to apply for a job. */
  jobNotice(): Locator {
    return this.page.getByRole('main').getByText(/Create your account to apply for the job you chose/);
  }

  async register(input: Registration) {
    const form = this.page.getByRole('form', { name: 'Create your account' });
    await form.getByRole('textbox', { name: 'First name' }).fill(input.firstName);
    if (input.middleName) await form.getByRole('textbox', { name: 'Middle name' }).fill(input.middleName);
    await form.getByRole('textbox', { name: 'Last name' }).fill(input.lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill(input.email);
    await form.getByLabel(/^Password/).fill(input.password);
    await form.getByLabel(/^Confirm password/).fill(input.password);
    await form.getByRole('button', { name: 'Create account' }).click();
  }
}
