import { describe, expect, it } from 'vitest';
import { compile } from './ruleset.ts';
import { evalFirestore, firestoreRules, fv, user } from './test-helpers.ts';
import type { QueryFilter } from './types.ts';

function f(field: string, op: QueryFilter['op'], value: unknown): QueryFilter {
  return { field, op, value: fv(value) };
}

function list(
  rule: string,
  filters: QueryFilter[],
  extra: Partial<Parameters<typeof evalFirestore>[1]> = {},
): ReturnType<typeof evalFirestore> {
  const rules = firestoreRules(`match /jobs/{jobId} { allow list: if ${rule}; }`);
  return evalFirestore(rules, { path: 'jobs', method: 'list', query: { filters }, ...extra });
}

describe('rules are not filters: equality constraints', () => {
  const rule = "resource.data.status == 'published'";
  it.each([
    ['status == published', [f('status', '==', 'published')], true],
    ['status == draft', [f('status', '==', 'draft')], false],
    ['no filter', [], false],
    ['filter on another field', [f('company', '==', 'acme')], false],
    ["status in ['published']", [f('status', 'in', ['published'])], true],
    ["status in ['published', 'draft']", [f('status', 'in', ['published', 'draft'])], false],
  ])('%s -> %s', (_name, filters, expected) => {
    expect(list(rule, filters).allowed).toBe(expected);
  });

  it('explains why an unconstrained field denies', () => {
    expect(list(rule, []).reason).toMatch(
      /Rules are not filters: the query does not constrain resource.data.status/,
    );
  });

  it('compares constrained fields with request data', () => {
    const r = 'request.auth != null && resource.data.ownerId == request.auth.uid';
    expect(list(r, [f('ownerId', '==', 'u1')], { auth: user('u1') }).allowed).toBe(true);
    expect(list(r, [f('ownerId', '==', 'u2')], { auth: user('u1') }).allowed).toBe(false);
  });

  it('resolves nested fields filtered with dotted paths', () => {
    expect(list("resource.data.location.city == 'Lyon'", [f('location.city', '==', 'Lyon')]).allowed).toBe(
      true,
    );
    expect(list("resource.data.location.country == 'FR'", [f('location.city', '==', 'Lyon')]).allowed).toBe(
      false,
    );
  });

  it('applies further operations to an equality-pinned value', () => {
    expect(
      list('resource.data.openings > 0 && resource.data.openings is int', [f('openings', '==', 3)]).allowed,
    ).toBe(true);
  });

  it('allows a rule that does not look at the data at all', () => {
    expect(list('request.auth != null', [], { auth: user('u1') }).allowed).toBe(true);
  });
});

describe('rules are not filters: range, inequality and array constraints', () => {
  it.each([
    ['salary > 2000', [f('salary', '>', 2000)], true],
    ['salary > 1000', [f('salary', '>', 1000)], true],
    ['salary >= 1000', [f('salary', '>=', 1000)], false],
    ['salary >= 1001', [f('salary', '>=', 1001)], true],
    ['salary < 5000', [f('salary', '<', 5000)], false],
    ['salary <= 1000', [f('salary', '<=', 1000)], false],
    ['salary > 1500 and < 3000', [f('salary', '>', 1500), f('salary', '<', 3000)], true],
  ])('rule salary > 1000 with filter %s -> %s', (_name, filters, expected) => {
    expect(list('resource.data.salary > 1000', filters).allowed).toBe(expected);
  });

  it('a range the filters exclude makes the comparison false for every result', () => {
    expect(list('!(resource.data.salary < 100)', [f('salary', '>=', 100)]).allowed).toBe(true);
    expect(list('resource.data.salary != null', [f('salary', '>', 0)]).allowed).toBe(true);
  });

  it('range filters imply the type family of the bound', () => {
    expect(list('resource.data.salary is number', [f('salary', '>', 0)]).allowed).toBe(true);
    expect(list('resource.data.salary is int', [f('salary', '>', 0)]).allowed).toBe(false);
  });

  it('compares timestamp ranges with request.time', () => {
    const time = new Date('2025-01-01T00:00:00Z');
    const rule = 'resource.data.closesAt > request.time';
    expect(list(rule, [f('closesAt', '>', new Date('2026-01-01T00:00:00Z'))], { time }).allowed).toBe(true);
    expect(list(rule, [f('closesAt', '>', new Date('2024-01-01T00:00:00Z'))], { time }).allowed).toBe(false);
  });

  it.each([
    ['!= draft', [f('status', '!=', 'draft')], true],
    ["not-in ['draft', 'archived']", [f('status', 'not-in', ['draft', 'archived'])], true],
    ['!= archived', [f('status', '!=', 'archived')], false],
  ])("rule status != 'draft' with filter %s -> %s", (_name, filters, expected) => {
    expect(list("resource.data.status != 'draft'", filters).allowed).toBe(expected);
  });

  it('array-contains guarantees membership', () => {
    expect(list("'textile' in resource.data.tags", [f('tags', 'array-contains', 'textile')]).allowed).toBe(
      true,
    );
    expect(list("'wool' in resource.data.tags", [f('tags', 'array-contains', 'textile')]).allowed).toBe(
      false,
    );
  });

  it('array-contains-any must satisfy the rule for each listed value', () => {
    const rule = "'a' in resource.data.tags || 'b' in resource.data.tags";
    expect(list(rule, [f('tags', 'array-contains-any', ['a', 'b'])]).allowed).toBe(true);
    expect(list(rule, [f('tags', 'array-contains-any', ['a', 'c'])]).allowed).toBe(false);
  });
});

