import { randomUUID } from 'node:crypto';

import { FUNCTIONS_REGION, MESSAGES, ROUTES, TEST_TAKING_MESSAGES } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import { activeTest } from '@careers/domain/testing';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { seriousA11yViolations } from '../harness/axe.ts';
import { saveScreenshot, useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { stackInfo } from '../harness/stack.ts';
import { LoginPage } from '../pages/login-page.ts';
import { TakeTestPage, TestInstructionsPage } from '../pages/test-taking-pages.ts';

// The candidate's timed test end to end. Seeded through the emulator with the admin SDK (owner
// access): a test of 20 questions (10 aptitude, 10 technical; one with two correct options), an
// open job with that test (a copy of a seeded job), and candidates with a complete profile (a copy
// of the seeded candidate's) and a shortlisted application. The invitation is the real one: the
// seeded admin calls the applicants service's inviteApplicantsToTest callable.

const SEEDED = {
  admin: { email: 'admin@careers.test', password: 'Admin#2026' },
  candidateUid: 'demo-candidate-complete',
  jobId: 'spinning-technologist-process-control',
};
const PASSWORD = 'Candidate#2026';
const LABEL = randomUUID().slice(0, 8);
const TEST_ID = `e2e-test-${LABEL}`;
const JOB_ID = `e2e-job-${LABEL}`;
const JOB_TITLE = `Loom Maintenance Lead ${LABEL}`;
const TEST_MINUTES = 30;

type SeededQuestion = { id: string; correct: string[]; wrong: string[] };

let db: Firestore;
let app: App;
const questions: SeededQuestion[] = [];

const seedTestAndJob = async () => {
  const now = Timestamp.now();
  const batch = db.batch();
  const testRef = db.collection(COLLECTIONS.tests).doc(TEST_ID);
  batch.set(
    testRef,
    activeTest(now, {
      title: `Loom mechanics ${LABEL}`,
      level: 'mid',
      timeMinutes: TEST_MINUTES,
      department: { id: 'e2e-department', title: 'Weaving' },
    }),
  );
  for (const type of ['aptitude', 'technical'] as const) {
    for (let n = 1; n <= 10; n += 1) {
      const id = `${type}-${String(n).padStart(2, '0')}`;
      // Distinctive texts, so a leak of a key shows as a string in a response.
      const correct =
        type === 'technical' && n === 10
          ? [`keyed ${type} ${String(n)} ${LABEL}`, `also keyed ${type} ${String(n)} ${LABEL}`]
          : [`keyed ${type} ${String(n)} ${LABEL}`];
      const wrong = ['A', 'B', 'C'].map((letter) => `${letter}) plain ${type} ${String(n)}`);
      questions.push({ id, correct, wrong });
      batch.set(testRef.collection(COLLECTIONS.questions).doc(id), {
        statement: `Which setting is right for ${type} case ${String(n)}?`,
        type,
        image: null,
        correctOptions: correct,
        wrongOptions: wrong,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  // The job: a copy of a seeded open job with a test, pointed at this test.
  const template = (await db.collection(COLLECTIONS.jobs).doc(SEEDED.jobId).get()).data();
  if (!template) throw new Error(`Seeded job ${SEEDED.jobId} is missing`);
  batch.set(db.collection(COLLECTIONS.jobs).doc(JOB_ID), {
    ...template,
    title: JOB_TITLE,
    status: 'open',
    hidden: false,
    deleted: false,
    conductTest: true,
    test: {
      id: TEST_ID,
      title: `Loom mechanics ${LABEL}`,
      level: 'mid',
      timeMinutes: TEST_MINUTES,
      totalQuestions: 20,
    },
    updatedAt: now,
  });
  await batch.commit();
};

/** A candidate with a confirmed address, a complete profile and a shortlisted application to the job. */
const seedCandidate = async (name: string): Promise<{ uid: string; email: string }> => {
  const email = `e2e.test-taking.${name}.${LABEL}@careers.test`;
  const user = await getAuth(app).createUser({
    email,
    password: PASSWORD,
    displayName: `${name} Khan`,
    emailVerified: true,
  });
  const profile = (await db.collection(COLLECTIONS.profiles).doc(SEEDED.candidateUid).get()).data();
  const application = (
    await db.collection(COLLECTIONS.applications).doc(`${SEEDED.jobId}_${SEEDED.candidateUid}`).get()
  ).data();
  if (!profile || !application) throw new Error('The seeded candidate is missing');
  const now = Timestamp.now();
  await db
    .collection(COLLECTIONS.profiles)
    .doc(user.uid)
    .set({ ...profile, firstName: name, email });
  await db
    .collection(COLLECTIONS.applications)
    .doc(`${JOB_ID}_${user.uid}`)
    .set({
      ...application,
      jobId: JOB_ID,
      jobTitle: JOB_TITLE,
      uid: user.uid,
      status: 'shortlisted',
      statusHistory: [
        { status: 'applied', at: now },
        { status: 'shortlisted', at: now },
      ],
      candidate: { ...application['candidate'], firstName: name, email },
      appliedAt: now,
      updatedAt: now,
      test: null,
    });
  return { uid: user.uid, email };
};

/** The seeded admin invites the candidates through the real callable. */
const inviteAsAdmin = async (uids: string[]) => {
  const { urls, projectId } = stackInfo();
  const signIn = await fetch(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...SEEDED.admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${urls.functions}/${projectId}/${FUNCTIONS_REGION}/inviteApplicantsToTest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { jobId: JOB_ID, applicationIds: uids.map((uid) => `${JOB_ID}_${uid}`) } }),
  });
  const body = (await response.json()) as { result?: { updated: string[] }; error?: unknown };
  if (!response.ok || body.result?.updated.length !== uids.length)
    throw new Error(`inviteApplicantsToTest failed: ${JSON.stringify(body)}`);
};

const sessionDoc = async (uid: string) =>
  (await db.collection(COLLECTIONS.testSessions).doc(`${JOB_ID}_${uid}`).get()).data();

const signIn = async (page: Page, email: string) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== ROUTES.login.getHref());
};

