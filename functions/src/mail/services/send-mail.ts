import { emailField, MESSAGES, type Mail, type MailKind, type MailStatus } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { refuse } from '../../lib/service-error.ts';
import {
  claimMail,
  queueMailInTransaction,
  readMail,
  recordMailFailed,
  recordMailSent,
  recordQueuedMail,
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
};

export type SendMailResult = {
  id: string;
  status: Exclude<MailStatus, 'queued'>;
  attempts: number;
  error: string | null;
};

/**
 * Who may deliver a message already in the outbox:
 * - 'held': the caller queued it (queueMail) and holds its lease;
 * - 'due': the scheduled retry, for a message whose `nextAttemptAt` has passed;
 * - 'admin': the mail log's Retry, for a failed message (or a queued one whose lease ran out).
 */
export type DeliveryClaim = 'held' | 'due' | 'admin';

export type DeliveryResult = {
  id: string;
  /** 'queued' when someone else holds the message (it was not sent by this call). */
  status: MailStatus;
  attempts: number;
  error: string | null;
  /** Whether this call tried to deliver it. */
  tried: boolean;
};

export type Mailer = { sendMail(input: SendMailInput): Promise<SendMailResult> };

/** The mailer with its outbox side: delivering messages queued earlier, in a transaction or before. */
export type OutboxMailer = Mailer & {
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
  };
};

/**
 * Queues a message in the caller's transaction, so it is committed with the change it tells about
 * (or not at all); after the commit, deliver it with `mailer.deliver(id, 'held')`. Should the
 * function die before that, the scheduled retry sends it once the lease has run out.
 */
export const queueMail = (transaction: Transaction, db: Firestore, input: SendMailInput, now: Date): string =>
  queueMailInTransaction(transaction, db, prepareMail(input, now), leaseEnd(now));

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

const mayClaim: Record<Exclude<DeliveryClaim, 'held'>, (mail: Mail, now: Date) => boolean> = {
  due: (mail, now) =>
    mail.status !== 'sent' && mail.nextAttemptAt !== null && mail.nextAttemptAt.getTime() <= now.getTime(),
  // A queued message whose lease is still running is being delivered: a second send would double it.
  admin: (mail, now) =>
    mail.status === 'failed' ||
    (mail.status === 'queued' &&
      (mail.nextAttemptAt === null || mail.nextAttemptAt.getTime() <= now.getTime())),
};

/**
 * The one way features send email. Each message is first written to the `mail` outbox as
 * 'queued', then delivered over SMTP (retrying temporary failures at once, a few times), then
 * marked 'sent' or 'failed' with the error and the number of attempts; a temporary failure also
 * gets `nextAttemptAt`, when the scheduled retry tries again (retry-policy.ts). A delivery failure
 * is reported in the result, not thrown: the caller decides what the user is told. Invalid input
 * throws 'invalid-argument'.
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
    id: string,
    mail: Pick<Mail, 'kind' | 'to' | 'subject' | 'text' | 'html' | 'replyTo' | 'attempts'>,
    tries: number,
  ): Promise<SendMailResult> => {
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
          headers: { 'X-Careers-Mail-Id': id, 'X-Careers-Mail-Kind': mail.kind },
        });
        await recordMailSent(db, id, { attempts, at: now() });
        return { id, status: 'sent', attempts, error: null };
      } catch (error) {
        const lastError = describe(error);
        const temporary = isTemporary(error);
        if (attempt >= tries || !temporary || attempts >= MAIL_RETRY.maxAttempts) {
          const at = now();
          await recordMailFailed(db, id, {
            attempts,
            at,
            error: lastError,
            nextAttemptAt: nextAttemptAt(attempts, at, temporary),
          });
          console.error(
            `Mail ${id} (${mail.kind}) failed after ${String(attempts)} attempt(s): ${lastError}`,
          );
          return { id, status: 'failed', attempts, error: lastError };
        }
        await wait(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  };

  return {
    async sendMail(input) {
      const queuedAt = now();
      const mail = prepareMail(input, queuedAt);
      const id = await recordQueuedMail(db, mail, leaseEnd(queuedAt));
      return attempt(id, { ...mail, attempts: 0 }, maxAttempts);
    },

    async deliver(id, claim) {
      const at = now();
      // The holder of a message needs no claim: nobody else takes it before its lease ends.
      const outcome =
        claim === 'held'
          ? await readMail(db, id).then((mail) => (mail ? { mail: { ...mail, id }, claimed: true } : null))
          : await claimMail(db, id, (mail) => mayClaim[claim](mail, at), leaseEnd(at));
      if (!outcome) throw refuse('not-found', MESSAGES.mailNotFound);
      const { mail, claimed } = outcome;
      // A held message already sent (a retried request) is not sent twice.
      if (!claimed || mail.status === 'sent') {
        return { id, status: mail.status, attempts: mail.attempts, error: mail.lastError, tried: false };
      }
      // The scheduled retry tries once per run: its backoff is the wait between runs.
      const result = await attempt(id, mail, claim === 'due' ? 1 : maxAttempts);
      return { ...result, tried: true };
    },
  };
};