describe('rules are not filters: document ids and combined conditions', () => {
  it('the document id wildcard is unknown for a list', () => {
    const d = list("jobId == 'j1'", []);
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/wildcard 'jobId'/);
  });

  it('a __name__ equality filter pins the document id', () => {
    const filters = [
      {
        field: '__name__',
        op: '==' as const,
        value: { referenceValue: 'projects/p/databases/(default)/documents/jobs/j1' },
      },
    ];
    expect(list("jobId == 'j1' && resource.id == 'j1'", filters).allowed).toBe(true);
  });

  it('error || true: an unconstrained branch does not block a guaranteed one', () => {
    const rule = "resource.data.visibility == 'public' || resource.data.ownerId == request.auth.uid";
    expect(list(rule, [f('visibility', '==', 'public')], { auth: user('u1') }).allowed).toBe(true);
    expect(list(rule, [f('ownerId', '==', 'u1')], { auth: user('u1') }).allowed).toBe(true);
    expect(list(rule, [f('ownerId', '==', 'u2')], { auth: user('u1') }).allowed).toBe(false);
  });

  it('applies to subcollections and binds parent wildcards', () => {
    const rules = firestoreRules(`match /companies/{companyId}/jobs/{jobId} {
      allow list: if companyId == 'acme' && resource.data.status == 'published';
    }`);
    const query = { filters: [f('status', '==', 'published')] };
    expect(evalFirestore(rules, { path: 'companies/acme/jobs', method: 'list', query }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'companies/other/jobs', method: 'list', query }).allowed).toBe(false);
  });

  it('uses the real resource for get and the query for list under the same allow read', () => {
    const rules = firestoreRules(
      `match /jobs/{jobId} { allow read: if resource.data.status == 'published'; }`,
    );
    const published = { path: 'jobs/j1', fields: { status: fv('published') } };
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', resource: published }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs', method: 'list', query: { filters: [] } }).allowed).toBe(
      false,
    );
  });
});

describe('collection-group queries', () => {
  const rules = firestoreRules(`
    match /jobs/{jobId}/applications/{appId} { allow list: if true; }
    match /{path=**}/applications/{appId} { allow list: if resource.data.uid == request.auth.uid; }`);

  it('are only granted by recursive-wildcard matches, with the query constraining the data', () => {
    const query = { filters: [f('uid', '==', 'u1')] };
    expect(
      evalFirestore(rules, { path: '**/applications', method: 'list', auth: user('u1'), query }).allowed,
    ).toBe(true);
    expect(
      evalFirestore(rules, { path: '**/applications', method: 'list', auth: user('u2'), query }).allowed,
    ).toBe(false);
  });

  it('a single-segment wildcard cannot stand for the unknown parents', () => {
    const only = firestoreRules('match /jobs/{jobId}/applications/{appId} { allow list: if true; }');
    expect(
      evalFirestore(only, { path: '**/applications', method: 'list', query: { filters: [] } }).allowed,
    ).toBe(false);
    expect(
      evalFirestore(only, { path: 'jobs/j1/applications', method: 'list', query: { filters: [] } }).allowed,
    ).toBe(true);
  });

  it('a root-level rule of the same name does not allow the group', () => {
    const root = firestoreRules('match /applications/{appId} { allow list: if true; }');
    expect(
      evalFirestore(root, { path: '**/applications', method: 'list', query: { filters: [] } }).allowed,
    ).toBe(false);
    expect(
      evalFirestore(root, { path: 'applications', method: 'list', query: { filters: [] } }).allowed,
    ).toBe(true);
  });

  it('a group below a document is matched with that document as the fixed prefix', () => {
    const underJobs = firestoreRules('match /jobs/{jobId}/{rest=**} { allow list: if true; }');
    const query = { filters: [] };
    expect(evalFirestore(underJobs, { path: 'jobs/j1/**/applications', method: 'list', query }).allowed).toBe(
      true,
    );
    expect(
      evalFirestore(underJobs, { path: 'tests/t1/**/applications', method: 'list', query }).allowed,
    ).toBe(false);
    // A document id may be '**': an odd-length path is an ordinary collection.
    expect(evalFirestore(underJobs, { path: 'jobs/**/applications', method: 'list', query }).allowed).toBe(
      true,
    );
  });

  it("need rules_version = '2'", () => {
    const v1 = compile(`service cloud.firestore {
  match /databases/{database}/documents {
    match /{path=**}/applications/{appId} { allow list: if true; }
  }
}`);
    const decision = evalFirestore(v1, { path: '**/applications', method: 'list', query: { filters: [] } });
    expect(decision).toEqual({ allowed: false, reason: expect.stringContaining("rules_version = '2'") });
    expect(
      evalFirestore(v1, { path: 'jobs/j1/applications', method: 'list', query: { filters: [] } }).allowed,
    ).toBe(true);
  });
});

describe('query-constrained values stay conservative', () => {
  it.each([
    ["!(resource.data.status in ['draft'])", [f('status', '!=', 'archived')]],
    ["[resource.data.status] != ['draft']", [f('status', '>', 'a')]],
    ["{'s': resource.data.status} != {'s': 'draft'}", [f('status', '>', 'a')]],
    ['!(resource.data.tags.hasAny(["x"]))', [f('tags', 'array-contains', 'y')]],
    ['resource.data.keys().size() > 0', [f('status', '==', 'open')]],
  ])('%s is not provable and denies', (rule, filters) => {
    expect(list(rule, filters).allowed).toBe(false);
  });
});
