import {
  emailField,
  MESSAGES,
  type Mail,
  type MailCalendar,
  type MailKind,
  type MailStatus,
  type WithId,
} from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { refuse } from '../../lib/service-error.ts';
import {
  claimMail,
  queueMailInTransaction,
  recordMailFailed,
  recordMailSent,
  type QueuedMail,
} from '../repositories/mail-outbox.ts';
import type { MailTransport } from '../transport.ts';
import { MAIL_RETRY, nextAttemptAt } from './retry-policy.ts';

export type SendMailInput = {
  kind: MailKind;
  to: string | readonly string[];
  subject: string;
  text: string;
  html: string;
  /** Who caused the message: a uid, or 'system' for unauthenticated requests. */
  createdBy: string;
  jobId?: string | null;
  applicantIds?: readonly string[];
  replyTo?: string;
  /** A calendar invitation (an interview's .ics), sent as the message's text/calendar part. */
  calendar?: MailCalendar;
};

/** The file name of an interview mail's calendar parts. */
const CALENDAR_FILE_NAME = 'invitation.ics';

/**
 * A calendar invitation's two parts, both named invitation.ics (without a name some clients list
 * it as 'noname'): a text/calendar alternative with its METHOD, inline, which calendar apps act on,
 * and an application/ics attachment for the clients that show only attachments. nodemailer's own
 * `icalEvent` names only the attachment.
 */
const calendarParts = (calendar: MailCalendar) => ({
  alternatives: [
    {
      contentType: `text/calendar; charset=utf-8; method=${calendar.method}; name="${CALENDAR_FILE_NAME}"`,
      headers: { 'Content-Disposition': `inline; filename="${CALENDAR_FILE_NAME}"` },
      content: calendar.content,
    },
  ],
  attachments: [
    {
      filename: CALENDAR_FILE_NAME,
      contentType: 'application/ics',
      contentDisposition: 'attachment' as const,
      content: calendar.content,
    },
  ],
});

/**
 * Who may deliver a message in the outbox (each delivery claims it first, mail-outbox.ts):
 * - 'held': the committer of the change it reports, right after the commit (queueMail), while
 *   nobody has claimed it (nobody else may before its first lease ends);
 * - 'due': the scheduled retry, for a message whose `nextAttemptAt` has passed (a failure's backoff,
 *   or the lease of a holder that died);
 * - 'admin': the mail log's Retry, for a failed message (or a queued one whose lease ran out).
 */
export type DeliveryClaim = 'held' | 'due' | 'admin';

export type DeliveryResult = {
  id: string;
  /** 'queued' when another delivery holds the message (this call did not send it). */
  status: MailStatus;
  attempts: number;
  error: string | null;
  /** Whether this call tried to deliver it. */
  tried: boolean;
};

/** Delivers messages of the outbox; messages are queued with queueMail, in a transaction. */
export type OutboxMailer = {
  /** Delivers `mail/{id}` if `claim` allows (see DeliveryClaim); 'not-found' when there is none. */
  deliver(id: string, claim: DeliveryClaim): Promise<DeliveryResult>;
};

export type MailerOptions = {
  db: Firestore;
  transport: MailTransport;
  /** The From header, e.g. 'Textile Group Careers <careers@example.com>'. */
  from: string;
  /** Deliveries tried at once for a temporary failure (network, SMTP 4xx); default 3. */
  maxAttempts?: number;
  /** Wait before the second of those attempts; doubles each time. Default 500 ms. */
  retryDelayMs?: number;
  now?: () => Date;
};

const MAX_RECIPIENTS = 50;

const invalid = (field: string, message: string) =>
  refuse('invalid-input', message, { fields: { [field]: message } });

/** Trimmed, lowercased, valid and distinct addresses, or 'invalid-argument' on `to`. */
const normalizeRecipients = (to: string | readonly string[]): string[] => {
  const list = typeof to === 'string' ? [to] : to;
  if (list.length === 0) throw invalid('to', 'A message needs at least one recipient.');
  if (list.length > MAX_RECIPIENTS) {
    throw invalid('to', `A message can have at most ${String(MAX_RECIPIENTS)} recipients.`);
  }
  const email = emailField();
  const addresses = list.map((address) => {
    try {
      return email.validateSync(address);
    } catch {
      throw invalid('to', `'${address}' is not a valid email address.`);
    }
  });
  return [...new Set(addresses)];
};

/**
 * The outbox record of a message, checked: 'invalid-argument' (on `to`, `subject` or `text`) before
 * anything is written.
 */
export const prepareMail = (input: SendMailInput, now: Date): QueuedMail => {
  const to = normalizeRecipients(input.to);
  if (!input.subject.trim()) throw invalid('subject', 'A message needs a subject.');
  if (!input.text.trim()) throw invalid('text', 'A message needs a plain-text body.');
  return {
    kind: input.kind,
    to,
    subject: input.subject,
    text: input.text,
    html: input.html,
    jobId: input.jobId ?? null,
    applicantIds: [...(input.applicantIds ?? [])],
    createdAt: now,
    createdBy: input.createdBy,
    replyTo: input.replyTo ?? null,
    calendar: input.calendar ?? null,
  };
};

/**
 * The one way to send email: queues a message in the caller's transaction, so it is committed with
 * the change it tells about (or not at all); after the commit, deliver it with
 * `mailer.deliver(id, 'held')` (or `deliverQueued`). Should the function die before that, the
 * scheduled retry sends it once the lease has run out. `options.id` names the message (one per
 * application, for instance), so a caller whose commit answer was lost can deliver it still.
 */
