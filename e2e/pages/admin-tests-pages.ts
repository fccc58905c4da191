import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /tests: the tests grid. */
export class AdminTestsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(ROUTES.tests.list.getHref());
    // The first admin read after the stack starts can be slow (cold emulator); later ones are quick.
    await this.grid().waitFor({ timeout: 60_000 });
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Tests' });
  }

  row(title: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: title });
  }
}

/** /create-test and /tests/edit/{id}. */
export class TestFormPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Test' });
  }

  field(name: 'Title' | 'Time (minutes)' | 'Aptitude %' | 'Technical %'): Locator {
    return this.form().getByLabel(name, { exact: false }).first();
  }

  async choose(
    name: 'Department' | 'Level' | 'Total questions' | 'Status' | 'Copy questions from',
    option: string,
  ) {
    await this.form()
      .getByRole('combobox', { name: new RegExp(`^${escape(name)}`) })
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(values: {
    title: string;
    department: string;
    level: string;
    totalQuestions: number;
    timeMinutes: number;
    aptitude: number;
    technical: number;
  }) {
    await this.form()
      .getByRole('textbox', { name: /^Title/ })
      .fill(values.title);
    await this.choose('Department', values.department);
    await this.choose('Level', values.level);
    await this.choose('Total questions', String(values.totalQuestions));
    await this.form().getByRole('spinbutton', { name: /^Time/ }).fill(String(values.timeMinutes));
    await this.form()
      .getByRole('spinbutton', { name: /^Aptitude %/ })
      .fill(String(values.aptitude));
    await this.form()
      .getByRole('spinbutton', { name: /^Technical %/ })
      .fill(String(values.technical));
  }
}

export type QuestionDraftE2e = {
  statement: string;
  type: 'aptitude' | 'technical';
  correct: string[];
  wrong: string[];
};

/** /tests/show/{id}: facts, actions, the many-questions form and the questions table. */
export class TestShowPage {
  constructor(private readonly page: Page) {}

  async waitFor(title: string) {
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  testIdFromUrl(): string {
    return new URL(this.page.url()).pathname.split('/').at(-1) ?? '';
  }

  action(name: 'Edit' | 'Test Preview' | 'Delete'): Locator {
    const actions = this.page.getByRole('group', { name: 'Test actions' });
    return actions
      .getByRole('button', { name, exact: true })
      .or(actions.getByRole('link', { name, exact: true }));
  }

  addForm(): Locator {
    return this.page.getByRole('form', { name: 'Add questions' });
  }

  block(number: number): Locator {
    return this.addForm().getByRole('group', { name: new RegExp(`^Question ${String(number)}( |$)`) });
  }

  /** Fills one block per draft, adding blocks as needed (a draft with an empty statement is left empty). */
  async writeQuestions(drafts: QuestionDraftE2e[]) {
    for (const [index, draft] of drafts.entries()) {
      if (index > 0) await this.addForm().getByRole('button', { name: 'Add another question' }).click();
      const block = this.block(index + 1);
      await block.getByRole('textbox', { name: 'Statement' }).fill(draft.statement);
      await block.getByRole('radio', { name: draft.type }).check();
      for (const [at, option] of draft.correct.entries()) {
        if (at > 0) await block.getByRole('button', { name: 'Add correct option' }).click();
        await block.getByRole('textbox', { name: `Correct option ${String(at + 1)}` }).fill(option);
      }
      for (const [at, option] of draft.wrong.entries()) {
        if (at > 1) await block.getByRole('button', { name: 'Add wrong option' }).click();
        await block.getByRole('textbox', { name: `Wrong option ${String(at + 1)}` }).fill(option);
      }
    }
  }

  questionsGrid(): Locator {
    return this.page.getByRole('grid', { name: 'Questions' });
  }

  /** The questions table's pagination, "1–10 of 20". */
  questionsCount(): Locator {
    return this.page.locator('section', { has: this.questionsGrid() }).getByText(/^\d+–\d+ of \d+$/);
  }
}

/** /user_tests/new/test/1/{testId}: the admin's Test Preview. */
export class TestPreviewPage {
  constructor(private readonly page: Page) {}

  async waitFor(title: string) {
    await this.page.getByRole('heading', { level: 1, name: `Test Preview: ${title}` }).waitFor();
  }

  parts(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^Part \d+ of \d+$/ });
  }
}
