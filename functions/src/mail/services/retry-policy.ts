// When a message that could not be delivered is tried again. A delivery tries a few times at once
// (a short network hiccup); past that the outbox keeps the message 'failed' with `nextAttemptAt`, and
// the scheduled retry (scheduled/retry-due-mail.ts, every 5 minutes) tries again once it is due,
// the wait doubling each time. Permanent refusals (SMTP 5xx) are not retried automatically: the
// address or the message must change first, or an admin presses Retry in the mail log.

export const MAIL_RETRY = {
  /** Automatic attempts over a message's life, the request's included; then only an admin's Retry. */
  maxAttempts: 10,
  /** Wait after the first failed attempt; doubles with each further attempt. */
  firstDelayMs: 60_000,
  /** The longest wait between two automatic attempts. */
  maxDelayMs: 6 * 60 * 60_000,
  /**
   * How long a deliverer holds a message (status 'queued', `nextAttemptAt` = the lease's end). Longer
   * than three SMTP attempts with their timeouts; past it the scheduled retry takes the message over
   * (its sender died midway).
   */
  leaseMs: 5 * 60_000,
} as const;

/**
 * When to try again after a failure that brought the total to `attempts`, or null for no automatic
 * retry (a permanent refusal, or the attempts are used up). 3 attempts → 4 minutes, then 8, 16, 32…
 * up to 6 hours.
 */
export const nextAttemptAt = (attempts: number, at: Date, temporary: boolean): Date | null => {
  if (!temporary || attempts >= MAIL_RETRY.maxAttempts) return null;
  const delay = Math.min(MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
  return new Date(at.getTime() + delay);
};
