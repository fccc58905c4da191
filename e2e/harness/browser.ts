import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

import { seriousA11yViolations } from './axe.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { stackInfo } from './stack.ts';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const RESULTS_DIR = new URL('../results/', import.meta.url);

export { CHROMIUM_PATH };

/** A Chromium of its own (the dev-stack spec's, beside its own stack). */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });

/**
 * A connection to the Chromium global-setup.ts started for the whole project. Closing it closes
 * the contexts it made and leaves the browser running for the next file.
 */
const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserWsEndpoint'));

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

/** The name of the function each page calls with a message it shows that ends in an HTTP status. */
const STATUS_SUFFIX_BINDING = '__careersStatusSuffix';

/**
 * Where the app shows messages: alerts and statuses (toasts included), dialogs, and helper texts
 * under fields. The Functions SDK appends the HTTP status to our callables' messages ('… [412]');
 * the app must never show that (lib/callable-errors.ts drops it).
 */
const MESSAGE_PLACES =
  '[role="alert"], [role="status"], [role="dialog"], [role="alertdialog"], .MuiSnackbar-root, .MuiAlert-root, .MuiFormHelperText-root';

/**
 * Watches a context's pages for a message that ends in an HTTP status ('Please … applying. [412]'):
 * a MutationObserver, added before any of the page's own code runs, checks every message place that
 * appears or changes, text node by text node (a message followed by a link still counts) and whole.
 */
const watchStatusSuffixes = async (context: BrowserContext, report: (line: string) => void) => {
  await context.exposeBinding(STATUS_SUFFIX_BINDING, (_source, found: { text: string; page: string }) => {
    report(`"${found.text}" on ${found.page}`);
  });
  await context.addInitScript(
    ({ binding, places }: { binding: string; places: string }) => {
      const suffix = /\[\d{3}\]\s*$/;
      const seen = new Set<string>();
      const send = (text: string) => {
        if (seen.has(text)) return;
        seen.add(text);
        (window as unknown as Record<string, (found: { text: string; page: string }) => void>)[binding]?.({
          text,
          page: location.href,
        });
      };
      const check = (place: Element) => {
        const whole = (place.textContent ?? '').trim();
        if (suffix.test(whole)) send(whole);
        const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          if (suffix.test(text)) send(text);
        }
      };
      const checkAround = (node: Node) => {
        const element = node instanceof Element ? node : node.parentElement;
        if (!element) return;
        const around = element.closest(places);
        if (around) check(around);
        element.querySelectorAll(places).forEach(check);
      };
      const start = () => {
        checkAround(document.body);
        new MutationObserver((records) => {
          const changed = new Set<Node>();
          for (const record of records) {
            changed.add(record.target);
            record.addedNodes.forEach((node) => changed.add(node));
          }
          changed.forEach(checkAround);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      };
      if (document.body) start();
      else document.addEventListener('DOMContentLoaded', start, { once: true });
    },
    { binding: STATUS_SUFFIX_BINDING, places: MESSAGE_PLACES },
  );
};

/** A page showed a message that ends in the HTTP status the Functions SDK appends. */
export class StatusSuffixError extends Error {
  override name = 'StatusSuffixError';
  constructor(readonly messages: readonly string[]) {
    super(
      `The page showed ${String(messages.length)} message(s) ending in an HTTP status, as the Functions SDK ` +
        `words a callable's error. Read it with readCallableError (web/src/lib/callable-errors.ts):\n` +
        messages.map((line) => `  - ${line}`).join('\n'),
    );
  }
}

export class SecurityPolicyViolationError extends Error {
  override name = 'SecurityPolicyViolationError';
  constructor(readonly violations: readonly string[]) {
    super(
      `The page broke its security headers (firebase.json) ${String(violations.length)} time(s) during this test. ` +
        `Fix the cause; do not loosen the policy:\n${violations.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

/**
 * Refused or missing reads that are how a page learns something, which the browser logs as
 * errors: the file field's probe of an upload slot (a 404 means the slot is free, issue 31 item 6)
 * and the job page's look-up of an address in the job's address history (a 404 means no job had
 * it). Every other console error still fails a spec.
 */
const ANSWERS_BY_DESIGN = [
  /\/o\/candidates%2F[^/?]+%2F(resume|avatar)%2Fupload-\d(\?|$)/,
  /\/documents\/jobSlugs\/[^/?]+(\?|$)/,
];
const isAnswerByDesign = (text: string, url: string): boolean =>
  /status of 404/.test(text) && ANSWERS_BY_DESIGN.some((pattern) => pattern.test(url));

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
  /**
   * Messages shown with an HTTP status at their end ('… [412]') during the current test, in every
   * context of this session's browser. Any left at the end of a test fail it.
   */
  takeStatusSuffixes: () => string[];
};

/**
 * Registers the hooks of a spec file: a connection to the project's one browser per file, a new
 * context and page per test, and a full-page screenshot in e2e/results/ when a test fails (kept as
 * a CI artifact).
 */
export const useBrowser = (options: { viewport?: keyof typeof VIEWPORTS } = {}): BrowserSession => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  let violations: string[] = [];
  let statusSuffixes: string[] = [];
  const baseUrl = stackInfo().urls.web;
  const assertNoSecurityViolations = () => {
    if (violations.length > 0) throw new SecurityPolicyViolationError(violations);
  };

  beforeAll(async () => {
    browser = await connectBrowser();
    // Every context, the specs' own included (a second user, a phone), is watched from its start.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const created = await newContext(...args);
      await watchSecurityPolicies(created, (line) => violations.push(line));
      await watchStatusSuffixes(created, (line) => statusSuffixes.push(line));
      return created;
    };
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    errors = [];
    violations = [];
    statusSuffixes = [];
    context = await browser!.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !isAnswerByDesign(message.text(), message.location().url)) {
        errors.push(message.text());
      }
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
      if (test.task.result?.state === 'fail' || violations.length > 0 || statusSuffixes.length > 0) {
        await mkdir(RESULTS_DIR, { recursive: true });
        const file = new URL(
          `${fileSafe(test.task.file?.name ?? 'spec')}--${fileSafe(test.task.name)}.png`,
          RESULTS_DIR,
        );
        await page?.screenshot({ path: file.pathname, fullPage: true }).catch(() => undefined);
      }
      assertNoSecurityViolations();
      if (statusSuffixes.length > 0) throw new StatusSuffixError(statusSuffixes);
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
    takeStatusSuffixes: () => statusSuffixes.splice(0),
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

/**
 * The page at 1280 px and at 390 px (phone): a screenshot at each (`{name}-1280`, `{name}-390`) and,
 * with `axe`, no serious axe violation in its main region at either; back at 1280 px after.
 * `settle` runs after each resize, for layouts that measure themselves at the new width.
 */
export const atBothWidths = async (
  page: Page,
  name: string,
  options: { axe?: boolean; settle?: (page: Page) => Promise<void> } = {},
) => {
  const check = async (width: string) => {
    if (options.axe) expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await saveScreenshot(page, `${name}-${width}`);
  };
  await check('1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await options.settle?.(page);
  await check('390');
  await page.setViewportSize(VIEWPORTS.desktop);
  await options.settle?.(page);
};

/**
 * A download's bytes. The specs' browser is a connection to the project's one Chromium, where
 * `download.path()` is not available: the file is copied here (`saveAs`) and read.
 */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const dir = await mkdtemp(join(tmpdir(), 'careers-e2e-download-'));
  try {
    const file = join(dir, 'download');
    await download.saveAs(file);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
