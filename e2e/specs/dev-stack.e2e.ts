// `npm start` as users run it (issue 18). Every other spec runs against the production build; this
// one starts the dev stack the way `npm start` does (scripts/stack/start.ts in a child process, on
// free ports, with an empty Vite cache so that Vite pre-bundles every dependency again) and checks:
//   - the scheduled functions of the functions bundle run, through the Functions emulator;
//   - every route of the route table (ROUTES) opens in Chromium, as the demo user it is for, with no
//     page error, no console error, no failed script, style or page request, and the stack alive;
//   - killing one of its processes (firebase-tools) stops the whole stack, with exit code 1, and
//     frees every port it held; so does SIGTERM, with exit code 0 (a second start, on the warm cache).
// It lives in the e2e project, which runs after the other projects, two spec files at a time: the dev
// stack, its Vite optimiser and Chromium share the machine's cores with one other spec and its stack.
// Its own functions bundle sits in a folder of its own (scripts/stack/functions-build.ts), so its
// build never rewrites the bundle that other spec's stack runs.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

import { FUNCTIONS_REGION, QUERY_PARAMS, ROUTES } from '@careers/domain/constants';
import { buildSeedData } from '@careers/scripts/seed-data';
import { functionsBundleEntry } from '@careers/scripts/stack/functions-build';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { launchBrowser } from '../harness/browser.ts';
import {
  emptyViteCacheDir,
  listeningPorts,
  listProcesses,
  portInUse,
  processTree,
  startDevStack,
  type DevStack,
} from '../harness/dev-stack.ts';
import { LoginPage } from '../pages/login-page.ts';

const SCHEDULED_EVERY_SECONDS = 5;
const DEMO_API_KEY = 'dev-stack-e2e';

type RouteEntry = { key: string; path: string };

/** Every page of the route table, named by its place in it ('jobs.show'). */
const routeEntries = (table: object, prefix = ''): RouteEntry[] =>
  Object.entries(table).flatMap(([name, value]: [string, unknown]) => {
    if (typeof value !== 'object' || value === null) return [];
    if ('path' in value && typeof value.path === 'string')
      return [{ key: `${prefix}${name}`, path: value.path }];
    return routeEntries(value, `${prefix}${name}.`);
  });

const fillPath = (path: string, params: Readonly<Record<string, string>> | undefined): string | null => {
  let missing = false;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
};

type Visit = { path: string; sentToLogin: boolean; forbidden: boolean };

/** How long the network must stay quiet before a page counts as settled. */
const QUIET_MS = 300;

/** Where a signed-in page sends a visitor: /login?redirectTo={the page}. */
const sentToLogin = (url: string, href: string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === ROUTES.login.path && searchParams.get(QUERY_PARAMS.redirectTo) === href;
};

/**
 * One browser tab of the app for one user. The first page is loaded; every later one is opened
 * the way a link in the app opens it (the router follows the address), so each page costs its own
 * modules and data, not the whole app again. Everything that goes wrong in the tab is noted
 * against the page it happened on: page errors, console errors, failed or 4xx/5xx page, script and
 * style requests.
 */
