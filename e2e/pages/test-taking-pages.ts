import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /user_tests/new/test/{jobId}/{testId}/instructions: the rules and Start Test. */
export class TestInstructionsPage {
  constructor(private readonly page: Page) {}

  async open(jobId: string, testId: string) {
    await this.page.goto(ROUTES.userTests.instructions.getHref(jobId, testId));
    await this.page.getByRole('heading', { level: 1, name: 'Test Instructions' }).waitFor();
  }

  startButton(): Locator {
    return this.page.getByRole('button', { name: /^(Start|Resume) Test$/ });
  }
}

/** /user_tests/new/test/{jobId}/{testId}: one step of questions, the timer and 'Save this Part'. */
export class TakeTestPage {
  constructor(private readonly page: Page) {}

  async open(jobId: string, testId: string) {
    await this.page.goto(ROUTES.userTests.take.getHref(jobId, testId));
  }

  stepHeading(step: number, of: number): Locator {
    return this.page.getByRole('heading', { name: `Step ${String(step)} of ${String(of)}` });
  }

  timer(): Locator {
    return this.page.getByRole('timer');
  }

  /** The questions on screen, in order (each a fieldset named by its number and statement). */
  questions(): Locator {
    return this.page.getByRole('group', { name: /^Question \d+/ });
  }

  /** The section around a question's fieldset: it also holds the save state. */
  card(question: Locator): Locator {
    return question.locator('xpath=ancestor::section[1]');
  }

  /** Chooses the question's first option (a radio, or the first checkbox); returns its label. */
  async answerFirstOption(question: Locator): Promise<string> {
    const option = question.getByRole('radio').or(question.getByRole('checkbox')).first();
    await option.check();
    const label = await option.evaluate((input) => input.closest('label')?.textContent ?? '');
    return label;
  }

  async waitSaved(question: Locator) {
    await this.card(question).getByText('Saved', { exact: true }).waitFor();
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save this Part' }).first();
  }

  confirmDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  finishedHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Test finished' });
  }
}
