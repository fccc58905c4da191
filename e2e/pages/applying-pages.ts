import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /jobs/apply/{id}/employmentQuestions: the job's questions, one numbered answer each, Submit. */
export class EmploymentQuestionsPage {
  constructor(private readonly page: Page) {}

  async open(jobId: string) {
    await this.page.goto(ROUTES.apply.employmentQuestions.getHref(jobId));
    await this.submitButton().waitFor();
  }

  /**
   * Waits for the questions of the page just navigated to: the previous page (the wizard, which
   * names the same job) may still be on screen while this one's code loads.
   */
  async waitForQuestions() {
    await this.page.getByRole('heading', { level: 1, name: 'Employment Questions' }).waitFor();
    await this.answers().first().waitFor();
  }

  /** The answer boxes, in order; each is labelled '{n}. {question title}'. */
  answers(): Locator {
    return this.page.getByRole('main').getByRole('textbox');
  }

  /** Fills every answer with `answerFor(index)`. */
  async answerAll(answerFor: (index: number) => string) {
    const count = await this.answers().count();
    for (let index = 0; index < count; index += 1) {
      await this.answers().nth(index).fill(answerFor(index));
    }
    return count;
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Submit' });
  }
}

/** /my-applications: the candidate's applications, each with its status and timeline. */
export class MyApplicationsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.myApplications.getHref());
    await this.page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
  }

  /** The application for the job titled `jobTitle`. */
  application(jobTitle: string): Locator {
    return this.page.getByRole('article', { name: jobTitle });
  }

  /** The stage labels of an application's timeline, oldest first. */
  async timeline(jobTitle: string): Promise<string[]> {
    const steps = this.application(jobTitle)
      .getByRole('list', { name: `Progress of ${jobTitle}` })
      .getByRole('listitem');
    return (await steps.locator('.MuiStepLabel-label').allInnerTexts()).map((text) => text.trim());
  }

  /** Withdraw, then 'Withdraw' again in the confirmation dialog. */
  async withdraw(jobTitle: string) {
    await this.application(jobTitle).getByRole('button', { name: 'Withdraw' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Withdraw your application?' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
