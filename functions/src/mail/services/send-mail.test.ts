import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../../lib/admin.ts';
import { isolatedDb } from '../../testing/admin-console.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { uniqueEmail } from '../../testing/emulators.ts';
import { queueAndDeliver, startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';
import { readMail } from '../repositories/mail-outbox.ts';
import { verificationEmail } from '../templates/account-emails.ts';
import { createSmtpTransport } from '../transport.ts';
import { createMailer } from './send-mail.ts';

const FROM = 'Textile Group Careers <careers@careers.test>';

const smtpTo = (port: number) =>
  createSmtpTransport({ host: '127.0.0.1', port, secure: false, auth: null, from: FROM });

/** A port nobody listens on: connections are refused. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe("queueMail, then deliver (the committer's delivery)", () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher.close();
  });

  it('records the message as queued, delivers it over SMTP and marks it sent', async () => {
    const db = adminDb();
    const mailer = createMailer({ db, transport: smtpTo(catcher.smtpPort), from: FROM });
    const to = uniqueEmail('Sana');
    const message = verificationEmail({ firstName: 'Sana', link: 'http://careers.test/confirm/code-1' });

    const result = await queueAndDeliver(mailer, db, {
      kind: 'email-verification',
      to: ` ${to.toUpperCase()} `,
      ...message,
      createdBy: 'uid-1',
    });

    expect(result).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const stored = await readMail(db, result.id);
    expect(stored).toMatchObject({
      kind: 'email-verification',
      to: [to.toLowerCase()],
      subject: message.subject,
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      createdBy: 'uid-1',
      jobId: null,
      applicantIds: [],
      replyTo: null,
    });
    expect(stored?.lastAttemptAt).toEqual(stored?.sentAt);
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const [caught] = catcher.messages().filter((m) => m.to.includes(to.toLowerCase()));
    expect(caught?.subject).toBe(message.subject);
    expect(caught?.from).toBe('careers@careers.test');
    expect(caught?.links).toContain('http://careers.test/confirm/code-1');
    expect(caught?.text).toContain('Confirm email address:\nhttp://careers.test/confirm/code-1');
    expect(caught?.html).toContain('<html lang="en"');
    // Every copy of a message (a retry's too) carries the same Message-ID, made of its outbox id.
    expect(caught?.messageId).toBe(`<${result.id}@careers.test>`);
  });

  it('retries a refused connection, then records the failure with its attempts and error', async () => {
    const db = adminDb();
    const mailer = createMailer({
      db,
      transport: smtpTo(await closedPort()),
      from: FROM,
      maxAttempts: 2,
      retryDelayMs: 10,
    });

    const result = await queueAndDeliver(mailer, db, {
      kind: 'custom',
      to: uniqueEmail('nobody'),
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      createdBy: 'system',
    });

    expect(result.status).toBe('failed');
    expect(result.attempts).toBe(2);
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
    const stored = await readMail(db, result.id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 2, lastError: result.error, sentAt: null });
    // A refused connection is temporary: the scheduled retry tries again, here in 2 minutes.
    expect(stored?.nextAttemptAt?.getTime()).toBe((stored?.lastAttemptAt?.getTime() ?? 0) + 2 * 60_000);
  });

  it('does not retry a permanent refusal (SMTP 5xx)', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    try {
      const port = (refusing.server.address() as AddressInfo).port;
      const db = adminDb();
      const mailer = createMailer({
        db,
        transport: smtpTo(port),
        from: FROM,
        maxAttempts: 3,
        retryDelayMs: 10,
      });
      const result = await queueAndDeliver(mailer, db, {
        kind: 'custom',
        to: uniqueEmail('gone'),
        subject: 'Hello',
        text: 'Hi',
        html: '<p>Hi</p>',
        createdBy: 'system',
      });
      expect(result).toMatchObject({ status: 'failed', attempts: 1 });
      expect(result.error).toMatch(/550|Mailbox unavailable/);
      // Final: no automatic retry is planned (an admin may still press Retry).
      expect(await readMail(db, result.id)).toMatchObject({ status: 'failed', nextAttemptAt: null });
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('sends a calendar invitation as a named invitation.ics: inline for calendar apps, and attached', async () => {
    const db = adminDb();
    const mailer = createMailer({ db, transport: smtpTo(catcher.smtpPort), from: FROM });
    const to = uniqueEmail('Bilal');
    const content =
      'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:i-1@careers.test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

    const result = await queueAndDeliver(mailer, db, {
      kind: 'interview-invitation',
      to,
      subject: 'Interview',
      text: 'See you.',
      html: '<p>See you.</p>',
      createdBy: 'uid-1',
      calendar: { method: 'REQUEST', content },
    });

    expect(result.status).toBe('sent');
    const message = catcher.messages().find((caught) => caught.to.includes(to.toLowerCase()));
    const parts = (message?.attachments ?? []).map(({ filename, disposition, contentType, method }) => ({
      filename,
      disposition,
      contentType,
      method,
    }));
    // Without a name, some clients list the calendar part as 'noname'.
    expect(parts).toEqual([
      { filename: 'invitation.ics', disposition: 'inline', contentType: 'text/calendar', method: 'REQUEST' },
      { filename: 'invitation.ics', disposition: 'attachment', contentType: 'application/ics', method: null },
    ]);
  });

  it('rejects invalid recipients and an empty subject before recording anything', async () => {
    const db = isolatedDb('mail-invalid');
    const mailer = createMailer({ db, transport: smtpTo(catcher.smtpPort), from: FROM });
    const base = {
      kind: 'custom' as const,
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      createdBy: 'system',
    };

    await expect(queueAndDeliver(mailer, db, { ...base, to: [] })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { to: 'A message needs at least one recipient.' },
    });
    await expect(
      queueAndDeliver(mailer, db, { ...base, to: ['ok@careers.test', 'not-an-address'] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { to: "'not-an-address' is not a valid email address." },
    });
    const error = await queueAndDeliver(mailer, db, { ...base, to: 'ok@careers.test', subject: '  ' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      fields: { subject: 'A message needs a subject.' },
    });
    expect((await db.collection('mail').get()).size).toBe(0);
  });
});
