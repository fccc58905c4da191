import { describe, expect, it } from 'vitest';
import { compile } from './ruleset.ts';
import { evalFirestore, firestoreRules } from './test-helpers.ts';
import type { FirestoreDocument, RulesMethod } from './types.ts';

describe('allow methods', () => {
  const rules = firestoreRules(`
    match /r/{id} { allow read; }
    match /w/{id} { allow write; }
    match /g/{id} { allow get; }
    match /l/{id} { allow list; }
    match /cu/{id} { allow create, update; }
    match /d/{id} { allow delete; }`);

  const table: [string, RulesMethod, boolean][] = [
    ['r/1', 'get', true],
    ['r', 'list', true],
    ['r/1', 'create', false],
    ['w/1', 'create', true],
    ['w/1', 'update', true],
    ['w/1', 'delete', true],
    ['w/1', 'get', false],
    ['g/1', 'get', true],
    ['g', 'list', false],
    ['l', 'list', true],
    ['l/1', 'get', false],
    ['cu/1', 'create', true],
    ['cu/1', 'update', true],
    ['cu/1', 'delete', false],
    ['d/1', 'delete', true],
    ['d/1', 'update', false],
  ];
  it.each(table)('%s %s -> %s', (path, method, allowed) => {
    expect(evalFirestore(rules, { path, method }).allowed).toBe(allowed);
  });
});

describe('match semantics', () => {
  it('denies when no match block covers the path', () => {
    const rules = firestoreRules('match /jobs/{id} { allow read; }');
    expect(evalFirestore(rules, { path: 'users/u1', method: 'get' })).toEqual({
      allowed: false,
      reason: 'denied: no matching allow',
    });
  });

  it('requires the whole path to match (single-segment wildcards do not cross /)', () => {
    const rules = firestoreRules('match /jobs/{id} { allow read; }');
    expect(evalFirestore(rules, { path: 'jobs/j1/applications/a1', method: 'get' }).allowed).toBe(false);
  });

  it('ORs allows across all matching blocks: one grant is enough', () => {
    const rules = firestoreRules(`
      match /{document=**} { allow read: if false; }
      match /jobs/{id} { allow read: if true; }`);
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get' });
    expect(d.allowed).toBe(true);
    expect(d.reason).toMatch(/^allowed by firestore\.rules:\d+:\d+ 'allow read: if true;'$/);
  });

  it('reports how many conditions were false when nothing grants', () => {
    const rules = firestoreRules(`
      match /{document=**} { allow read: if false; }
      match /jobs/{id} { allow read: if 1 > 2; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).reason).toBe(
      'denied: no matching allow (2 conditions evaluated to false)',
    );
  });

  it('binds single-segment wildcards as strings, including the database', () => {
    const rules = firestoreRules(
      `match /jobs/{jobId} { allow read: if jobId == 'j1' && database == '(default)'; }`,
    );
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs/j2', method: 'get' }).allowed).toBe(false);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', database: 'other' }).allowed).toBe(false);
  });

  it('combines wildcards of nested blocks', () => {
    const rules = firestoreRules(`
      match /companies/{companyId} {
        match /jobs/{jobId} { allow read: if companyId + '/' + jobId == 'acme/j1'; }
      }`);
    expect(evalFirestore(rules, { path: 'companies/acme/jobs/j1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'companies/acme', method: 'get' }).allowed).toBe(false);
  });

  it('binds recursive wildcards as paths', () => {
    const rules = firestoreRules(
      `match /files/{rest=**} { allow read: if rest is path && rest[0] == 'a' && rest == /a/b/c; }`,
    );
    expect(evalFirestore(rules, { path: 'files/a/b/c', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'files/x/b/c', method: 'get' }).allowed).toBe(false);
  });

  it('recursive wildcards match zero segments in rules_version 2 but not in 1', () => {
    const body = `service cloud.firestore { match /databases/{db}/documents { match /users/{uid}/{rest=**} { allow read; } } }`;
    const v2 = compile(`rules_version = '2'; ${body}`);
    const v1 = compile(body);
    expect(evalFirestore(v2, { path: 'users/u1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(v1, { path: 'users/u1', method: 'get' }).allowed).toBe(false);
    expect(evalFirestore(v1, { path: 'users/u1/private/p', method: 'get' }).allowed).toBe(true);
  });

  it('supports collection-group patterns with a leading recursive wildcard (v2)', () => {
    const rules = firestoreRules(`match /{path=**}/applications/{appId} { allow read: if appId == 'a1'; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1/applications/a1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'applications/a1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs/j1/applications/a2', method: 'get' }).allowed).toBe(false);
  });

  it('denies a condition that is not a bool', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read: if 'yes'; }`);
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get' });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/not a bool/);
  });

  it('denies requests for a service the ruleset does not declare', () => {
    const rules = compile('service firebase.storage { match /b/{bucket}/o/{f} { allow read; } }');
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get' });
    expect(d).toEqual({
      allowed: false,
      reason: "denied: the ruleset has no 'service cloud.firestore' block",
    });
  });
});

describe('functions', () => {
  it('calls functions declared at service, match and nested levels with lexical scoping', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  function isSignedIn() { return request.auth != null; }
  match /databases/{database}/documents {
    function jobPath(p) { return /databases/$(database)/documents/jobs/$(p); }
    match /jobs/{jobId} {
      function isJob(id) { return id == jobId && jobPath(id) == request.path; }
      allow read: if isSignedIn() && isJob('j1');
    }
  }
}`);
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: { uid: 'u', token: {} } }).allowed,
    ).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(false);
  });

  it('interpolates a string with slashes as a single path segment', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read: if (/a/$('b/c')).size() == 0; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).reason).toMatch(/Function not found/);
    const seg = firestoreRules(`match /jobs/{id} { allow read: if (/a/$('b/c'))[1] == 'b/c'; }`);
    expect(evalFirestore(seg, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
  });

  it('parameters shadow wildcards of the same name', () => {
    const rules = firestoreRules(`
      match /jobs/{id} {
        function same(id) { return id == 'param'; }
        allow read: if same('param') && id == 'j1';
      }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
  });

  it('evaluates let bindings in order and only when used', () => {
    const rules = firestoreRules(`
      match /jobs/{id} {
        function check() {
          let unused = 1 / 0;
          let a = 2;
          let b = a * 3;
          return b == 6;
        }
        allow read: if check();
      }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
  });

  it('a function may call functions declared later in the same scope', () => {
    const rules = firestoreRules(`
      match /jobs/{id} {
        function first() { return second() + 1; }
        function second() { return 41; }
        allow read: if first() == 42;
      }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
  });

  it('stops runaway recursion with a call-depth error', () => {
    const rules = firestoreRules(`
      match /jobs/{id} {
        function loop(n) { return loop(n + 1); }
        allow read: if loop(0);
      }`);
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get' });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Maximum function call depth \(20\) exceeded/);
  });
});

describe('robustness', () => {
  it('fails closed on malformed input instead of throwing', () => {
    const rules = firestoreRules("match /jobs/{id} { allow read: if resource.id == 'j1'; }");
    const malformed = { fields: {} } as unknown as FirestoreDocument;
    const d = evalFirestore(rules, { path: 'jobs/j1', method: 'get', resource: malformed });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/^denied: internal error: /);
  });
});
