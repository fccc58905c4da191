import { applicationId, COLLECTIONS, MESSAGES, type Mail, type WithId } from '@careers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestPasswordReset } from '../src/accounts/services/request-password-reset.ts';
import { sendVerificationEmail } from '../src/accounts/services/send-verification-email.ts';
import { rejectApplicants } from '../src/applicants/services/applicant-actions.ts';
import { applyToJob } from '../src/applications/services/apply.ts';
import type { Deps } from '../src/deps.ts';
import { adminConverter } from '../src/lib/converter.ts';
import { retryDueMail } from '../src/mail/services/retry-mail.ts';
import { isolatedDb, seedCatalogs, TEST_ADMIN } from '../src/testing/admin-console.ts';
import { answersFor, APPLY_TIME, postJob } from '../src/testing/applications.ts';
import { testClock } from '../src/testing/assessments.ts';
import { createCandidate } from '../src/testing/candidates.ts';
import { checked } from '../src/testing/checked-input.ts';
import { emulatorDeps } from '../src/testing/deps.ts';
import { catcherMailer, startMailCatcher, type MailCatcher } from '../src/testing/mail-catcher.ts';

// The mail server down for a while, then back. Everything that mails goes on working meanwhile:
// the changes are saved and their mails wait in the outbox, failed with a retry planned (the
// delivery after each commit tries three times, then the scheduled retry once per run, the wait
// doubling). Once the server answers again, the next scheduled run delivers every one of them,
// exactly once, and later runs nothing more.

const minutes = (n: number) => new Date(APPLY_TIME.getTime() + n * 60_000);

const clock = testClock(APPLY_TIME);
const db = isolatedDb('smtp-outage');
let catcher: MailCatcher;
let smtpPort: number;
let deps: Deps;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  smtpPort = catcher.smtpPort;
  deps = emulatorDeps({
    db,
    mailer: catcherMailer(catcher, db, { retryDelayMs: 10, now: () => clock.now }),
    now: () => clock.now,
  });
});
afterAll(async () => {
  await catcher.close();
});

const outbox = async (): Promise<WithId<Mail>[]> =>
  (await db.collection(COLLECTIONS.mail).withConverter(adminConverter<WithId<Mail>>()).get()).docs.map(
    (doc) => doc.data(),
  );

describe('the mail server down for a while, then back', () => {
  it('keeps every change, and delivers every mail once when the server is back', async () => {
    const catalogs = await seedCatalogs(db);
    const jobId = await postJob(deps, catalogs);
    const candidates = await Promise.all(
      ['sana', 'bilal', 'ayesha'].map((label) =>
        createCandidate(deps, { label: `outage-${label}`, now: new Date('2026-11-01') }),
      ),
    );
    const unconfirmed = await createCandidate(deps, { label: 'outage-hamza', emailVerified: false });

    // The server goes down.
    await catcher.close();

    for (const candidate of candidates) {
      const result = await applyToJob(
        deps,
        candidate.caller,
        await checked('applyToJob', { jobId, answers: answersFor(catalogs) }),
      );
      expect(result).toMatchObject({ message: MESSAGES.appliedForJob, confirmationMail: 'failed' });
    }
    const rejected = candidates.slice(0, 2).map((candidate) => applicationId(jobId, candidate.uid));
    const rejection = await rejectApplicants(
      deps,
      TEST_ADMIN,
      await checked('rejectApplicants', { jobId, applicationIds: rejected, body: 'Thank you.' }),
    );
    expect(rejection.updated).toEqual(rejected);
    expect(rejection.message).not.toBe(MESSAGES.mailSent);
    expect(
      await requestPasswordReset(
        deps,
        await checked('sendPasswordResetEmail', { email: candidates[2]!.email }),
      ),
    ).toEqual({ message: MESSAGES.passwordInstructionsSent });
    await expect(sendVerificationEmail(deps, { uid: unconfirmed.uid })).rejects.toMatchObject({
      reason: 'mail-not-sent',
    });

    // 3 CV-submitted, 2 rejections, a reset and a confirmation: all kept, none sent, each with its
    // retry planned after the three attempts its delivery made at once.
    const mails = await outbox();
    expect(mails).toHaveLength(7);
    for (const mail of mails) {
      expect(mail).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, nextAttemptAt: minutes(4) });
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
    }

    // Still down at the first scheduled run: one more attempt each, the next wait doubles.
    clock.set(minutes(5));
    expect(await retryDueMail(deps)).toEqual({ examined: 7, sent: 0, failed: 7 });
    for (const mail of await outbox()) {
      expect(mail).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: minutes(13) });
    }
    clock.set(minutes(10));
    expect((await retryDueMail(deps)).examined).toBe(0);

    // Back, on the same address.
    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    clock.set(minutes(13));
    expect(await retryDueMail(deps)).toEqual({ examined: 7, sent: 7, failed: 0 });
    clock.set(minutes(600));
    expect(await retryDueMail(deps)).toEqual({ examined: 0, sent: 0, failed: 0 });

    const delivered = catcher.messages();
    expect(delivered).toHaveLength(7);
    for (const mail of await outbox()) {
      expect(mail).toMatchObject({ status: 'sent', attempts: 5, sentAt: minutes(13) });
      expect(delivered.filter((message) => message.messageId === `<${mail.id}@careers.test>`)).toHaveLength(
        1,
      );
    }
    expect(delivered.map((message) => message.to[0]).sort()).toEqual(
      [
        ...candidates.map((candidate) => candidate.email),
        candidates[0]!.email,
        candidates[1]!.email,
        candidates[2]!.email,
        unconfirmed.email,
      ].sort(),
    );
  });
});
