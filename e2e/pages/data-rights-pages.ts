import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /my-data: the candidate's archive and erasure. */
export class MyDataPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.myData.getHref());
    await this.page.getByRole('heading', { level: 1, name: 'My data' }).waitFor();
  }

  downloadButton(): Locator {
    return this.page.getByRole('button', { name: 'Download my data' });
  }

  async erase(password: string) {
    await this.page.getByLabel('Your password').fill(password);
    await this.page.getByRole('button', { name: 'Erase my account' }).click();
    await this.page
      .getByRole('dialog', { name: 'Erase your account?' })
      .getByRole('button', { name: 'Erase everything' })
      .click();
  }
}

/** /candidates/{uid}/data: an admin's export, hold and erasure of one candidate. */
export class CandidateDataPage {
  constructor(private readonly page: Page) {}

  async open(uid: string) {
    await this.page.goto(ROUTES.candidateData.getHref(uid));
    await this.page.getByRole('heading', { level: 1, name: 'Candidate data' }).waitFor();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
