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

/** The name of the function each page calls with the CSP violations its document reports. */
const CSP_BINDING = '__careersCspViolation';

type ReportedViolation = {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
};

/**
 * Watches a context's pages for breaches of the security headers: every `securitypolicyviolation`
 * event a document fires (added before any of the page's own code runs, in every page and frame of
 * the context), and Chromium's console lines about the Content-Security-Policy and the
 * Permissions-Policy (a refused request, a policy it cannot parse), which also cover what no
 * document sees.
 */
const watchSecurityPolicies = async (context: BrowserContext, report: (line: string) => void) => {
  await context.exposeBinding(CSP_BINDING, (_source, violation: ReportedViolation) => {
    report(
      `${violation.directive} refused ${violation.blocked || '(inline)'} on ${violation.page}` +
        `${violation.source ? ` (${violation.source})` : ''}${violation.sample ? `: ${violation.sample}` : ''}`,
    );
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (violation: ReportedViolation) => void>)[binding];
      send?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
        sample: event.sample,
        page: location.href,
      });
    });
  }, CSP_BINDING);
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(message.text())) {
        report(`console: ${message.text()}`);
      }
    });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
};

export class SecurityPolicyViolationError extends Error {
  override name = 'SecurityPolicyViolationError';
  constructor(readonly violations: readonly string[]) {
    super(
      `The page broke its security headers (firebase.json) ${String(violations.length)} time(s) during this test. ` +
        `Fix the cause; do not loosen the policy:\n${violations.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

export type BrowserSession = {
  browser: () => Browser;
  /** A fresh context per test: no cookies or storage leak between tests. */
  context: () => BrowserContext;
  page: () => Page;
  /** The web app's base URL of the running stack. */
  baseUrl: string;
  /** Console errors the page logged during the current test. */
  consoleErrors: () => string[];
  /**
   * CSP and Permissions-Policy violations during the current test, in every context made from
   * this session's browser. Any left at the end of a test fail it (`assertNoSecurityViolations`).
   */
  securityViolations: () => string[];
  /** Throws SecurityPolicyViolationError if there were any: run after every test. */
  assertNoSecurityViolations: () => void;
  /** Returns the violations so far and forgets them: for a spec that causes some on purpose. */
  takeSecurityViolations: () => string[];
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
  let violations: string[] = [];
  const baseUrl = inject('stack').urls.web;
  const assertNoSecurityViolations = () => {
    if (violations.length > 0) throw new SecurityPolicyViolationError(violations);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    // Every context, the specs' own included (a second user, a phone), is watched from its start.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const created = await newContext(...args);
      await watchSecurityPolicies(created, (line) => violations.push(line));
      return created;
    };
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    errors = [];
    violations = [];
    context = await browser!.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async (test) => {
    try {
      // A round trip to each open page first, so that what it reported before is in.
      for (const open of browser?.contexts().flatMap((each) => each.pages()) ?? []) {
        await open.evaluate(() => undefined).catch(() => undefined);
      }
      // Here, not in onTestFailed: vitest runs that after this hook, once the page is closed.
      if (test.task.result?.state === 'fail' || violations.length > 0) {
        await mkdir(RESULTS_DIR, { recursive: true });
        const file = new URL(
          `${fileSafe(test.task.file?.name ?? 'spec')}--${fileSafe(test.task.name)}.png`,
          RESULTS_DIR,
        );
        await page?.screenshot({ path: file.pathname, fullPage: true }).catch(() => undefined);
      }
      assertNoSecurityViolations();
    } finally {
      await context?.close();
    }
  });

  return {
    browser: () => browser!,
    context: () => context!,
    page: () => page!,
    baseUrl,
    consoleErrors: () => [...errors],
    securityViolations: () => [...violations],
    assertNoSecurityViolations,
    takeSecurityViolations: () => violations.splice(0),
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
