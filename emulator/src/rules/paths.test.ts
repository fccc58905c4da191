import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.ts';
import { expectExpr, expectExprError } from './test-helpers.ts';
import { RPath } from './values.ts';

describe('path values', () => {
  it.each([
    ['/databases/(default)/documents/users/u1', '/databases/(default)/documents/users/u1'],
    ['/databases/$(database)/documents/users/$(uid)', '/databases/(default)/documents/users/alice'],
    ['/jobs/$(uid + "-draft")', '/jobs/alice-draft'],
    ['/jobs/job_$(n)', '/jobs/job_7'],
    ['path("jobs/abc")', '/jobs/abc'],
    ['path("/jobs/abc")', '/jobs/abc'],
    ['(/path/$(foo)/$(bar)).bind({"foo": "something", "bar": "another"})', '/path/something/another'],
  ])('%s is %s', (src, value) => {
    expectExpr(src, value, { type: 'path', variables: { database: '(default)', uid: 'alice', n: 7 } });
  });

  it.each([
    ['/databases/x/documents/users/u1[3]', 'users'],
    ['/databases/x/documents/users/u1[4]', 'u1'],
    ['/a/b == path("a/b")', true],
    ['/a/b == /a/c', false],
    ['/a/b/c[0:2]', null],
    ['(/p/$(x)).bind({"x": "y"}).x', 'y'],
    ['(/p/$(x)).bind({"x": "y"})["x"]', 'y'],
    ['string(/a/b)', '/a/b'],
    ['(/a/b/c).size()', null],
  ])('%s == %o', (src, value) => {
    if (value === null) {
      expectExprError(src, /not supported on path|Function not found/);
      return;
    }
    expectExpr(src, value);
  });

  it('splices a path value (e.g. a bound {rest=**} wildcard) into a path literal', () => {
    const r = evaluateExpression('/a/$(rest)/z', { variables: { rest: RPath.parse('b/c') } });
    expect(r.ok && r.value).toBe('/a/b/c/z');
    expect(r.ok && r.type).toBe('path');
  });

  it('keeps dots inside path literal segments', () => {
    const r = evaluateExpression('/files/cv.pdf[1]');
    expect(r.ok && r.value).toBe('cv.pdf');
  });

  it.each([
    ['/a/b[5]', /out of range/],
    ['/a/$(null)', /path segment/],
    ['/a/$(1.5)', /path segment/],
    ['(/a/b).missing', /undefined on path/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});