// ------------------------------------------------------------------------------ the key check

type Found = { path: string; value: unknown };
const walk = (value: unknown, path = ''): Found[] => {
  const here: Found[] = [{ path, value }];
  if (Array.isArray(value))
    return here.concat(value.flatMap((item, index) => walk(item, `${path}[${String(index)}]`)));
  if (typeof value === 'object' && value !== null)
    return here.concat(
      Object.entries(value).flatMap(([key, item]) => walk(item, path ? `${path}.${key}` : key)),
    );
  return here;
};

/** Collects every response of the page, whatever its type, with its body as text. */
const recordResponses = (page: Page) => {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    bodies.push(
      response
        .text()
        .then((text) => ({ url: response.url(), text }))
        .catch(() => ({ url: response.url(), text: '' })),
    );
  });
  return () => Promise.all(bodies);
};

/**
 * No response holds a key: no field named for one, and a correct option's text only where the
 * candidate is shown a question's options (all of them, correct and wrong together) or their own
 * choices. Returns how many responses showed questions, so the check cannot pass vacuously.
 */
const expectNoAnswerKey = (responses: { url: string; text: string }[]): number => {
  const correct = new Set(questions.flatMap((question) => question.correct));
  const byId = new Map(questions.map((question) => [question.id, question]));
  let showed = 0;
  for (const { url, text } of responses) {
    expect(text, url).not.toMatch(/correctOptions|wrongOptions/);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (scripts, styles, HTML): a correct option's text must not appear at all.
      for (const option of correct) expect(text.includes(option), `${url} contains '${option}'`).toBe(false);
      continue;
    }
    for (const { path, value } of walk(json)) {
      if (typeof value === 'object' && value !== null && 'statement' in value && 'options' in value) {
        const shown = value as unknown as { id: string; options: string[] };
        const seeded = byId.get(shown.id)!;
        expect([...shown.options].sort(), `${url} ${path}`).toEqual(
          [...seeded.correct, ...seeded.wrong].sort(),
        );
        showed += 1;
      }
      if (typeof value === 'string' && correct.has(value))
        expect(path, `${url}: '${value}' at ${path}`).toMatch(
          /(^|\.)questions\[\d+\]\.options\[\d+\]$|(^|\.)answers(\.[\w-]+)?\[\d+\]$|^result\.options\[\d+\]$|(^|\.)data\.options\[\d+\]$/,
        );
    }
  }
  return showed;
};

