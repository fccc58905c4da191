import { MESSAGES } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import {
  consumeRateLimitsIn,
  peekRateLimits,
  type RateLimitOutcome,
  type RateLimitRule,
} from '../../lib/rate-limits.ts';
import { refuse } from '../../lib/service-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often account emails may be asked for. Per address (or account): one a minute and ten a
 * day, which stops a script from flooding someone's inbox through our forms. Per client IP (when
 * known): thirty password-reset requests an hour across all addresses, which stops one client
 * from sweeping through many.
 */
export const EMAIL_RATE_LIMITS = {
  perSubject: [
    { limit: 1, windowMs: MINUTE },
    { limit: 10, windowMs: DAY },
  ],
  perIp: [{ limit: 30, windowMs: HOUR }],
} as const;

export type EmailRequest = {
  kind: 'verify-email' | 'password-reset';
  /** The address or account the mail is for. */
  subject: string;
  ip?: string | null;
};

const rulesFor = (input: EmailRequest): RateLimitRule[] => {
  const rules: RateLimitRule[] = EMAIL_RATE_LIMITS.perSubject.map((rule) => ({
    ...rule,
    key: `${input.kind}:subject:${input.subject}`,
  }));
  if (input.ip) {
    rules.push(
      ...EMAIL_RATE_LIMITS.perIp.map((rule) => ({ ...rule, key: `${input.kind}:ip:${input.ip ?? ''}` })),
    );
  }
  return rules;
};

const refuseWhenLimited = (outcome: RateLimitOutcome): void => {
  if (!outcome.allowed) {
    throw refuse('rate-limited', MESSAGES.tooManyEmailRequests, {
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  }
};

/**
 * Throws 'resource-exhausted' (with the seconds to wait) when a limit is reached, counting nothing:
 * checked before an action code is made for a request that would be refused anyway.
 */
export const assertEmailRequestAllowed = async (db: Firestore, input: EmailRequest, now: Date) => {
  refuseWhenLimited(await peekRateLimits(db, rulesFor(input), now));
};

/**
 * Counts the request in the transaction that queues its mail, so the count and the mail are
 * committed together; throws 'resource-exhausted' when a limit is reached (then neither is).
 */
export const countEmailRequest = async (
  transaction: Transaction,
  db: Firestore,
  input: EmailRequest,
  now: Date,
) => {
  refuseWhenLimited(await consumeRateLimitsIn(transaction, db, rulesFor(input), now));
};
