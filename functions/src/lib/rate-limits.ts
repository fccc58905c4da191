import { createHash } from 'node:crypto';

import { COLLECTIONS } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

// Fixed-window counters in `rateLimits/{hash}` (server-only: the rules deny every client). One
// document per subject and window, keyed by a hash so that no email address or IP is stored in
// clear. `expiresAt` lets a Firestore TTL policy delete spent counters (docs/deployment.md).

export type RateLimitRule = {
  /** What is limited and for whom, e.g. `password-reset:email:sana@example.com`. */
  key: string;
  /** At most this many calls… */
  limit: number;
  /** …per window of this length. */
  windowMs: number;
};

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Counter = { count: number; windowStart: Date; expiresAt: Date };

const documentId = (rule: RateLimitRule) =>
  createHash('sha256')
    .update(`${rule.key}|${String(rule.windowMs)}`)
    .digest('hex');

const toDate = (value: unknown): Date =>
  value instanceof Date ? value : (value as { toDate(): Date }).toDate();

/**
 * Counts one call against every rule, in one transaction: either all counters move, or (when any
 * rule is at its limit) none does and the caller learns how long to wait.
 */
export const consumeRateLimits = async (
  db: Firestore,
  rules: readonly RateLimitRule[],
  now: Date = new Date(),
): Promise<RateLimitOutcome> =>
  db.runTransaction(async (transaction) => {
    const refs = rules.map((rule) => db.collection(COLLECTIONS.rateLimits).doc(documentId(rule)));
    const snapshots = await transaction.getAll(...refs);

    const next: Counter[] = [];
    let retryAfterMs = 0;
    rules.forEach((rule, index) => {
      const data = snapshots[index]?.data();
      const windowStart = data ? toDate(data['windowStart']) : null;
      const active = windowStart !== null && now.getTime() - windowStart.getTime() < rule.windowMs;
      const count = active ? Number(data?.['count'] ?? 0) : 0;
      const start = active && windowStart ? windowStart : now;
      if (count >= rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, start.getTime() + rule.windowMs - now.getTime());
      }
      next.push({
        count: count + 1,
        windowStart: start,
        expiresAt: new Date(start.getTime() + rule.windowMs),
      });
    });

    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    refs.forEach((ref, index) => transaction.set(ref, next[index]!));
    return { allowed: true };
  });
