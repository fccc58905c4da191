import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /insights: the hiring figures, their tables and charts. */
export class InsightsPage {
  constructor(private readonly page: Page) {}

  async open(query: Parameters<typeof ROUTES.insights.getHref>[0] = {}) {
    await this.page.goto(ROUTES.insights.getHref(query));
    await this.page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await this.table('Funnel').waitFor({ state: 'attached' });
  }

  /** A figure's table by its caption (in the table view, or read by screen readers). */
  table(name: string): Locator {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The cells of the row whose header is `name` in the table `table`, or [] when there is none. */
  async row(table: string, name: string): Promise<string[]> {
    const rows = this.table(table)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
    if ((await rows.count()) === 0) return [];
    return rows.first().locator('th, td').allInnerTexts();
  }

  /** The chart of a section, drawn once its module has loaded. */
  chart(section: string): Locator {
    return this.page.getByRole('img', { name: `${section}: chart. The same figures follow as a table.` });
  }
}
