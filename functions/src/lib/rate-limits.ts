import { createHash } from 'node:crypto';

import { COLLECTIONS } from '@careers/domain';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

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

const counterRefs = (db: Firestore, rules: readonly RateLimitRule[]) =>
  rules.map((rule) => db.collection(COLLECTIONS.rateLimits).doc(documentId(rule)));

/** Each rule's counter after one more call, and how long to wait if any is at its limit. */
const judge = (
  rules: readonly RateLimitRule[],
  snapshots: readonly (DocumentSnapshot | undefined)[],
  now: Date,
): { next: Counter[]; retryAfterMs: number } => {
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
  return { next, retryAfterMs };
};

const outcomeOf = (retryAfterMs: number): RateLimitOutcome =>
  retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };

/**
 * Counts one call against every rule in the caller's transaction (reads first, as transactions
 * require): either all counters move, or (when any rule is at its limit) none does and the caller
 * learns how long to wait. Whatever else the transaction writes (the mail the call asked for) is
 * committed with the count, or neither is.
 */
export const consumeRateLimitsIn = async (
  transaction: Transaction,
  db: Firestore,
  rules: readonly RateLimitRule[],
  now: Date,
): Promise<RateLimitOutcome> => {
  const refs = counterRefs(db, rules);
  const { next, retryAfterMs } = judge(rules, await transaction.getAll(...refs), now);
  if (retryAfterMs === 0) refs.forEach((ref, index) => transaction.set(ref, next[index]!));
  return outcomeOf(retryAfterMs);
};

/** The same in a transaction of its own. */
export const consumeRateLimits = async (
  db: Firestore,
  rules: readonly RateLimitRule[],
  now: Date = new Date(),
): Promise<RateLimitOutcome> =>
  db.runTransaction((transaction) => consumeRateLimitsIn(transaction, db, rules, now));

/**
 * Whether one more call would be allowed now, counting nothing: lets a caller refuse before work
 * it would waste (an action code made for a request that is then refused). The count itself, in
 * the transaction that does what was asked, decides.
 */
export const peekRateLimits = async (
  db: Firestore,
  rules: readonly RateLimitRule[],
  now: Date,
): Promise<RateLimitOutcome> =>
  outcomeOf(judge(rules, await db.getAll(...counterRefs(db, rules)), now).retryAfterMs);
