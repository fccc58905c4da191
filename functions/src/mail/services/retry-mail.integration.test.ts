import { MESSAGES } from '@careers/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';

import { isolatedDb } from '../../testing/admin-console.ts';
import { callableAuth, testClock } from '../../testing/assessments.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { retryMail as retryMailCallable } from '../callables/mail-callables.ts';
import { readMail } from '../repositories/mail-outbox.ts';
import type { MailTransport } from '../transport.ts';
import { retryDueMail, retryMail } from './retry-mail.ts';
import { MAIL_RETRY } from './retry-policy.ts';
import { createMailer, queueMail, type SendMailInput } from './send-mail.ts';

// The outbox's retries against the Firestore emulator, with a transport the test switches between
// delivering and failing: backoff after a failure, the scheduled run taking due and abandoned
// messages, the admin's Retry, and no message sent twice.

const START = new Date('2026-11-25T09:00:00Z');
const minutes = (n: number) => n * 60_000;

type Switchable = MailTransport & {
  calls: number;
  fail: (Error & { code?: string; responseCode?: number }) | null;
};

const switchableTransport = (): Switchable => {
  const transport = {
    calls: 0,
    fail: null as Switchable['fail'],
    sendMail: async () => {
      transport.calls += 1;
      // Like a real delivery, it takes a moment: a second deliverer would overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (transport.fail) throw transport.fail;
      return { messageId: `m${String(transport.calls)}` };
    },
  };
  return transport as unknown as Switchable;
};

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

const setup = () => {
  const db = isolatedDb('mail-retry');
  const clock = testClock(START);
  const transport = switchableTransport();
  const mailer = createMailer({
    db,
    transport,
    from: 'careers@careers.test',
    retryDelayMs: 1,
    now: () => clock.now,
  });
  return { db, clock, transport, mailer, deps: { db, mailer, now: () => clock.now } };
};

const message = (to = 'sana@careers.test'): SendMailInput => ({
  kind: 'rejection',
  to,
  subject: 'Your application',
  text: 'Thank you.',
  html: '<p>Thank you.</p>',
  createdBy: 'admin-uid',
  jobId: 'job-1',
  applicantIds: ['sana'],
});

describe('queueMail + deliver', () => {
  it('queues in the transaction, delivers once held, and never sends a sent message again', async () => {
    const { db, clock, transport, mailer } = setup();
    const id = await db.runTransaction(async (transaction) =>
      queueMail(transaction, db, message(), clock.now),
    );
    expect(await readMail(db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(START.getTime() + MAIL_RETRY.leaseMs),
    });

    expect(await mailer.deliver(id, 'held')).toEqual({
      id,
      status: 'sent',
      attempts: 1,
      error: null,
      tried: true,
    });
    expect(await mailer.deliver(id, 'held')).toMatchObject({ status: 'sent', tried: false });
    expect(await mailer.deliver(id, 'admin')).toMatchObject({ status: 'sent', tried: false });
    expect(transport.calls).toBe(1);
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', nextAttemptAt: null, sentAt: START });
  });

  it('refuses an invalid address before writing anything', async () => {
    const { db, clock } = setup();
    await expect(
      db.runTransaction(async (transaction) => queueMail(transaction, db, message('nobody'), clock.now)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { to: "'nobody' is not a valid email address." },
    });
    expect((await db.collection('mail').get()).size).toBe(0);
  });
});

