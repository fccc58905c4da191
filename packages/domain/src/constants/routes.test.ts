// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('builds hrefs with encoded parameters', () => {
    expect(paths.jobs.show.getHref('abc')).toBe('/jobs/show/abc');
    expect(paths.jobs.applicant.getHref('job 1', 'u/2')).toBe('/jobs/job%201/applicant/u%2F2');
    expect(paths.apply.employmentQuestions.getHref('j1')).toBe('/jobs/apply/j1/employmentQuestions');
    expect(paths.userTests.instructions.getHref('1', 't9')).toBe('/user_tests/new/test/1/t9/instructions');
    expect(paths.careers.department.getHref('d1')).toBe('/careers/d1');
  });

  it('adds query parameters only when given', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/jobs?page=2')).toBe('/login?redirectTo=%2Fjobs%3Fpage%3D2');
    expect(paths.register.getHref(null)).toBe('/register');
    expect(paths.register.getHref('job-1')).toBe('/register?jobId=job-1');
  });

  it('declares every route path once', () => {
    const collect = (node: unknown): string[] =>
      typeof node === 'object' && node !== null
        ? 'path' in node && typeof node.path === 'string'
          ? [node.path]
          : Object.values(node).flatMap(collect)
        : [];
    const all = collect(paths);
    expect(all).toHaveLength(new Set(all).size);
    // Spec section 2: 9 public, 7 candidate, 22 admin routes and change password.
    expect(all).toHaveLength(39);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/jobs', '/jobs/show/1?tab=2', '/'])('keeps the in-app path %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each([null, undefined, '', 'jobs', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'rejects %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});
