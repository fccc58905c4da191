import type { Locator, Page } from 'playwright-core';

/** A catalog's list (/companies, /departments, /educations, /employment_questions) and its forms. */
export class CatalogPages {
  constructor(
    private readonly page: Page,
    private readonly listPath: string,
    private readonly listTitle: string,
  ) {}

  async openList() {
    await this.page.goto(this.listPath);
    await this.page.getByRole('heading', { level: 1, name: this.listTitle }).waitFor();
    await this.grid().waitFor();
  }

  /** The list filtered on its Title column (the grid's filters live in the URL). */
  async openFiltered(text: string) {
    const filters = JSON.stringify([{ field: 'title', operator: 'contains', value: text }]);
    await this.page.goto(`${this.listPath}?filters=${encodeURIComponent(filters)}`);
    await this.grid().waitFor();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: this.listTitle });
  }

  row(title: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: title });
  }

  field(label: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('textbox', { name: label })
      .or(this.page.getByRole('main').getByRole('spinbutton', { name: label }));
  }

  async save() {
    await this.page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === this.listPath);
  }

  /** Deletes from the list; resolves with the dialog's error when the server refuses. */
  async delete(title: string): Promise<string | null> {
    await this.row(title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached' }).then(() => null),
      dialog
        .getByRole('alert')
        .waitFor()
        .then(() => dialog.getByRole('alert').innerText()),
    ]);
    if (outcome !== null) await dialog.getByRole('button', { name: 'Cancel' }).click();
    return outcome;
  }
}
