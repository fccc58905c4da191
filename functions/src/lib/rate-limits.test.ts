import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { adminDb } from './admin.ts';
import { consumeRateLimits } from './rate-limits.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, seconds));

describe('consumeRateLimits (Firestore emulator)', () => {
  it('allows up to the limit per window, then says how long to wait', async () => {
    const rules = [{ key: `test:${randomUUID()}`, limit: 2, windowMs: 60_000 }];
    const db = adminDb();
    expect(await consumeRateLimits(db, rules, at(0))).toEqual({ allowed: true });
    expect(await consumeRateLimits(db, rules, at(10))).toEqual({ allowed: true });
    expect(await consumeRateLimits(db, rules, at(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await consumeRateLimits(db, rules, at(60))).toEqual({ allowed: true });
  });

  it('counts nothing when any rule is at its limit', async () => {
    const db = adminDb();
    const tight = { key: `tight:${randomUUID()}`, limit: 1, windowMs: 60_000 };
    const loose = { key: `loose:${randomUUID()}`, limit: 2, windowMs: 60_000 };
    await consumeRateLimits(db, [tight], at(0));
    expect((await consumeRateLimits(db, [tight, loose], at(1))).allowed).toBe(false);
    // The loose rule was not counted by the refused call: two more calls fit.
    expect(await consumeRateLimits(db, [loose], at(2))).toEqual({ allowed: true });
    expect(await consumeRateLimits(db, [loose], at(3))).toEqual({ allowed: true });
    expect((await consumeRateLimits(db, [loose], at(4))).allowed).toBe(false);
  });

  it('stores no email address in clear', async () => {
    const db = adminDb();
    const key = `password-reset:subject:${randomUUID()}@careers.test`;
    await consumeRateLimits(db, [{ key, limit: 1, windowMs: 60_000 }], at(0));
    const documents = await db.collection('rateLimits').get();
    for (const document of documents.docs) {
      expect(document.id).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(document.data())).not.toContain('@careers.test');
    }
  });
});
