import { ApplicantsFixture } from '@careers/scripts/fixtures/applicants';
import { afterAll, inject } from 'vitest';

/**
 * The URLs and project id of this spec file's stack: global-setup.ts starts one per e2e worker, and
 * vitest numbers the workers running at the same time 1…maxWorkers (VITEST_POOL_ID), so no two
 * files running at once share a stack.
 */
export const stackInfo = () => {
  const stacks = inject('stacks');
  const stack = stacks[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % stacks.length];
  if (!stack) throw new Error('No e2e stack: run the specs through the e2e project (vitest --project e2e).');
  return stack;
};

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
