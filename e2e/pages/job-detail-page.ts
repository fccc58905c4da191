import { MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /job-detail/{id}: the job, its facts and actions, and its JSON-LD for search engines. */
export class JobDetailPage {
  constructor(private readonly page: Page) {}

  async open(jobId: string) {
    await this.page.goto(ROUTES.jobDetail.getHref(jobId));
    await this.title().waitFor();
  }

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  details(): Locator {
    return this.page.getByRole('complementary', { name: 'Job details and actions' });
  }

  /** The value under a term of the facts list, e.g. 'Job type'. */
  async fact(term: string): Promise<string> {
    return this.details()
      .locator('dt', { hasText: term })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
  }

  applyNow(): Locator {
    return this.details().getByRole('link', { name: 'Apply Now' });
  }

  /** What stands in place of Apply Now once the job's end date has passed. */
  applicationsClosed(): Locator {
    return this.details().getByRole('status').filter({ hasText: MESSAGES.applicationsHaveClosed });
  }

  description(): Locator {
    return this.page.getByRole('region', { name: 'Job description' });
  }

  /** The schema.org JobPosting, or null when the page has none. */
  async jobPosting(): Promise<Record<string, unknown> | null> {
    const scripts = this.page.locator('script[type="application/ld+json"]');
    if ((await scripts.count()) === 0) return null;
    return JSON.parse((await scripts.first().textContent()) ?? 'null') as Record<string, unknown>;
  }
}
