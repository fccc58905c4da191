import { ROUTES } from '@careers/domain/constants';
import type { CDPSession, Locator, Page } from 'playwright-core';

/** What an admin sees of one catalog: its pages' headings and buttons (spec section 2). */
export type CatalogScreens = {
  /** As in the file names of screenshots. */
  key: string;
  /** Singular, as in 'Company has been created.' */
  label: string;
  listPath: string;
  listTitle: string;
  newButton: string;
  newTitle: string;
  editTitle: string;
  createSubmit: string;
  editSubmit: string;
};

export const CATALOG_SCREENS = {
  companies: {
    key: 'companies',
    label: 'Company',
    listPath: ROUTES.companies.list.getHref(),
    listTitle: 'Companies',
    newButton: 'New Company',
    newTitle: 'Add a Company',
    editTitle: 'Edit Company',
    createSubmit: 'Save',
    editSubmit: 'Save',
  },
  departments: {
    key: 'departments',
    label: 'Department',
    listPath: ROUTES.departments.list.getHref(),
    listTitle: 'Departments',
    newButton: 'New Department',
    newTitle: 'Add a Department',
    editTitle: 'Edit Department',
    createSubmit: 'Submit',
    editSubmit: 'Submit',
  },
  degrees: {
    key: 'educations',
    label: 'Degree',
    listPath: ROUTES.educations.list.getHref(),
    listTitle: 'Degrees',
    newButton: 'Create',
    newTitle: 'Add a Degree',
    editTitle: 'Edit Degree',
    createSubmit: 'Save',
    editSubmit: 'Save',
  },
  employmentQuestions: {
    key: 'employment-questions',
    label: 'Employment question',
    listPath: ROUTES.employmentQuestions.list.getHref(),
    listTitle: 'Employment Questions',
    newButton: 'Create',
    newTitle: 'New Employment Question',
    editTitle: 'Edit Employment Question',
    createSubmit: 'Post',
    editSubmit: 'Edit',
  },
} as const satisfies Record<string, CatalogScreens>;

/** A catalog's list (/companies, /departments, /educations, /employment_questions) and its forms. */
export class CatalogPages {
  constructor(
    private readonly page: Page,
    readonly screens: CatalogScreens,
  ) {}

  private main(): Locator {
    return this.page.getByRole('main');
  }

  heading(name: string): Locator {
    return this.main().getByRole('heading', { level: 1, name });
  }

  async openList() {
    await this.page.goto(this.screens.listPath);
    await this.heading(this.screens.listTitle).waitFor();
    await this.grid().waitFor();
  }

  /** The list filtered on its Title column (the grid's filters live in the URL). */
  async openFiltered(text: string) {
    const filters = JSON.stringify([{ field: 'title', operator: 'contains', value: text }]);
    await this.page.goto(`${this.screens.listPath}?filters=${encodeURIComponent(filters)}`);
    await this.grid().waitFor();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: this.screens.listTitle });
  }

  /** The grid's filter panel, opened from the Title column's menu. */
  async openTitleFilterPanel(): Promise<Locator> {
    await this.grid().getByRole('columnheader', { name: 'Title' }).hover();
    await this.grid().getByRole('button', { name: 'Title column menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Filter' }).click();
    const panel = this.page.locator('.MuiDataGrid-filterForm');
    await panel.waitFor();
    return panel;
  }

  /** The seeded entries are on screen (row 0 is the header). */
  async waitForRows() {
    await this.grid().getByRole('row').nth(1).waitFor();
  }

  row(title: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: title });
  }

  async openNew() {
    await this.main().getByRole('link', { name: this.screens.newButton, exact: true }).click();
    await this.heading(this.screens.newTitle).waitFor();
    await this.field('Title').waitFor();
  }

  async openEdit(title: string) {
    await this.row(title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await this.heading(this.screens.editTitle).waitFor();
    await this.field('Title').waitFor();
  }

  /** An edit page by the entry's id. */
  async openEditById(href: string) {
    await this.page.goto(href);
    await this.heading(this.screens.editTitle).waitFor();
    await this.field('Title').waitFor();
  }

  field(label: string): Locator {
    return this.main()
      .getByRole('textbox', { name: label, exact: true })
      .or(this.main().getByRole('spinbutton', { name: label, exact: true }));
  }

  submitButton(mode: 'create' | 'edit'): Locator {
    const name = mode === 'create' ? this.screens.createSubmit : this.screens.editSubmit;
    return this.main().getByRole('button', { name, exact: true });
  }

  /** Submits a valid form: the app goes back to the list. */
  async submit(mode: 'create' | 'edit') {
    await this.submitButton(mode).click();
    await this.page.waitForURL((url) => url.pathname === this.screens.listPath);
  }

  /** Deletes from the list; resolves with the dialog's error when the server refuses (then cancels). */
  async delete(title: string): Promise<string | null> {
    await this.row(title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Delete "${title}"?` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached' }).then(() => null),
      dialog
        .getByRole('alert')
        .waitFor()
        .then(() => dialog.getByRole('alert').innerText()),
    ]);
    if (outcome !== null) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    return outcome;
  }
}

/** The department form's picture: upload with a progress bar and Cancel, and its preview. */
export class DepartmentPictureField {
  constructor(private readonly page: Page) {}

  group(): Locator {
    return this.page.getByRole('main').getByRole('group', { name: /^Picture/ });
  }

  progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: 'Uploading the picture' });
  }

  preview(): Locator {
    return this.group().getByRole('img', { name: "The department's picture" });
  }

  async choose(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.group().locator('input[type=file]').setInputFiles(file);
  }

  async cancel() {
    await this.group().getByRole('button', { name: 'Cancel', exact: true }).click();
  }

  /**
   * Records every value the progress bar shows from now on (it comes and goes with each upload),
   * read back with `progressSeen`.
   */
  async watchProgress() {
    await this.page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __pictureProgress: number[] }).__pictureProgress = seen;
      const read = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Uploading the picture"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
  }

  async progressSeen(): Promise<number[]> {
    return this.page.evaluate(() => (window as unknown as { __pictureProgress: number[] }).__pictureProgress);
  }
}

/** A real PNG of random pixels made by the browser's canvas: about 1.1 MB, under the 1.5 MB limit. */
export const noisyPng = async (page: Page, width = 600, height = 600): Promise<Buffer> => {
  const base64 = await page.evaluate(
    async ({ width: w, height: h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const image = context.createImageData(w, h);
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = Math.floor(Math.random() * 256);
        image.data[i + 1] = Math.floor(Math.random() * 256);
        image.data[i + 2] = Math.floor(Math.random() * 256);
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('The canvas made no PNG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
};

/**
 * Slows the page's uploads to `bytesPerSecond` (Chrome DevTools network emulation), so an upload's
 * progress can be watched and cancelled; returns the function that lifts the limit.
 */
export const throttleUploads = async (page: Page, bytesPerSecond: number): Promise<() => Promise<void>> => {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await session.detach();
  };
};
