import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ApplicantsFixture } from '@careers/scripts/fixtures/applicants';
import { afterAll, inject } from 'vitest';

import { stackErrorFile, stackFile, type StackInfo } from './stack-files.ts';

/** This worker's stack, once harness/stack-ready.ts has waited for it. */
let ready: StackInfo | undefined;

/** This worker's stack among those global-setup.ts boots (0 …); see waitForStack. */
const stackIndex = (): number => (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % inject('stackCount');

/**
 * Waits until this spec file's stack is up and keeps what it knows (the e2e project's setup file,
 * harness/stack-ready.ts, calls it before the spec file loads). global-setup.ts boots one stack per
 * e2e worker, and vitest numbers the workers running at the same time 1…maxWorkers
 * (VITEST_POOL_ID), so no two files running at once share a stack.
 */
export const waitForStack = async (timeoutMs = 300_000): Promise<StackInfo> => {
  const dir = inject('stacksDir');
  const index = stackIndex();
  const started = Date.now();
  for (;;) {
    const info = await readFile(stackFile(dir, index), 'utf8').catch(() => null);
    if (info) return (ready = JSON.parse(info) as StackInfo);
    const error = await readFile(stackErrorFile(dir, index), 'utf8').catch(() => null);
    if (error) throw new Error(`The e2e stack ${String(index + 1)} did not start:\n${error}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`The e2e stack ${String(index + 1)} was not up within ${String(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The URLs and project id of this spec file's stack (see waitForStack). */
export const stackInfo = (): StackInfo => {
  if (!ready) throw new Error('No e2e stack: run the specs through the e2e project (vitest --project e2e).');
  return ready;
};

/**
 * Where a browser session of `email` signed in on this worker's stack is kept for later spec files
 * on the same stack (harness/sessions.ts); the folder goes when the run ends.
 */
export const stackSessionFile = (email: string): string =>
  join(inject('stacksDir'), `session-${String(stackIndex())}-${email.replace(/[^a-z0-9.@-]/gi, '_')}.json`);

/** The suite's ApplicantsFixture on the running stack, closed (its admin app deleted) after the suite. */
export const useApplicantsFixture = (): ApplicantsFixture => {
  const fixture = new ApplicantsFixture(stackInfo());
  afterAll(() => fixture.close());
  return fixture;
};

export type CaughtMail = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Attachments and calendar parts; a calendar part keeps its METHOD and text (scripts/mail-catcher). */
  attachments: { filename: string | null; contentType: string; method: string | null; text: string | null }[];
};

/** Messages the local mail catcher received for an address (newest last). */
export const mailTo = async (email: string): Promise<CaughtMail[]> => {
  const response = await fetch(
    `${stackInfo().urls.inbox}/api/messages?to=${encodeURIComponent(email.toLowerCase())}`,
  );
  return (await response.json()) as CaughtMail[];
};

/** Waits until a message for the address whose subject matches arrives; returns it. */
export const waitForMail = async (
  email: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CaughtMail> => {
  const started = Date.now();
  for (;;) {
    const found = (await mailTo(email)).filter((message) => subject.test(message.subject)).at(-1);
    if (found) return found;
    if (Date.now() - started > timeoutMs)
      throw new Error(`No mail to ${email} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
