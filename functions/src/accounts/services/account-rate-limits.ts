import { MESSAGES } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limits.ts';
import { refuse } from '../../lib/service-error.ts';
import { EMAIL_RATE_LIMITS } from './email-rate-limits.ts';

const MINUTE = 60_000;

/**
 * How often the password routes may be called, on the same counters as the account emails
 * (lib/rate-limits.ts) and with the same per-client budget (thirty an hour per IP, which stops one
 * client from sweeping through many accounts):
 * - register sends a confirmation email, so it has the email limits per address (one a minute, ten
 *   a day);
 * - login and change_password check a password, so per account they allow a few typing mistakes
 *   (ten in fifteen minutes) and stop guessing beyond that.
 */
export const ACCOUNT_RATE_LIMITS = {
  register: { perSubject: EMAIL_RATE_LIMITS.perSubject, perIp: EMAIL_RATE_LIMITS.perIp },
  login: { perSubject: [{ limit: 10, windowMs: 15 * MINUTE }], perIp: EMAIL_RATE_LIMITS.perIp },
  'change-password': { perSubject: [{ limit: 10, windowMs: 15 * MINUTE }], perIp: EMAIL_RATE_LIMITS.perIp },
} as const;

export type AccountAction = keyof typeof ACCOUNT_RATE_LIMITS;

/**
 * Counts one call of `action` for `subject` (an address or an account) and the client's IP; throws
 * 'resource-exhausted' (MESSAGES.tooManyAttempts, with the seconds to wait) past a limit.
 */
export const enforceAccountRateLimits = async (
  db: Firestore,
  input: { action: AccountAction; subject: string; ip?: string | null },
  now: Date,
): Promise<void> => {
  const limits = ACCOUNT_RATE_LIMITS[input.action];
  const rules: RateLimitRule[] = limits.perSubject.map((rule) => ({
    ...rule,
    key: `${input.action}:subject:${input.subject.toLowerCase()}`,
  }));
  if (input.ip) {
    rules.push(...limits.perIp.map((rule) => ({ ...rule, key: `${input.action}:ip:${input.ip ?? ''}` })));
  }
  const outcome = await consumeRateLimits(db, rules, now);
  if (!outcome.allowed) {
    throw refuse('rate-limited', MESSAGES.tooManyAttempts, {
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  }
};
