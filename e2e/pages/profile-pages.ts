import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

export type FileInput = { name: string; mimeType: string; buffer: Buffer };

/** The profile wizard: the tab strip and the four steps (spec sections 2 and 5). */
export class ProfileWizard {
  constructor(private readonly page: Page) {}

  main(): Locator {
    return this.page.getByRole('main');
  }

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Profile steps' });
  }

  /** The tabs that are links, by their labels. */
  async linkedTabs(): Promise<string[]> {
    const links = await this.tabs().getByRole('link').allInnerTexts();
    return links.map((text) => text.replace(/^Step \d\s*/i, '').trim());
  }

  field(label: string | RegExp): Locator {
    return this.main().getByLabel(label).first();
  }

  fileGroup(label: 'CV' | 'Picture'): Locator {
    return this.main().getByRole('group', { name: new RegExp(`^${label}`) });
  }

  async chooseFile(label: 'CV' | 'Picture', file: FileInput) {
    await this.fileGroup(label).locator('input[type=file]').setInputFiles(file);
  }

  async fillPersonal(values: Record<'firstName' | 'lastName' | 'phoneNumber' | 'city' | 'address', string>) {
    await this.field('First name').fill(values.firstName);
    await this.field('Last name').fill(values.lastName);
    await this.field('Phone number').fill(values.phoneNumber);
    await this.field('City').fill(values.city);
    await this.field('Address').fill(values.address);
  }

  /** Step 1 done: the fields filled, the CV uploaded and saved, then Save and continue. */
  async savePersonal(
    values: Record<'firstName' | 'lastName' | 'phoneNumber' | 'city' | 'address', string>,
    cv: FileInput,
  ) {
    await this.fillPersonal(values);
    await this.chooseFile('CV', cv);
    await this.fileGroup('CV').getByText(`${cv.name} is saved.`).waitFor({ timeout: 30_000 });
    await this.submit('Save and continue').click();
  }

  /** A numbered entry of step 2: 'Education 1', 'Career 1', … */
  entry(name: `${'Education' | 'Career'} ${number}`): Locator {
    return this.main().getByRole('group', { name });
  }

  /** Step 2 with one education (the first degree offered) and one job held now. */
  async fillEducationAndCareer(values: {
    institute: string;
    studiedFrom: string;
    studiedTo: string;
    totalExperience: string;
    company: string;
    position: string;
    workingSince: string;
  }) {
    await this.field('Institute').fill(values.institute);
    await this.main()
      .getByRole('combobox', { name: /^Degree/ })
      .click();
    await this.page.getByRole('option').first().click();
    await this.entry('Education 1').getByLabel(/^From/).selectOption(values.studiedFrom);
    await this.entry('Education 1').getByLabel(/^To/).selectOption(values.studiedTo);
    await this.field('Overall experience (years)').fill(values.totalExperience);
    const career = this.entry('Career 1');
    await career.getByLabel(/^Company/).fill(values.company);
    await career.getByLabel(/^Position/).fill(values.position);
    await career.getByLabel(/^From/).selectOption(values.workingSince);
    await career.getByLabel('This is my current job').check();
  }

  /** The privacy step's agreement box. */
  privacyAgreement(): Locator {
    return this.main().getByLabel(/I agree to the privacy policy/);
  }

  /** Ticks the agreement and leaves the privacy step for the review. */
  async acceptPrivacy() {
    await this.privacyAgreement().check();
    await this.submit('Next').click();
  }

  /** 'Applying for: <title>' above the steps, when the wizard leads to a job. */
  applyingFor(jobTitle: string): Locator {
    return this.main().getByRole('note', { name: `Applying for: ${jobTitle}` });
  }

  /** The stop before a job's questions while the address is not confirmed. */
  confirmEmailGate(): Locator {
    return this.main().getByRole('alert', { name: 'Confirm your email address' });
  }

  submit(name: 'Save and continue' | 'Next' | 'Submit'): Locator {
    return this.main().getByRole('button', { name, exact: true });
  }

  async waitForStep(path: string) {
    await this.page.waitForURL((url) => url.pathname === path);
    await this.tabs().waitFor();
  }

  static readonly paths = {
    personal: ROUTES.profile.step1.getHref(),
    education: ROUTES.profile.step2.getHref(),
    privacy: ROUTES.profile.step5.getHref(),
    review: ROUTES.profile.step4.getHref(),
  };
}
