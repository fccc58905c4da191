import { ROUTES } from '@careers/domain/constants';
import type { Page } from 'playwright-core';

/** /: the landing page with the department tabs. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.home.getHref());
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /**
   * The department tabs' labels, once loaded from Firestore. The section loads as the visitor
   * scrolls towards it, so scroll there first.
   */
  async departmentTabs(): Promise<string[]> {
    await this.page.getByRole('region', { name: 'Explore our departments' }).scrollIntoViewIfNeeded();
    const tabs = this.page.getByRole('tablist', { name: /departments/i }).getByRole('tab');
    await tabs.first().waitFor();
    return tabs.allInnerTexts();
  }
}
