import { MESSAGES } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limits.ts';
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

/** Throws 'resource-exhausted' (with the seconds to wait) when a limit is reached. */
export const enforceEmailRateLimits = async (
  db: Firestore,
  input: { kind: 'verify-email' | 'password-reset'; subject: string; ip?: string | null },
  now: Date,
): Promise<void> => {
  const rules: RateLimitRule[] = EMAIL_RATE_LIMITS.perSubject.map((rule) => ({
    ...rule,
    key: `${input.kind}:subject:${input.subject}`,
  }));
  if (input.ip) {
    rules.push(
      ...EMAIL_RATE_LIMITS.perIp.map((rule) => ({ ...rule, key: `${input.kind}:ip:${input.ip ?? ''}` })),
    );
  }
  const outcome = await consumeRateLimits(db, rules, now);
  if (!outcome.allowed) {
    throw refuse('rate-limited', MESSAGES.tooManyEmailRequests, {
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  }
};
