import type { Locator, Page } from 'playwright-core';

/** The applicants panel of /jobs/show/{id}: its table, actions, dialogs and reports. */
export class ApplicantsPanel {
  constructor(private readonly page: Page) {}

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Applicants' });
  }

  row(name: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: name });
  }

  async waitForRow(name: string) {
    await this.row(name).first().waitFor();
  }

  async select(...names: string[]) {
    for (const name of names) await this.row(name).getByRole('checkbox').check();
  }

  action(
    name:
      | 'Shortlist'
      | 'Invite to test'
      | 'Invite to interview'
      | 'Email'
      | 'Reject'
      | 'Mark top candidates'
      | 'Select'
      | 'Not selected'
      | 'Undo not selected',
  ): Locator {
    return this.page.getByRole('button', { name, exact: true }).first();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Opens the action, then presses the dialog's confirm button. */
  async run(action: Parameters<ApplicantsPanel['action']>[0], dialogTitle: string, confirm: string) {
    await this.action(action).click();
    const dialog = this.dialog(dialogTitle);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /**
   * The report of the last action that needs reading (above the table: someone left alone, a mail
   * delayed); a plain success is a toast instead (Toast).
   */
  report(): Locator {
    return this.page.getByRole('status').filter({ hasText: /left as they were|could not be delivered/ });
  }

  status(name: string): Locator {
    return this.row(name).locator('[data-field="status"]');
  }

  /** The table's status view ('Not selected', 'Active', …). */
  async show(view: string) {
    await this.page.getByRole('combobox', { name: 'Show' }).click();
    await this.page.getByRole('option', { name: view, exact: true }).click();
  }

  /** Table or Pipeline: the job page's layout toggle. */
  layout(name: 'Table' | 'Pipeline'): Locator {
    return this.page.getByRole('group', { name: 'Show the applicants as' }).getByRole('button', { name });
  }

  downloadAll(): Locator {
    return this.page.getByRole('button', { name: 'Download all resumes' });
  }

  downloadsLog(): Locator {
    return this.page.getByRole('region', { name: 'CV downloads' });
  }
}

/** The pipeline of /jobs/show/{id}: a column per stage, a card per applicant. */
export class PipelineBoard {
  constructor(private readonly page: Page) {}

  column(label: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${label} \\(`) });
  }

  /** The card's "Move to…" button, which the arrow keys walk. */
  move(name: string): Locator {
    return this.page.getByRole('button', { name: `Move to… (${name})` });
  }

  /** The row of columns, which scrolls sideways. */
  columns(): Locator {
    return this.page.getByRole('region', { name: 'Pipeline columns' });
  }

  /** The cards shown in a column. */
  cards(label: string): Locator {
    return this.column(label).getByRole('listitem');
  }

  /** One applicant's card in a column. */
  card(label: string, name: string): Locator {
    return this.cards(label).filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A column's "Show more": its next page. */
  showMore(label: string): Locator {
    return this.column(label).getByRole('button', { name: /^Show more/ });
  }

  /** The count per stage above the columns; each takes the board to its column. */
  summary(): Locator {
    return this.page.getByRole('navigation', { name: 'Pipeline stages' });
  }

  /** The status region that says where a card went. */
  announcement(): Locator {
    return this.page.getByRole('status').filter({ hasText: / moved / });
  }
}
