import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.ts';
import { evalFirestore, expectExpr, expectExprError, firestoreRules, user } from './test-helpers.ts';

// `m.missing` reads an undefined property: the canonical error value.
const vars = { variables: { m: { present: 1 } } };
const E = 'm.missing';

describe('error values through && and ||', () => {
  it.each([
    [`${E} || true`, true],
    [`true || ${E}`, true],
    [`${E} && false`, false],
    [`false && ${E}`, false],
    [`(${E} == 1) || m.present == 1`, true],
    [`!(${E} && false)`, true],
    [`false ? ${E} : 'ok'`, 'ok'],
    [`true ? 'ok' : ${E}`, 'ok'],
    [`${E} || true || ${E}`, true],
    [`(${E} || true) && (false || true)`, true],
  ])('%s evaluates to %o', (src, value) => {
    expectExpr(src, value, vars);
  });

  it.each([
    [`${E} || false`],
    [`false || ${E}`],
    [`${E} && true`],
    [`true && ${E}`],
    [`${E} || ${E}`],
    [`!${E}`],
    [`${E} == ${E}`],
    [`${E} != 1`],
    [`${E} is string`],
    [`${E} in [1]`],
    [`1 in [${E}]`],
    [`${E} ? 1 : 2`],
    [`true ? ${E} : 1`],
    [`${E}.size()`],
    [`'abc'.matches(${E})`],
    [`[1, ${E}]`],
    [`{'a': ${E}}`],
    [`string(${E})`],
    [`${E} + 1`],
    [`-${E}`],
  ])('%s is an error', (src) => {
    expectExprError(src, /Property 'missing' is undefined/, vars);
  });

  it('non-bool operands of && and || are errors, absorbed like other errors', () => {
    expectExprError('1 && true', /requires bool operands/);
    expectExpr('1 || true', true);
    expectExpr('false && 1', false);
  });

  it('reports the position of the failing sub-expression', () => {
    const r = evaluateExpression('1 == 1 && m.missing', vars);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : [r.line, r.column]).toEqual([1, 12]);
  });
});

describe('errors in allow statements', () => {
  it('an erroring condition denies but does not stop other allows from granting', () => {
    const rules = firestoreRules(`match /jobs/{id} {
      allow read: if resource.data.owner == request.auth.uid;
      allow read: if request.auth.token.get('admin', false) == true;
    }`);
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('u1', { admin: true }) }).allowed,
    ).toBe(true);
    const denied = evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('u1') });
    expect(denied.allowed).toBe(false);
    expect(denied.reason).toMatch(/^denied: error at 5:\d+: Null value error/);
  });

  it('error || true grants inside a condition (the documented error semantics)', () => {
    const rules = firestoreRules(
      `match /jobs/{id} { allow read: if resource.data.public == true || request.auth != null; }`,
    );
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('u1') }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(false);
  });

  it('true && error denies', () => {
    const rules = firestoreRules(
      `match /jobs/{id} { allow read: if request.auth != null && request.auth.token.admin; }`,
    );
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('u1') }).reason).toBe(
      "denied: error at 4:77: Property 'admin' is undefined on object",
    );
  });

  it('an error argument only matters if the function uses it', () => {
    const rules = firestoreRules(`match /jobs/{id} {
      function ignores(x) { return true; }
      function uses(x) { return x == 1; }
      allow get: if ignores(resource.data.x);
      allow list: if uses(resource.data.x);
    }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).allowed).toBe(true);
    expect(evalFirestore(rules, { path: 'jobs', method: 'list' }).allowed).toBe(false);
  });
});
