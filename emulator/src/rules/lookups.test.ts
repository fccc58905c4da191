import { describe, expect, it } from 'vitest';
import { doc, evalFirestore, firestoreRules, lookupsFrom, user } from './test-helpers.ts';

const profiles = [doc('users/admin1', { role: 'admin' }), doc('users/cand1', { role: 'candidate' })];

describe('get() and exists()', () => {
  const rules = firestoreRules(`
    function userDoc() { return /databases/$(database)/documents/users/$(request.auth.uid); }
    function isAdmin() { return get(userDoc()).data.role == 'admin'; }
    match /jobs/{id} {
      allow write: if isAdmin();
      allow read: if exists(userDoc());
    }`);

  it('reads another document through the lookups', () => {
    const lookups = lookupsFrom(profiles);
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'update', auth: user('admin1'), lookups }).allowed,
    ).toBe(true);
    expect(lookups.calls).toEqual(['get:users/admin1']);
  });

  it.each([
    ['admin1', 'update', true],
    ['cand1', 'update', false],
    ['ghost', 'update', false],
    ['cand1', 'get', true],
    ['ghost', 'get', false],
  ] as const)('user %s %s -> %s', (uid, method, expected) => {
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method, auth: user(uid), lookups: lookupsFrom(profiles) })
        .allowed,
    ).toBe(expected);
  });

  it('get() of a missing document is null, so reading its data is an error', () => {
    const d = evalFirestore(rules, {
      path: 'jobs/j1',
      method: 'update',
      auth: user('ghost'),
      lookups: lookupsFrom(profiles),
    });
    expect(d.reason).toMatch(/Null value error/);
  });

  it('treats a missing lookups implementation as "no documents"', () => {
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('admin1') }).allowed).toBe(
      false,
    );
  });

  it('turns a throwing lookup into an error (deny)', () => {
    const lookups = {
      get: () => {
        throw new Error('backend down');
      },
    };
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('admin1'), lookups });
    expect(d).toEqual({
      allowed: false,
      reason: expect.stringMatching(/lookup failed: backend down/) as unknown as string,
    });
  });

  it.each([
    ['get(/databases/other/documents/users/u1) != null', /cross-database/],
    ['get(/databases/$(database)/documents/users) != null', /not a document path/],
    ["get('users/u1') != null", /expected path/],
  ])('%s is an error', (condition, message) => {
    const r = firestoreRules(`match /jobs/{id} { allow read: if ${condition}; }`);
    expect(
      evalFirestore(r, { path: 'jobs/j1', method: 'get', lookups: lookupsFrom(profiles) }).reason,
    ).toMatch(message);
  });
});

describe('getAfter() and existsAfter()', () => {
  const rules = firestoreRules(`
    match /jobs/{id} {
      allow create: if getAfter(/databases/$(database)/documents/companies/$(request.resource.data.company)).data.jobCount == 1
        && existsAfter(/databases/$(database)/documents/companies/$(request.resource.data.company));
    }`);

  it('reads the state after the write through getAfter', () => {
    const lookups = lookupsFrom(
      [doc('companies/acme', { jobCount: 0 })],
      [doc('companies/acme', { jobCount: 1 })],
    );
    const d = evalFirestore(rules, {
      path: 'jobs/j1',
      method: 'create',
      requestResource: doc('jobs/j1', { company: 'acme' }),
      lookups,
    });
    expect(d.allowed).toBe(true);
    expect(lookups.calls).toEqual(['after:companies/acme']);
  });

  it('falls back to get when the lookups have no getAfter', () => {
    const plain = {
      get: (p: string) => (p === 'companies/acme' ? doc('companies/acme', { jobCount: 1 }) : null),
    };
    const d = evalFirestore(rules, {
      path: 'jobs/j1',
      method: 'create',
      requestResource: doc('jobs/j1', { company: 'acme' }),
      lookups: plain,
    });
    expect(d.allowed).toBe(true);
  });
});

describe('document access limits', () => {
  const many = (n: number, offset = 0): string =>
    Array.from(
      { length: n },
      (_, i) => `!exists(/databases/$(database)/documents/items/i${i + offset})`,
    ).join(' && ');

  it('counts repeated calls for the same document once', () => {
    const lookups = lookupsFrom(profiles);
    const same = Array.from(
      { length: 15 },
      () => "get(/databases/$(database)/documents/users/admin1).data.role == 'admin'",
    ).join(' && ');
    const rules = firestoreRules(`match /jobs/{id} { allow read: if ${same}; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', lookups }).allowed).toBe(true);
    expect(lookups.calls).toHaveLength(1);
  });

  it('allows exactly 10 distinct documents for a single-document request', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read: if ${many(10)}; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', lookups: lookupsFrom([]) }).allowed).toBe(
      true,
    );
  });

  it('denies the 11th distinct document', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read: if ${many(11)}; }`);
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get', lookups: lookupsFrom([]) });
    expect(d).toEqual({
      allowed: false,
      reason: 'denied: exceeded the limit of 10 document access calls (get/exists/getAfter/existsAfter)',
    });
  });

  it('a breach denies even when another allow would grant', () => {
    const rules = firestoreRules(
      `match /jobs/{id} { allow read: if ${many(11)} || true; allow read: if true; }`,
    );
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', lookups: lookupsFrom([]) }).allowed).toBe(
      false,
    );
  });

  it('shares the budget across all allow statements of the request', () => {
    const rules = firestoreRules(`match /jobs/{id} {
      allow read: if ${many(6)} && false;
      allow read: if ${many(6, 100)};
    }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', lookups: lookupsFrom([]) }).allowed).toBe(
      false,
    );
  });

  it('uses the accessLimit passed for batches and transactions (20)', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow write: if ${many(15)}; }`);
    const input = { path: 'jobs/j1', method: 'update' as const, lookups: lookupsFrom([]) };
    expect(evalFirestore(rules, input).allowed).toBe(false);
    expect(evalFirestore(rules, { ...input, accessLimit: 20 }).allowed).toBe(true);
  });
});
