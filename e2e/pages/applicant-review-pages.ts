import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /jobs/{id}/applicant/{applicant_id}: one applicant of a job. */
export class ApplicantReviewPage {
  constructor(private readonly page: Page) {}

  async open(jobId: string, uid: string) {
    await this.page.goto(ROUTES.jobs.applicant.getHref(jobId, uid));
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  main(): Locator {
    return this.page.getByRole('main');
  }

  /** The text under a fact's label (Email, Test score…). */
  fact(label: string): Locator {
    return this.main().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** The answer printed under a question title. */
  answerTo(title: string): Locator {
    return this.main()
      .getByRole('heading', { level: 3, name: new RegExp(`\\d+\\. ${escapeRegExp(title)}$`) })
      .locator('xpath=following-sibling::*[1]');
  }

  remarksField(): Locator {
    return this.main().getByRole('textbox', { name: /Your remarks/ });
  }

  saveRemarks(): Locator {
    return this.main().getByRole('button', { name: 'Save remarks' });
  }

  remarks(): Locator {
    return this.main().getByRole('list', { name: 'Earlier remarks' }).getByRole('listitem');
  }

  neighbours(): Locator {
    return this.main().getByRole('navigation', { name: 'Applicants of this job' });
  }

  actions(): Locator {
    return this.main().getByRole('group', { name: 'Applicant actions' });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The Interview panel (a region named by its heading). */
  interview(): Locator {
    return this.main().getByRole('region', { name: 'Interview' });
  }

  /** The text under a fact's label in the Interview panel. */
  interviewFact(label: string): Locator {
    return this.interview()
      .locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}

/** /mail-log: the outbox. */
export class MailLogPage {
  constructor(private readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`${ROUTES.mailLog.getHref()}${search}`);
    await this.grid().waitFor();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Mail log' });
  }

  rows(): Locator {
    return this.grid().getByRole('row');
  }

  /** Rows holding every one of the texts. */
  rowWith(...texts: string[]): Locator {
    return texts.reduce((rows, text) => rows.filter({ hasText: text }), this.rows());
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