class AppTab {
  private page: Page | null = null;
  private current = '';
  private inflight = 0;
  private lastActivity = Date.now();
  private readonly failedResponses: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    readonly who: string,
    private readonly problems: string[],
  ) {}

  private note(problem: string) {
    this.problems.push(`${this.current} (${this.who}): ${problem}`);
  }

  private async tab(): Promise<Page> {
    if (this.page) return this.page;
    const page = await this.context.newPage();
    const isPageResource = (type: string) => ['document', 'script', 'stylesheet'].includes(type);
    page.on('pageerror', (error) => this.note(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser's own line for a failed request does not say which; the responses do.
      const failed = message.text().startsWith('Failed to load resource')
        ? ` [${this.failedResponses.join(', ')}]`
        : '';
      this.note(`console error: ${message.text()}${failed}`);
    });
    page.on('request', () => {
      this.inflight += 1;
      this.lastActivity = Date.now();
    });
    const settled = () => {
      this.inflight -= 1;
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', (request) => {
      settled();
      if (isPageResource(request.resourceType()))
        this.note(
          `${request.resourceType()} request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`,
        );
    });
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const type = response.request().resourceType();
      this.failedResponses.push(`HTTP ${String(response.status())} ${response.url()}`);
      if (isPageResource(type)) this.note(`${type} ${response.url()}: HTTP ${String(response.status())}`);
    });
    this.page = page;
    return page;
  }

  /**
   * Opens `href`, waits until the page has settled, and says where it ended. A page that sends the
   * visitor to sign in is left at once: the login page is opened (and checked) on its own.
   */
  async open(href: string): Promise<Visit> {
    const first = !this.page;
    const page = await this.tab();
    this.current = href;
    this.failedResponses.length = 0;
    // The router starts loading the page a moment after the address changes: wait from now on.
    this.lastActivity = Date.now();
    if (first) await page.goto(href);
    else
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, href);
    try {
      // Modules, the session and the page's data: settled when the network has been quiet a while.
      const deadline = Date.now() + 30_000;
      while (this.inflight > 0 || Date.now() - this.lastActivity < QUIET_MS) {
        if (sentToLogin(page.url(), href)) break;
        if (Date.now() > deadline) throw new Error('requests still running after 30 s');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    } catch (error) {
      this.note(
        `did not settle: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
      );
    }
    const forbidden =
      (await page.getByRole('heading', { level: 1, name: 'This page is for administrators' }).count()) > 0;
    return { path: new URL(page.url()).pathname, sentToLogin: sentToLogin(page.url(), href), forbidden };
  }

  async close() {
    await this.context.close();
  }
}

/** The functions bundle a dev stack on free ports built and runs (named by its functions port). */
const bundleOf = (devStack: DevStack) => functionsBundleEntry(Number(new URL(devStack.urls.functions).port));

describe('npm start (the dev stack)', () => {
  let viteCacheDir: string;
  let stack: DevStack;
  let browser: Browser;

  beforeAll(async () => {
    viteCacheDir = await emptyViteCacheDir();
    [stack, browser] = await Promise.all([
      startDevStack({ viteCacheDir, scheduledEverySeconds: SCHEDULED_EVERY_SECONDS, timeoutMs: 150_000 }),
      launchBrowser(),
    ]);
  }, 180_000);

  beforeEach((test) => {
    // What the stack printed explains most failures (its own lines, scheduled runs, errors).
    test.onTestFailed(() => console.log(`[dev-stack] the stack's output:\n${stack?.output() ?? ''}`));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (viteCacheDir) await rm(viteCacheDir, { recursive: true, force: true });
  });

  /** The processes and ports of a running stack, to check later that none is left. */
  const holdings = async (of: DevStack) => {
    const tree = await processTree(of.pid);
    const ports = await listeningPorts(tree.map((entry) => entry.pid));
    for (const url of Object.values(of.urls)) expect(ports).toContain(Number(new URL(url).port));
    return { tree, ports };
  };
  const expectReleased = async ({ tree, ports }: Awaited<ReturnType<typeof holdings>>) => {
    const alive = new Set((await listProcesses()).map((entry) => entry.pid));
    expect(
      tree.filter((entry) => alive.has(entry.pid)).map((entry) => `${String(entry.pid)} ${entry.command}`),
    ).toEqual([]);
    const held = [];
    for (const port of ports) if (await portInUse(port)) held.push(port);
    expect(held).toEqual([]);
  };

  const firestoreDocument = (path: string) =>
    `${stack.urls.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/${path}`;

  it('runs every scheduled function of the functions bundle through the Functions emulator', async () => {
    // The bundle the stack built (in a folder of its own, as it runs on free ports) is the deployed
    // code: its scheduled exports are what Cloud Scheduler would call.
    const bundleUrl = pathToFileURL(bundleOf(stack)).href;
    const bundle = (await import(bundleUrl)) as Record<string, unknown>;
    const scheduled = Object.entries(bundle)
      .filter(([, value]) => {
        const endpoint = (value as { __endpoint?: { scheduleTrigger?: unknown } } | null)?.__endpoint;
        return endpoint?.scheduleTrigger !== undefined;
      })
      .map(([name]) => name);
    expect(scheduled).toContain('retryFailedMail');

    // A message whose delivery failed and whose retry is due: only the scheduled retry sends it.
    const marker = Math.random().toString(36).slice(2, 10);
    const to = `scheduled.${marker}@careers.test`;
    const minutesAgo = (minutes: number) => ({
      timestampValue: new Date(Date.now() - minutes * 60_000).toISOString(),
    });
    const written = await fetch(firestoreDocument(`mail/dev-stack-${marker}`), {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: {
          kind: { stringValue: 'custom' },
          to: { arrayValue: { values: [{ stringValue: to }] } },
          subject: { stringValue: `Retried by the schedule ${marker}` },
          text: { stringValue: 'Sent by retryFailedMail.' },
          html: { stringValue: '<p>Sent by retryFailedMail.</p>' },
          status: { stringValue: 'failed' },
          attempts: { integerValue: '1' },
          lastError: { stringValue: 'the first attempt failed' },
          nextAttemptAt: minutesAgo(1),
          lastAttemptAt: minutesAgo(2),
          jobId: { nullValue: null },
          applicantIds: { arrayValue: { values: [] } },
          createdAt: minutesAgo(2),
          sentAt: { nullValue: null },
          createdBy: { stringValue: 'system' },
          replyTo: { nullValue: null },
        },
      }),
    });
    expect(written.status).toBe(200);

    await expect
      .poll(
        async () => {
          const response = await fetch(`${stack.urls.inbox}/api/messages?to=${encodeURIComponent(to)}`);
          return ((await response.json()) as { subject: string }[]).map((message) => message.subject);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual([`Retried by the schedule ${marker}`]);

    // One line per run in the stack's log, for each of them.
    await expect
      .poll(() => scheduled.filter((name) => !stack.output().includes(`[scheduled] ${name}: ok`)), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([]);
    expect(stack.output()).not.toMatch(/\[scheduled\] \S+: failed/);
  }, 150_000);

  it('starts without printing a warning (Vite, Node, firebase-tools)', () => {
    // A warning printed on every start (Vite's native config loader on an import without its
    // extension, say) is noise a developer learns to ignore, until the one that matters.
    const [startUp = ''] = stack.output().split('Press Ctrl-C to stop everything.');
    expect(startUp.split('\n').filter((line) => /\(!\)|warn|deprecat/i.test(line))).toEqual([]);
  });

  it('opens every route of the route table, as the demo user it is for, without an error', async () => {
    const data = buildSeedData();
    const users = Object.fromEntries(data.users.map((user) => [user.uid, user]));
    const candidate = users['demo-candidate-complete']!;
    const admin = users['demo-admin']!;
    const registered = users['demo-candidate-registered']!;
    const invited = data.applications.find(
      (application) => application.data.uid === candidate.uid && application.data.test,
    )!;
    const invitation = { jobId: invited.data.jobId, testId: invited.data.test!.testId };
    const appliedJobIds = new Set(
      data.applications
        .filter((application) => application.data.uid === candidate.uid)
        .map((application) => application.data.jobId),
    );
    const openJob = data.jobs.find(
      (job) =>
        job.data.status === 'open' &&
        !job.data.hidden &&
        job.data.screeningQuestions.length > 0 &&
        !appliedJobIds.has(job.id),
    )!;
    const test = data.tests[0]!;

    const identityToolkit = async (method: string, body: object) => {
      const response = await fetch(
        `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${DEMO_API_KEY}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      expect(response.status, `accounts:${method}`).toBe(200);
      return (await response.json()) as { idToken?: string };
    };
    const idTokenOf = async (user: { email: string; password: string }) =>
      (await identityToolkit('signInWithPassword', { ...user, returnSecureToken: true })).idToken!;

    // The emailed links carry Firebase action codes: real ones, from this stack's Auth emulator.
    await identityToolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email: registered.email });
    await identityToolkit('sendOobCode', {
      requestType: 'VERIFY_EMAIL',
      idToken: await idTokenOf(registered),
    });
    const { oobCodes } = (await (
      await fetch(`${stack.urls.auth}/emulator/v1/projects/${stack.projectId}/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
    const actionCode = (requestType: string) =>
      oobCodes.filter((code) => code.email === registered.email && code.requestType === requestType).at(-1)
        ?.oobCode ?? `no ${requestType} code`;

    // The test page is where a candidate is once the test has started (opened before, it answers
    // the page's session read with not-found, which the browser logs as a failed request).
    const started = await fetch(`${stack.urls.functions}/${stack.projectId}/${FUNCTIONS_REGION}/startTest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(candidate)}` },
      body: JSON.stringify({ data: invitation }),
    });
    expect(started.status, await started.clone().text()).toBe(200);

    /** A value for each `:param`, by route: seeded documents the page can show. */
    const params: Record<string, Record<string, string>> = {
      resetPassword: { token: actionCode('PASSWORD_RESET') },
      confirmEmail: { uuid: actionCode('VERIFY_EMAIL') },
      'careers.department': { departmentId: openJob.data.department.id },
      jobDetail: { id: openJob.id },
      'apply.employmentQuestions': { id: openJob.id },
      'userTests.instructions': invitation,
      'userTests.take': invitation,
      'userTests.preview': { testId: test.id },
      'jobs.edit': { id: invitation.jobId },
      'jobs.show': { id: invitation.jobId },
      'jobs.applicant': { id: invitation.jobId, applicantId: candidate.uid },
      'tests.show': { id: test.id },
      'tests.edit': { id: test.id },
      'employmentQuestions.edit': { id: data.screeningQuestions[0]!.id },
      'companies.edit': { id: data.companies[0]!.id },
      'departments.edit': { id: data.departments[0]!.id },
      'educations.edit': { id: data.degrees[0]!.id },
      // A visitor's view of an invitation link: sign in or register with the invited address.
      acceptAdminInvitation: { token: 'an-invitation-token' },
      candidateData: { uid: candidate.uid },
    };

    const routes = routeEntries(ROUTES).map((route) => ({
      ...route,
      href: fillPath(route.path, params[route.key]),
    }));
    const unfilled = routes
      .filter((route) => route.href === null)
      .map((route) => `${route.key} (${route.path})`);
    expect(unfilled, 'routes with a :param this spec has no value for (add one to `params`)').toEqual([]);

    const problems: string[] = [];
    const signedIn = async (email: string, password: string): Promise<BrowserContext> => {
      const context = await browser.newContext({ baseURL: stack.urls.web });
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(email, password);
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
      await page.close();
      return context;
    };
    const tabs = {
      visitor: new AppTab(await browser.newContext({ baseURL: stack.urls.web }), 'visitor', problems),
      candidate: new AppTab(await signedIn(candidate.email, candidate.password), 'candidate', problems),
      admin: new AppTab(await signedIn(admin.email, admin.password), 'admin', problems),
    };

    // Who a page is for is found by opening it: as a visitor (public pages), else as the candidate
    // (a signed-in page sends a visitor to /login?redirectTo=…; an admin page answers a candidate
    // with its 403 page), else as the admin.
    const report: string[] = [];
    for (const route of routes) {
      const href = route.href!;
      const opened = Date.now();
      let tab = tabs.visitor;
      let visit = await tab.open(href);
      if (visit.sentToLogin) {
        tab = tabs.candidate;
        visit = await tab.open(href);
        if (visit.forbidden) {
          tab = tabs.admin;
          visit = await tab.open(href);
        }
      }
      if (visit.forbidden || visit.sentToLogin)
        problems.push(`${href}: no demo user may open it (the ${tab.who} ended on ${visit.path})`);
      report.push(`${route.key} ${href} as ${tab.who} -> ${visit.path} (${String(Date.now() - opened)} ms)`);
      if (stack.exitCode() !== null)
        throw new Error(`The stack exited (${String(stack.exitCode())}) while opening ${href}`);
    }
    for (const tab of Object.values(tabs)) await tab.close();

    console.log(`[dev-stack] ${String(routes.length)} routes:\n  ${report.join('\n  ')}`);
    expect(problems).toEqual([]);
    expect(stack.exitCode()).toBeNull();
  }, 600_000);

  it('stops everything it started and frees every port when one of its processes dies', async () => {
    const held = await holdings(stack);
    const firebase = held.tree.find((entry) => entry.command.includes('firebase-tools/lib/bin/firebase.js'));
    expect(firebase, 'firebase-tools among the stack processes').toBeDefined();
    // Its function runtimes (the scheduled functions ran in some) are in its tree too.
    expect(
      held.tree.filter((entry) => entry.command.includes('functionsEmulatorRuntime')).length,
    ).toBeGreaterThan(0);

    process.kill(firebase!.pid, 'SIGKILL');

    expect(await stack.exited).toBe(1);
    expect(stack.output()).toContain('firebase-tools was killed (SIGKILL)');
    await expectReleased(held);
  }, 120_000);

  it('stops everything it started and frees every port on SIGTERM, and exits with 0', async () => {
    // Vite's cache is warm now: this start is the everyday one.
    const again = await startDevStack({ viteCacheDir, scheduledEverySeconds: 0, timeoutMs: 150_000 });
    try {
      await expect(fetch(`${again.urls.web}/`).then((response) => response.status)).resolves.toBe(200);
      const held = await holdings(again);
      // Its functions bundle, built into a folder of its own (it runs on free ports).
      const bundle = bundleOf(again);
      expect(existsSync(bundle)).toBe(true);

      process.kill(again.pid, 'SIGTERM');

      expect(await again.exited).toBe(0);
      await expectReleased(held);
      expect(existsSync(dirname(bundle))).toBe(false);
    } finally {
      await again.stop();
    }
  }, 180_000);
});
