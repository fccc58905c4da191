import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium; `apt-get install -y chromium` (CI does it in .ci/run). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const RESULTS_DIR = new URL('../results/', import.meta.url);

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });

const fileSafe = (name: string) =>
  name
    .replace(/[^a-z0-9-]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

export type BrowserSession = {
  browser: () => Browser;
  /** A fresh context per test: no cookies or storage leak between tests. */
  context: () => BrowserContext;
  page: () => Page;
  /** The web app's base URL of the running stack. */
  baseUrl: string;
  /** Console errors the page logged during the current test. */
  consoleErrors: () => string[];
};

/**
 * Registers the hooks of a spec file: one browser per file, a new context and page per test, and a
 * full-page screenshot in e2e/results/ when a test fails (kept as a CI artifact).
 */
export const useBrowser = (options: { viewport?: keyof typeof VIEWPORTS } = {}): BrowserSession => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  const baseUrl = inject('stack').urls.web;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async (test) => {
    errors = [];
    context = await browser!.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    test.onTestFailed(async () => {
      await mkdir(RESULTS_DIR, { recursive: true });
      const file = new URL(
        `${fileSafe(test.task.file?.name ?? 'spec')}--${fileSafe(test.task.name)}.png`,
        RESULTS_DIR,
      );
      await page?.screenshot({ path: file.pathname, fullPage: true }).catch(() => undefined);
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    browser: () => browser!,
    context: () => context!,
    page: () => page!,
    baseUrl,
    consoleErrors: () => [...errors],
  };
};

/** Saves a named screenshot under e2e/results/screenshots/ (for looking at layouts). */
export const saveScreenshot = async (page: Page, name: string) => {
  const dir = new URL('screenshots/', RESULTS_DIR);
  await mkdir(dir, { recursive: true });
  const file = new URL(`${fileSafe(name)}.png`, dir);
  await page.screenshot({ path: file.pathname, fullPage: true });
  return file.pathname;
};
