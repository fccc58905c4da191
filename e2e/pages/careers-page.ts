import { ROUTES } from '@careers/domain/constants';
import type { Locator, Page } from 'playwright-core';

/** /careers and /careers/{departmentId}: search, filters, sort, pages and job cards. */
export class CareersPage {
  constructor(private readonly page: Page) {}

  async open(path: string = ROUTES.careers.list.getHref()) {
    await this.page.goto(path);
    await this.waitForResults();
  }

  /** 'Job Openings x-y of n' once the job index has loaded. */
  openingsHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^Job Openings \d/ });
  }

  /** What /careers/{id} says when there is no such department. */
  unknownDepartmentHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'We could not find that department' });
  }

  seeAllOpenings(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: 'See all job openings' });
  }

  async waitForResults() {
    await this.openingsHeading().waitFor();
  }

  /** Waits until the header reads `pattern` (results change after each navigation). */
  async waitForOpenings(pattern: RegExp) {
    await this.page.getByRole('heading', { level: 2, name: pattern }).waitFor();
  }

  async openings(): Promise<{ from: number; to: number; total: number }> {
    const text = await this.openingsHeading().innerText();
    const match = /Job Openings (?:(\d+)-(\d+) of (\d+)|0 of 0)/.exec(text);
    if (!match) throw new Error(`Unexpected results header: ${text}`);
    return { from: Number(match[1] ?? 0), to: Number(match[2] ?? 0), total: Number(match[3] ?? 0) };
  }

  async search(keyword: string, location = '') {
    const form = this.page.getByRole('search', { name: 'Search job openings' });
    await form.getByRole('searchbox', { name: 'Job title or keyword' }).fill(keyword);
    await form.getByRole('combobox', { name: 'Location' }).fill(location);
    await form.getByRole('button', { name: 'Search' }).click();
  }

  /** The side filters (wide screens). */
  filters(): Locator {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  /** A Job Type or Department checkbox by its label without the count, e.g. 'Permanent'. */
  filterCheckbox(label: string, scope: Locator = this.filters()): Locator {
    return scope.getByRole('checkbox', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });
  }

  async countFor(label: string, scope: Locator = this.filters()): Promise<number> {
    // The checkbox sits inside its label: 'Permanent (30)'.
    const text = await this.filterCheckbox(label, scope).locator('xpath=..').innerText();
    return Number(/\((\d+)\)$/.exec(text.trim())?.[1] ?? NaN);
  }

  async datePosted(label: string, scope: Locator = this.filters()) {
    await scope.getByRole('radio', { name: label }).check();
  }

  async sortBy(label: 'Newest' | 'Oldest') {
    await this.page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
  }

  cards(): Locator {
    return this.page.getByRole('article');
  }

  async cardTitles(): Promise<string[]> {
    return this.cards().getByRole('heading', { level: 3 }).allInnerTexts();
  }

  async openJob(title: string) {
    await this.cards().getByRole('link', { name: title, exact: true }).click();
  }

  /** On phones: the Filters button opens them in a dialog. */
  async openFiltersDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    return dialog;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