describe('retryDueMail (the scheduled run)', () => {
  it('retries a failed message once due, with a doubling wait, until it is sent', async () => {
    const { db, clock, transport, mailer, deps } = setup();
    transport.fail = refused();
    const first = await mailer.sendMail(message());
    expect(first).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await readMail(db, first.id))?.nextAttemptAt).toEqual(new Date(START.getTime() + minutes(4)));

    // Not due yet: nothing is tried.
    clock.set(new Date(START.getTime() + minutes(3)));
    expect(await retryDueMail(deps)).toEqual({ examined: 0, sent: 0, failed: 0 });
    expect(transport.calls).toBe(3);

    // Due, still failing: one attempt, the next wait doubles (8 minutes).
    clock.set(new Date(START.getTime() + minutes(5)));
    expect(await retryDueMail(deps)).toEqual({ examined: 1, sent: 0, failed: 1 });
    expect(transport.calls).toBe(4);
    expect(await readMail(db, first.id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'connect ECONNREFUSED',
      lastAttemptAt: clock.now,
      nextAttemptAt: new Date(clock.now.getTime() + minutes(8)),
    });

    // The server is back: the next due run sends it.
    transport.fail = null;
    clock.set(new Date(START.getTime() + minutes(14)));
    expect(await retryDueMail(deps)).toEqual({ examined: 1, sent: 1, failed: 0 });
    expect(await readMail(db, first.id)).toMatchObject({
      status: 'sent',
      attempts: 5,
      lastError: null,
      nextAttemptAt: null,
      sentAt: clock.now,
    });
    clock.set(new Date(START.getTime() + minutes(600)));
    expect(await retryDueMail(deps)).toEqual({ examined: 0, sent: 0, failed: 0 });
  });

  it('stops retrying after the last automatic attempt and after a permanent refusal', async () => {
    const { db, clock, transport, mailer, deps } = setup();
    transport.fail = refused();
    const { id } = await mailer.sendMail(message());
    for (let attempts = 4; attempts <= MAIL_RETRY.maxAttempts; attempts += 1) {
      clock.set(new Date(clock.now.getTime() + MAIL_RETRY.maxDelayMs));
      await retryDueMail(deps);
    }
    expect(await readMail(db, id)).toMatchObject({ attempts: MAIL_RETRY.maxAttempts, nextAttemptAt: null });
    clock.set(new Date(clock.now.getTime() + MAIL_RETRY.maxDelayMs));
    expect((await retryDueMail(deps)).examined).toBe(0);

    transport.fail = Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 });
    const permanent = await mailer.sendMail(message('gone@careers.test'));
    expect(permanent.attempts).toBe(1);
    expect(await readMail(db, permanent.id)).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('takes over a queued message whose sender died, but not one whose lease is running', async () => {
    const { db, clock, transport, deps } = setup();
    const id = await db.runTransaction(async (transaction) =>
      queueMail(transaction, db, message(), clock.now),
    );

    expect((await retryDueMail(deps)).examined).toBe(0);
    // The admin's Retry does not double a delivery in progress either.
    expect(await retryMail(deps, { mailId: id })).toEqual({ id, status: 'queued' });
    expect(transport.calls).toBe(0);

    clock.set(new Date(START.getTime() + MAIL_RETRY.leaseMs + 1));
    expect(await retryDueMail(deps)).toEqual({ examined: 1, sent: 1, failed: 0 });
    expect(transport.calls).toBe(1);
  });

  it('delivers a message once when two deliverers claim it at the same time', async () => {
    const { db, clock, transport, mailer } = setup();
    transport.fail = refused();
    const { id } = await mailer.sendMail(message());
    transport.fail = null;
    transport.calls = 0;
    clock.set(new Date(START.getTime() + minutes(10)));
    const results = await Promise.all([mailer.deliver(id, 'due'), mailer.deliver(id, 'admin')]);
    expect(results.filter((result) => result.tried)).toHaveLength(1);
    expect(transport.calls).toBe(1);
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', attempts: 4 });
  });
});

describe('retryMail (the mail log’s Retry)', () => {
  it('sends a failed message now, whatever its backoff says', async () => {
    const { db, transport, mailer, deps } = setup();
    transport.fail = Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 });
    const { id } = await mailer.sendMail(message());
    transport.fail = null;
    expect(await retryMail(deps, { mailId: id })).toEqual({ id, status: 'sent' });
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('answers not-found and per-field errors; the callable is for admins only', async () => {
    const { mailer, deps } = setup();
    await expect(retryMail(deps, { mailId: 'no-such-mail' })).rejects.toMatchObject({
      code: 'not-found',
      message: MESSAGES.mailNotFound,
    });

    const signedOut = await retryMailCallable
      .handle({ auth: undefined, data: { mailId: 'x' } }, () => emulatorDeps({ mailer }))
      .catch((error: unknown) => error);
    expect(signedOut).toBeInstanceOf(HttpsError);
    expect(signedOut).toMatchObject({ code: 'unauthenticated' });
    await expect(
      retryMailCallable.handle({ auth: callableAuth('candidate-uid'), data: { mailId: 'x' } }, () =>
        emulatorDeps({ mailer }),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      retryMailCallable.handle({ auth: callableAuth('admin-uid', true), data: { mailId: 'x' } }, () =>
        emulatorDeps({ mailer }),
      ),
    ).rejects.toMatchObject({ code: 'not-found', message: MESSAGES.mailNotFound });
    await expect(
      retryMailCallable.handle({ auth: callableAuth('admin-uid', true), data: {} }, () =>
        emulatorDeps({ mailer }),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'invalid-input', fields: { mailId: 'Message is required.' } },
    });
  });
});
