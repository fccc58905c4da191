import { applicationId } from '@careers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../src/deps.ts';
import { retryDueMail } from '../src/mail/services/retry-mail.ts';
import { readMail } from '../src/mail/repositories/mail-outbox.ts';
import { MAIL_RETRY } from '../src/mail/services/retry-policy.ts';
import { isolatedDb, seedCatalogs, TEST_ADMIN, type SeededCatalogs } from '../src/testing/admin-console.ts';
import { answersFor, APPLY_TIME, postJob, readApplication } from '../src/testing/applications.ts';
import { testClock } from '../src/testing/assessments.ts';
import { createCandidate } from '../src/testing/candidates.ts';
import { applyToJob } from '../src/applications/services/apply.ts';
import { checked } from '../src/testing/checked-input.ts';
import { emulatorDeps } from '../src/testing/deps.ts';
import { uniqueEmail } from '../src/testing/emulators.ts';
import { startFunctionProcess, type FunctionCall } from '../src/testing/function-process.ts';
import { catcherMailer, startMailCatcher, type MailCatcher } from '../src/testing/mail-catcher.ts';

// A function killed between its commit and its mail's delivery (SIGKILL: the instance is gone, no
// clean-up runs). Each service that mails runs in a process of its own against the emulators; the
// process is killed as its delivery starts. The change and its mail were committed together, so the
// mail is in the outbox, held by the dead function's lease; once that lease ends the scheduled
// retry delivers it, exactly once, and a second retry sends nothing more.

const clock = testClock(APPLY_TIME);
const db = isolatedDb('killed-function');
let catcher: MailCatcher;
let deps: Deps;
let catalogs: SeededCatalogs;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  deps = emulatorDeps({
    db,
    mailer: catcherMailer(catcher, db, { retryDelayMs: 10, now: () => clock.now }),
    now: () => clock.now,
  });
  catalogs = await seedCatalogs(db);
});
afterAll(async () => {
  await catcher.close();
});

/** Runs `call` in a function process, kills it as its mail's delivery starts; the mail's id. */
const killAtDelivery = async (call: Omit<FunctionCall, 'mail' | 'database' | 'now'>): Promise<string> => {
  const fn = startFunctionProcess({
    ...call,
    database: db.databaseId,
    mail: 'hang',
    now: clock.now.toISOString(),
  });
  const { detail } = await fn.next('deliver');
  fn.child.kill('SIGKILL');
  expect(await fn.exited).toEqual({ code: null, signal: 'SIGKILL' });
  return (detail as { id: string }).id;
};

/** Copies of the message in the catcher: each carries the outbox id in its Message-ID. */
const copiesOf = (mailId: string) =>
  catcher.messages().filter((message) => message.messageId === `<${mailId}@careers.test>`);

/**
 * The mail the dead function left queued: nobody takes it while its lease runs; then one retry
 * delivers it, and no later one again.
 */
const expectDeliveredOnceByTheRetry = async (mailId: string) => {
  expect(await readMail(db, mailId)).toMatchObject({ status: 'queued', attempts: 0 });
  expect(copiesOf(mailId)).toHaveLength(0);

  clock.set(new Date(APPLY_TIME.getTime() + MAIL_RETRY.leaseMs - 1000));
  expect((await retryDueMail(deps)).examined).toBe(0);

  clock.set(new Date(APPLY_TIME.getTime() + MAIL_RETRY.leaseMs + 1000));
  expect(await retryDueMail(deps)).toEqual({ examined: 1, sent: 1, failed: 0 });
  expect(await retryDueMail(deps)).toEqual({ examined: 0, sent: 0, failed: 0 });
  expect(await readMail(db, mailId)).toMatchObject({ status: 'sent', attempts: 1 });
  expect(copiesOf(mailId)).toHaveLength(1);
  clock.set(APPLY_TIME);
};

describe('a function killed between its commit and its mail', () => {
  it('apply: the application and its CV-submitted mail, delivered by the retry', async () => {
    const jobId = await postJob(deps, catalogs);
    const sana = await createCandidate(deps, { label: 'killed-apply', now: new Date('2026-11-01') });

    const mailId = await killAtDelivery({
      name: 'applyToJob',
      caller: sana.caller,
      input: { jobId, answers: answersFor(catalogs) },
    });

    const application = await readApplication(db, applicationId(jobId, sana.uid));
    expect(application).toMatchObject({ status: 'applied', candidate: { email: sana.email } });
    expect(mailId).toBe(`cv-submitted-${applicationId(jobId, sana.uid)}`);
    await expectDeliveredOnceByTheRetry(mailId);
    expect(copiesOf(mailId)[0]?.to).toEqual([sana.email]);
  });

  it('reject: the status and the rejection mail, delivered by the retry', async () => {
    const jobId = await postJob(deps, catalogs);
    const bilal = await createCandidate(deps, { label: 'killed-reject', now: new Date('2026-11-01') });
    await applyToJob(
      deps,
      bilal.caller,
      await checked('applyToJob', { jobId, answers: answersFor(catalogs) }),
    );
    const id = applicationId(jobId, bilal.uid);

    const mailId = await killAtDelivery({
      name: 'rejectApplicants',
      caller: TEST_ADMIN,
      input: { jobId, applicationIds: [id], body: 'Thank you for applying.' },
    });

    expect((await readApplication(db, id))?.status).toBe('rejected');
    await expectDeliveredOnceByTheRetry(mailId);
    expect(copiesOf(mailId)[0]?.text).toContain('Thank you for applying.');
  });

  it('password reset: the counted request and its mail, delivered by the retry', async () => {
    const ayesha = await createCandidate(deps, { label: 'killed-reset', profile: null });

    const mailId = await killAtDelivery({ name: 'requestPasswordReset', input: { email: ayesha.email } });

    await expectDeliveredOnceByTheRetry(mailId);
    expect(copiesOf(mailId)[0]?.links.some((link) => link.includes('/reset/'))).toBe(true);
  });

  it('registration: the profile and its confirmation mail, delivered by the retry', async () => {
    const email = uniqueEmail('killed-register');

    const mailId = await killAtDelivery({
      name: 'registerAccount',
      input: {
        firstName: 'Hamza',
        middleName: '',
        lastName: 'Iqbal',
        email,
        password: 'weaving42',
        password2: 'weaving42',
        job_id: '',
      },
    });

    const user = await deps.auth.getUserByEmail(email);
    expect((await db.collection('profiles').doc(user.uid).get()).data()).toMatchObject({ email });
    await expectDeliveredOnceByTheRetry(mailId);
    expect(copiesOf(mailId)[0]?.subject).toMatch(/^Confirm your email address/);
    expect(copiesOf(mailId)[0]?.links.some((link) => link.includes('/confirm/'))).toBe(true);
  });
});