const checkA11yAtBothSizes = async (page: Page, name: string) => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    expect(await seriousA11yViolations(page), `${name} at ${size}`).toEqual([]);
    await saveScreenshot(page, `${name}-${String(viewport.width)}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

describe('taking a test', () => {
  const session = useBrowser();
  let first: { uid: string; email: string };
  let second: { uid: string; email: string };

  beforeAll(async () => {
    const { projectId, urls } = stackInfo();
    process.env.FIRESTORE_EMULATOR_HOST = new URL(urls.firestore).host;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(urls.auth).host;
    app =
      getApps().find((candidate) => candidate.name === 'test-taking') ??
      initializeApp({ projectId }, 'test-taking');
    db = getFirestore(app);
    await seedTestAndJob();
    first = await seedCandidate('Zainab');
    second = await seedCandidate('Omar');
    await inviteAsAdmin([first.uid, second.uid]);
  });

  it('starts from the instructions, saves each answer, resumes after a reload and finishes, leaking no key', async () => {
    const page = session.page();
    const responses = recordResponses(page);
    await signIn(page, first.email);

    // The header's Test Invite (the invitation's link plus /instructions) leads to the instructions.
    await page.goto(ROUTES.myApplications.getHref());
    await page.getByRole('banner').getByRole('link', { name: 'Test Invite' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.userTests.instructions.getHref(JOB_ID, TEST_ID));

    const instructions = new TestInstructionsPage(page);
    await page.getByText(`Test for: ${JOB_TITLE} position`).waitFor();
    await page.getByText(`${String(TEST_MINUTES)} minutes`).waitFor();
    await instructions.startButton().waitFor();
    await checkA11yAtBothSizes(page, 'test-instructions');
    await instructions.startButton().click();

    const test = new TakeTestPage(page);
    await page.waitForURL((url) => url.pathname === ROUTES.userTests.take.getHref(JOB_ID, TEST_ID));
    await test.stepHeading(1, 2).waitFor();
    expect(await test.questions().count()).toBe(10);
    await expect(test.timer().textContent()).resolves.toMatch(/Time left: (30|29) minutes/);
    const application = (
      await db.collection(COLLECTIONS.applications).doc(`${JOB_ID}_${first.uid}`).get()
    ).data();
    expect(application?.['test']?.['taken']).toBe(true);

    // Step 1: every question answered, each saved as it is chosen.
    for (let index = 0; index < 10; index += 1) {
      const question = test.questions().nth(index);
      await test.answerFirstOption(question);
      await test.waitSaved(question);
    }
    await checkA11yAtBothSizes(page, 'test-step-1');
    expect((await sessionDoc(first.uid))?.['answers']).toSatisfy(
      (answers: Record<string, string[]>) => Object.keys(answers).length === 10,
    );
    await test.saveButton().click();
    await test.stepHeading(2, 2).waitFor();

    // Step 2: three answers, a focus loss, then a reload: answers and time are kept.
    const chosen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const question = test.questions().nth(index);
      chosen.push(await test.answerFirstOption(question));
      await test.waitSaved(question);
    }
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.getByText(TEST_TAKING_MESSAGES.focusLossRecorded, { exact: false }).waitFor();
    await expect
      .poll(async () => (await sessionDoc(first.uid))?.['focusLosses'], { timeout: 15_000, interval: 250 })
      .toBe(1);
    const minutesShown = async () =>
      Number(/(\d+) minutes?/.exec((await test.timer().textContent()) ?? '')?.[1]);
    const before = await minutesShown();
    expect(before).toBeGreaterThan(0);

    await page.reload();
    await test.stepHeading(2, 2).waitFor();
    // The time left comes from the session's deadline, not from a fresh start.
    const deadline = ((await sessionDoc(first.uid))?.['deadline'] as Timestamp).toMillis();
    const after = await minutesShown();
    expect(after).toBeLessThanOrEqual(before);
    expect(Math.abs(after - Math.ceil((deadline - Date.now()) / 60_000))).toBeLessThanOrEqual(1);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({
      path: new URL('../results/screenshots/test-step-2-390-top.png', import.meta.url).pathname,
    });
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const label of chosen)
      await expect(page.getByLabel(label, { exact: true }).isChecked()).resolves.toBe(true);

    // Saving the last part with questions unanswered asks first, then finishes.
    await test.saveButton().click();
    const dialog = test.confirmDialog();
    await dialog.getByText('7 questions are not answered').waitFor();
    await dialog.getByRole('button', { name: 'Save this Part' }).click();
    await test.finishedHeading().waitFor();
    await page.getByText(TEST_TAKING_MESSAGES.finished).waitFor();
    await page.getByText('you answered 13 of 20 questions', { exact: false }).waitFor();
    await checkA11yAtBothSizes(page, 'test-finished');
    // The test is taken: the header no longer offers it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Test Invite' }).count()).resolves.toBe(
      0,
    );

    const finished = await sessionDoc(first.uid);
    expect(finished?.['completion']).toBe('submitted');
    expect(Object.keys(finished?.['answers'] ?? {})).toHaveLength(13);
    expect(finished?.['focusLosses']).toBe(1);

    // Every response of the run: questions were shown, no key was sent.
    expect(expectNoAnswerKey(await responses())).toBeGreaterThanOrEqual(20);
    expect(session.consoleErrors()).toEqual([]);
  });

  it('finalises a session left open with the answers saved so far once its deadline has passed', async () => {
    const browser = session.browser();
    let context: BrowserContext = await browser.newContext({
      baseURL: session.baseUrl,
      viewport: VIEWPORTS.phone,
    });
    let page = await context.newPage();
    await signIn(page, second.email);
    const instructions = new TestInstructionsPage(page);
    await instructions.open(JOB_ID, TEST_ID);
    await instructions.startButton().click();
    const test = new TakeTestPage(page);
    await test.stepHeading(1, 2).waitFor();
    for (let index = 0; index < 2; index += 1) {
      const question = test.questions().nth(index);
      await test.answerFirstOption(question);
      await test.waitSaved(question);
    }
    // The candidate closes the browser.
    await context.close();

    // The deadline passes (written as the owner: the test cannot wait 30 minutes).
    await db
      .collection(COLLECTIONS.testSessions)
      .doc(`${JOB_ID}_${second.uid}`)
      .update({ deadline: Timestamp.fromMillis(Date.now() - 60_000) });
    expect((await sessionDoc(second.uid))?.['completedAt']).toBeNull();

    // The next read finalises it with what was saved, and the page says the time is over.
    context = await browser.newContext({ baseURL: session.baseUrl, viewport: VIEWPORTS.phone });
    page = await context.newPage();
    await signIn(page, second.email);
    await new TakeTestPage(page).open(JOB_ID, TEST_ID);
    await new TakeTestPage(page).finishedHeading().waitFor();
    await page.getByText(MESSAGES.testTimeOver).waitFor();
    await saveScreenshot(page, 'test-time-over-390');
    const finalised = await sessionDoc(second.uid);
    expect(finalised?.['completion']).toBe('time-over');
    expect(finalised?.['completedAt']).not.toBeNull();
    expect(Object.keys(finalised?.['answers'] ?? {})).toHaveLength(2);
    await context.close();
  });
});