export const queueMail = (
  transaction: Transaction,
  db: Firestore,
  input: SendMailInput,
  now: Date,
  options: { id?: string } = {},
): string => queueMailInTransaction(transaction, db, prepareMail(input, now), leaseEnd(now), options.id);

const leaseEnd = (now: Date) => new Date(now.getTime() + MAIL_RETRY.leaseMs);

/** Network failures and SMTP 4xx replies are worth another try; 5xx replies are final. */
const isTemporary = (error: unknown): boolean => {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET'].includes(code ?? '');
};

const describe = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isLeaseRunning = (mail: Mail, now: Date) =>
  mail.nextAttemptAt !== null && mail.nextAttemptAt.getTime() > now.getTime();

const mayClaim: Record<DeliveryClaim, (mail: Mail, now: Date) => boolean> = {
  // Unclaimed since its commit. Nobody else claims it before its first lease ends; after that the
  // first claim wins, and a late committer finds it claimed (or sent, or failed) and leaves it.
  held: (mail) => mail.status === 'queued' && (mail.lease ?? null) === null,
  // Neither a sent message nor a cancelled one (both have no `nextAttemptAt` either).
  due: (mail, now) =>
    (mail.status === 'queued' || mail.status === 'failed') &&
    mail.nextAttemptAt !== null &&
    !isLeaseRunning(mail, now),
  // A queued message whose lease is still running is being delivered: a second send would double it.
  admin: (mail, now) => mail.status === 'failed' || (mail.status === 'queued' && !isLeaseRunning(mail, now)),
};

/** The Message-ID of every copy of a message: the same on a retry, so mail clients show one. */
const messageIdOf = (id: string, from: string): string => {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'careers.invalid';
  return `<${id}@${domain}>`;
};

/**
 * The outbox's deliverer. A delivery claims the message (a transaction on `mail/{id}`, so of two
 * deliverers one sends), sends it over SMTP (retrying temporary failures at once, a few times),
 * then marks it 'sent' or 'failed' with the error and the number of attempts; a temporary failure
 * also gets `nextAttemptAt`, when the scheduled retry tries again (retry-policy.ts). A delivery
 * failure is reported in the result, not thrown: the caller decides what the user is told.
 */
export const createMailer = ({
  db,
  transport,
  from,
  maxAttempts = 3,
  retryDelayMs = 500,
  now = () => new Date(),
}: MailerOptions): OutboxMailer => {
  /** Tries `tries` times (while failures are temporary), then records the outcome. */
  const attempt = async (
    mail: WithId<Mail>,
    lease: string,
    tries: number,
  ): Promise<Omit<DeliveryResult, 'tried'>> => {
    const { id } = mail;
    let attempts = mail.attempts;
    for (let attempt = 1; ; attempt += 1) {
      attempts += 1;
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.calendar ? calendarParts(mail.calendar) : {}),
          messageId: messageIdOf(id, from),
          headers: { 'X-Careers-Mail-Id': id, 'X-Careers-Mail-Kind': mail.kind },
        });
        await recordMailSent(db, id, { attempts, at: now() });
        return { id, status: 'sent', attempts, error: null };
      } catch (error) {
        const lastError = describe(error);
        const temporary = isTemporary(error);
        if (attempt >= tries || !temporary || attempts >= MAIL_RETRY.maxAttempts) {
          const at = now();
          const recorded = await recordMailFailed(db, id, lease, {
            attempts,
            at,
            error: lastError,
            nextAttemptAt: nextAttemptAt(attempts, at, temporary),
          });
          console.error(
            `Mail ${id} (${mail.kind}) failed after ${String(attempts)} attempt(s): ${lastError}` +
              (recorded ? '' : ' (not recorded: another delivery holds it now)'),
          );
          return { id, status: recorded ? 'failed' : 'queued', attempts, error: lastError };
        }
        await wait(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  };

  return {
    async deliver(id, claim) {
      const at = now();
      const outcome = await claimMail(db, id, (mail) => mayClaim[claim](mail, at), leaseEnd(at));
      if (!outcome) throw refuse('not-found', MESSAGES.mailNotFound);
      if (!outcome.claimed) {
        const { mail } = outcome;
        return { id, status: mail.status, attempts: mail.attempts, error: mail.lastError, tried: false };
      }
      // The scheduled retry tries once per run: its backoff is the wait between runs.
      const result = await attempt(outcome.mail, outcome.lease, claim === 'due' ? 1 : maxAttempts);
      return { ...result, tried: true };
    },
  };
};

/** Messages delivered at once by deliverQueued (one SMTP connection each). */
const DELIVERY_CONCURRENCY = 5;

/**
 * Delivers messages its caller has just committed (`'held'`), a few at a time. Never throws: a
 * message that could not even be claimed (Firestore unreachable after the commit) stays queued, and
 * the scheduled retry delivers it once its lease ends; its result says 'queued', not tried.
 */
export const deliverQueued = async (
  mailer: OutboxMailer,
  ids: readonly string[],
): Promise<DeliveryResult[]> => {
  const results: DeliveryResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next] as string;
      next += 1;
      results.push(
        await mailer.deliver(id, 'held').catch((error: unknown) => {
          console.error(`Mail ${id} could not be delivered after its commit; the retry will.`, error);
          return { id, status: 'queued' as const, attempts: 0, error: describe(error), tried: false };
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, ids.length) }, worker));
  return results;
};
