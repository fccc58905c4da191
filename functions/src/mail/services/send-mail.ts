import { emailField, type MailKind, type MailStatus } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { ServiceError } from '../../lib/service-error.ts';
import { recordMailFailed, recordMailSent, recordQueuedMail } from '../repositories/mail-outbox.ts';
import type { MailTransport } from '../transport.ts';

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

export type Mailer = { sendMail(input: SendMailInput): Promise<SendMailResult> };

export type MailerOptions = {
  db: Firestore;
  transport: MailTransport;
  /** The From header, e.g. 'Textile Group Careers <careers@example.com>'. */
  from: string;
  /** Deliveries tried for a temporary failure (network, SMTP 4xx); default 3. */
  maxAttempts?: number;
  /** Wait before the second attempt; doubles each time. Default 500 ms. */
  retryDelayMs?: number;
  now?: () => Date;
};

const MAX_RECIPIENTS = 50;

const invalid = (field: string, message: string) =>
  new ServiceError('invalid-argument', message, { fields: { [field]: message } });

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

/**
 * The one way features send email. Each message is first written to the `mail` outbox as
 * 'queued', then delivered over SMTP (retrying temporary failures), then marked 'sent' or
 * 'failed' with the error and the number of attempts. A delivery failure is reported in the
 * result, not thrown: the caller decides what the user is told. Invalid input throws
 * 'invalid-argument'.
 */
export const createMailer = ({
  db,
  transport,
  from,
  maxAttempts = 3,
  retryDelayMs = 500,
  now = () => new Date(),
}: MailerOptions): Mailer => ({
  async sendMail(input) {
    const to = normalizeRecipients(input.to);
    if (!input.subject.trim()) throw invalid('subject', 'A message needs a subject.');
    if (!input.text.trim()) throw invalid('text', 'A message needs a plain-text body.');

    const id = await recordQueuedMail(db, {
      kind: input.kind,
      to,
      subject: input.subject,
      text: input.text,
      html: input.html,
      jobId: input.jobId ?? null,
      applicantIds: [...(input.applicantIds ?? [])],
      createdAt: now(),
      createdBy: input.createdBy,
    });

    let lastError = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: input.subject,
          text: input.text,
          html: input.html,
          ...(input.replyTo ? { replyTo: input.replyTo } : {}),
          headers: { 'X-Careers-Mail-Id': id, 'X-Careers-Mail-Kind': input.kind },
        });
        await recordMailSent(db, id, attempt, now());
        return { id, status: 'sent', attempts: attempt, error: null };
      } catch (error) {
        lastError = describe(error);
        if (attempt === maxAttempts || !isTemporary(error)) {
          await recordMailFailed(db, id, attempt, lastError);
          console.error(
            `Mail ${id} (${input.kind}) failed after ${String(attempt)} attempt(s): ${lastError}`,
          );
          return { id, status: 'failed', attempts: attempt, error: lastError };
        }
        await wait(retryDelayMs * 2 ** (attempt - 1));
      }
    }
    // Unreachable: the loop returns on its last attempt.
    throw new ServiceError('internal', 'The message could not be sent.');
  },
});
