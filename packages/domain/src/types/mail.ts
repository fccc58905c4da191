export const MAIL_KINDS = [
  'rejection',
  'test-invitation',
  'interview-invitation',
  /** A changed interview: the same calendar event, one SEQUENCE on. */
  'interview-rescheduled',
  /** A cancelled interview (METHOD:CANCEL removes the event). */
  'interview-cancelled',
  /** The reminder 24 h before an interview. */
  'interview-reminder',
  'custom',
  'cv-submitted',
  /** "Select" / "Not selected" on chosen applicants, when the recruiter asked for the mail. */
  'selection',
  'not-selected',
  'email-verification',
  'password-reset',
  'admin-invitation',
  /** Confirms an erasure to the address being erased (queued before the address is erased). */
  'erasure-confirmation',
  /** Warns an inactive candidate before retention erases their account, with a keep link. */
  'retention-warning',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Kinds whose subject an admin typed (the "Email" action): erasure replaces it (ERASED_TEXT). */
export const MAIL_KINDS_WITH_TYPED_SUBJECT: readonly MailKind[] = ['custom'];

/**
 * A calendar invitation sent with a message (an interview's .ics): its RFC 5545 text and METHOD,
 * delivered as the message's text/calendar alternative, which calendar apps offer to add.
 */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };

/**
 * 'cancelled': a message withdrawn before it was delivered (a "not selected" mail whose decision was
 * undone): final, never sent, nothing retries it.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * `mail/{id}`: the outbox. Every message is kept with its delivery state; the admin's mail log lists
 * these fields as they are (docs/data-model.md, "Mail"). `status` is 'queued' until the first
 * delivery ends, then 'sent' or 'failed'. A failed message with `nextAttemptAt` is retried then with
 * exponential backoff (functions/src/mail); with `nextAttemptAt: null` it waits for an admin's Retry.
 * A queued or failed message may be 'cancelled' instead (by the change it reported being undone).
 */
export type Mail = {
  kind: MailKind;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  /** Delivery attempts so far, over every try (the request's, the scheduled retries', an admin's). */
  attempts: number;
  /** The last failure's error (SMTP reply or network error), cleared when the message is sent. */
  lastError: string | null;
  /** When the next automatic attempt is due; null when sent or when no more are planned. */
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  jobId: string | null;
  /** The candidates (uids) the message is about. */
  applicantIds: string[];
  createdAt: Date;
  sentAt: Date | null;
  /** A uid, or 'system' for unauthenticated requests. */
  createdBy: string;
  replyTo: string | null;
  /** The calendar invitation it carries; absent or null for most messages. */
  calendar?: MailCalendar | null;
  /**
   * Whose delivery holds the message while it is 'queued': a token each claim sets
   * (functions/src/mail/repositories/mail-outbox.ts), so two deliverers never both send it. Null
   * (or absent, in messages older than the field) when it was just queued by the change it
   * reports, and once a delivery's outcome is recorded.
   */
  lease?: string | null;
};
