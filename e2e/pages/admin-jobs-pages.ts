import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

import { signInOnce } from '../harness/sessions.ts';
import { LoginPage } from './login-page.ts';

export const DEMO_ADMIN = { email: 'admin@careers.test', password: 'Admin#2026' };

/**
 * Signs the demo admin in (harness/sessions.ts: through the login page once per stack, then from
 * the saved session). The page is then on /dashboard or still blank: open the page the test needs.
 */
export const signInAsAdmin = (page: Page) =>
  signInOnce(page, DEMO_ADMIN.email, async () => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(/\/dashboard$/);
  });

/** /jobs: the grid, its filters and bulk actions. */
export class AdminJobsPage {
  constructor(private readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`${ROUTES.jobs.list.getHref()}${search}`);
    await this.grid().waitFor();
    await this.page.getByRole('row').nth(1).waitFor();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Jobs' });
  }

  row(title: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: title });
  }

  async select(title: string) {
    await this.row(title).getByRole('checkbox').check();
  }

  async show(view: 'Listed jobs' | 'Hidden jobs' | 'Deleted jobs') {
    await this.page.getByRole('combobox', { name: 'Show' }).click();
    await this.page.getByRole('option', { name: view }).click();
  }

  /** From / To (YYYY-MM-DD) and Find. */
  async findPostedBetween(from: string, to: string) {
    await this.page.getByLabel('From').fill(from);
    await this.page.getByLabel('To', { exact: true }).fill(to);
    await this.page.getByRole('button', { name: 'Find' }).click();
  }

  /** The Title column's filter, from its column menu. */
  async filterTitle(operator: 'starts with (exact case)' | 'equals', value: string) {
    const header = this.grid().getByRole('columnheader', { name: 'Title' });
    await header.hover();
    await header.getByLabel('Title column menu').click();
    await this.page.getByRole('menuitem', { name: 'Filter' }).click();
    await this.page.getByRole('combobox', { name: 'Operator' }).click();
    // By keyboard, as a keyboard user would: on a loaded machine the menu's opening transition can
    // outlast the click's wait for the option to stop moving.
    await this.page.getByRole('option', { name: operator }).press('Enter');
    await this.page.getByRole('textbox', { name: 'Value' }).fill(value);
    // The grid applies a typed value after a short pause; closing the panel before would drop it.
    await this.page.waitForURL((url) => (url.searchParams.get('filters') ?? '').includes(value));
    await this.page.keyboard.press('Escape');
  }

  /** The pagination's "1–10 of 42". */
  rowCountText(): Locator {
    return this.page.getByText(/^\d+–\d+ of \d+$/);
  }

  /** How many jobs the filters match (count() on the server), from the pagination. */
  async total(): Promise<number> {
    const text = await this.rowCountText().innerText();
    return Number(/of (\d+)$/.exec(text)?.[1] ?? Number.NaN);
  }
}

/** /jobs/new and /jobs/edit/{id}. */
export class JobFormPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Job' });
  }

  async copyFrom(title: string) {
    const input = this.page.getByRole('combobox', { name: 'Previous job' });
    await input.click();
    await input.fill(title.slice(0, 12));
    await this.page
      .getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
  }

  title(): Locator {
    return this.form().getByRole('textbox', { name: 'Title' });
  }

  /** The Description rich-text editor. */
  description(): Locator {
    return this.form().getByRole('textbox', { name: /^Description/ });
  }
}

/** /jobs/show/{id}. */
export class JobShowPage {
  constructor(private readonly page: Page) {}

  async waitFor(title: string) {
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  action(name: 'Edit' | 'Archive' | 'Close' | 'Open' | 'Delete'): Locator {
    const actions = this.page.getByRole('group', { name: 'Job actions' });
    return actions
      .getByRole('button', { name, exact: true })
      .or(actions.getByRole('link', { name, exact: true }));
  }

  jobIdFromUrl(): string {
    return new URL(this.page.url()).pathname.split('/').at(-1) ?? '';
  }
}
