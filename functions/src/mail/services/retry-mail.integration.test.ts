import { MESSAGES } from '@careers/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { isolatedDb } from '../../testing/admin-console.ts';
import { callableAuth, testClock } from '../../testing/assessments.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { putOnRoster } from '../../testing/emulators.ts';
import { queueAndDeliver } from '../../testing/mail-catcher.ts';
import { retryMail as retryMailCallable } from '../callables/mail-callables.ts';
import { readMail } from '../repositories/mail-outbox.ts';
import type { MailTransport } from '../transport.ts';
import { retryDueMail, retryMail } from './retry-mail.ts';
import { MAIL_RETRY } from './retry-policy.ts';
import { createMailer, deliverQueued, queueMail, type SendMailInput } from './send-mail.ts';

// The outbox's retries against the Firestore emulator, with a transport the test switches between
// delivering and failing: backoff after a failure, the scheduled run taking due and abandoned
// messages, the admin's Retry, and no message sent twice.

const START = new Date('2026-11-25T09:00:00Z');

// The callable's admin ('admin-uid') is on the team's roster of the shared database.
beforeAll(() => putOnRoster(emulatorDeps().db, 'admin-uid'));
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
    const first = await queueAndDeliver(mailer, db, message(), clock.now);
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
    const { id } = await queueAndDeliver(mailer, db, message(), clock.now);
    for (let attempts = 4; attempts <= MAIL_RETRY.maxAttempts; attempts += 1) {
      clock.set(new Date(clock.now.getTime() + MAIL_RETRY.maxDelayMs));
      await retryDueMail(deps);
    }
    expect(await readMail(db, id)).toMatchObject({ attempts: MAIL_RETRY.maxAttempts, nextAttemptAt: null });
    clock.set(new Date(clock.now.getTime() + MAIL_RETRY.maxDelayMs));
    expect((await retryDueMail(deps)).examined).toBe(0);

    transport.fail = Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 });
    const permanent = await queueAndDeliver(mailer, db, message('gone@careers.test'), clock.now);
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
    const { id } = await queueAndDeliver(mailer, db, message(), clock.now);
    transport.fail = null;
    transport.calls = 0;
    clock.set(new Date(START.getTime() + minutes(10)));
    const results = await Promise.all([mailer.deliver(id, 'due'), mailer.deliver(id, 'admin')]);
    expect(results.filter((result) => result.tried)).toHaveLength(1);
    expect(transport.calls).toBe(1);
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', attempts: 4 });
  });
});

describe('exactly once per message id (claims with leases)', () => {
  /**
   * Deliveries that wait at the SMTP step until released: a deliverer that wrongly claimed a message
   * another one is sending would reach this step too, however the emulator orders the claims.
   */
  const gatedSetup = () => {
    const db = isolatedDb('mail-race');
    const clock = testClock(START);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const transport = {
      calls: 0,
      sendMail: async () => {
        transport.calls += 1;
        await gate;
        return { messageId: `m${String(transport.calls)}` };
      },
    };
    const mailer = createMailer({
      db,
      transport: transport as unknown as MailTransport,
      from: 'careers@careers.test',
      now: () => clock.now,
    });
    const queued = () =>
      db.runTransaction(async (transaction) => queueMail(transaction, db, message(), clock.now));
    return { db, clock, transport, mailer, deps: { db, mailer, now: () => clock.now }, open, queued };
  };

  /** Settles as each promise does, counting them. */
  const counted = <T>(promises: Promise<T>[]) => {
    const state = { settled: 0 };
    const all = Promise.all(promises.map((promise) => promise.finally(() => (state.settled += 1))));
    return { state, all };
  };

  it('sends once when its committer delivers it three times at the same time', async () => {
    const { db, transport, mailer, open, queued } = gatedSetup();
    const id = await queued();
    const { state, all } = counted([
      mailer.deliver(id, 'held'),
      mailer.deliver(id, 'held'),
      deliverQueued(mailer, [id]).then(([result]) => result!),
    ]);
    // One delivery is at the SMTP step; the two others must give up without reaching it.
    await vi.waitFor(() => expect(state.settled >= 2 || transport.calls >= 2).toBe(true), {
      timeout: 15_000,
    });
    open();
    const results = await all;
    expect(results.filter((result) => result.tried)).toHaveLength(1);
    expect(transport.calls).toBe(1);
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', attempts: 1, lease: null });
  });

  it('sends once when scheduled runs overlap, and the committer comes too late', async () => {
    const { db, clock, transport, mailer, deps, open, queued } = gatedSetup();
    const ids = [await queued(), await queued()];
    // The committer died before delivering; its lease ends.
    clock.set(new Date(START.getTime() + MAIL_RETRY.leaseMs + 1));
    // A run delivers its due messages one after the other, so each waits at the SMTP step with the
    // first message it claimed: two messages, so at least one of three runs claims none and ends.
    const { state, all } = counted([retryDueMail(deps), retryDueMail(deps), retryDueMail(deps)]);
    await vi.waitFor(() => expect(state.settled >= 1 || transport.calls >= 3).toBe(true), {
      timeout: 15_000,
    });
    // The committer, back after its lease: it may no longer deliver.
    expect(await mailer.deliver(ids[0]!, 'held')).toMatchObject({ status: 'queued', tried: false });
    open();
    await all;
    await retryDueMail(deps);
    expect(transport.calls).toBe(2);
    for (const id of ids) expect(await readMail(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lets a delivery that outlived its lease not overwrite the outcome of the one that took over', async () => {
    const db = isolatedDb('mail-lease');
    const clock = testClock(START);
    let releaseFirst: () => void = () => {};
    let calls = 0;
    const transport = {
      sendMail: async () => {
        calls += 1;
        if (calls === 1) {
          // The first delivery hangs past its lease, then fails.
          await new Promise<void>((resolve) => (releaseFirst = resolve));
          throw refused();
        }
        return { messageId: 'm2' };
      },
    } as unknown as MailTransport;
    const mailer = createMailer({
      db,
      transport,
      from: 'careers@careers.test',
      maxAttempts: 1,
      now: () => clock.now,
    });
    const id = await db.runTransaction(async (transaction) =>
      queueMail(transaction, db, message(), clock.now),
    );

    const first = mailer.deliver(id, 'held');
    await vi.waitFor(() => expect(calls).toBe(1));
    clock.set(new Date(START.getTime() + MAIL_RETRY.leaseMs + 1));
    expect(await mailer.deliver(id, 'due')).toMatchObject({ status: 'sent', tried: true });
    releaseFirst();
    // Its failure is not recorded: the message stays sent, and no retry is planned.
    expect(await first).toMatchObject({ status: 'queued', tried: true });
    expect(await readMail(db, id)).toMatchObject({ status: 'sent', nextAttemptAt: null, lastError: null });
  });
});

describe('retryMail (the mail log’s Retry)', () => {
  it('sends a failed message now, whatever its backoff says', async () => {
    const { db, clock, transport, mailer, deps } = setup();
    transport.fail = Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 });
    const { id } = await queueAndDeliver(mailer, db, message(), clock.now);
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
