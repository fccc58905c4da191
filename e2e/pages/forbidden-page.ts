import type { Locator, Page } from 'playwright-core';

/** The 403 page a signed-in account without the admin claim gets on an admin address. */
export class ForbiddenPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'This page is for administrators' });
  }

  homeLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
  }

  async waitFor() {
    await this.heading().waitFor();
  }
}
