import { describe, expect, it } from 'vitest';

import { DOCUMENT_ID_SOURCE } from './platform.ts';
import { absoluteHref, ROUTES, routePatternSource, safeRedirectPath } from './routes.ts';

// The package compiles against the ES library only; URLSearchParams is reached through globalThis.
const queryParam = (href: string, name: string): string | null =>
  new (
    globalThis as unknown as { URLSearchParams: new (init: string) => { get(key: string): string | null } }
  ).URLSearchParams(href.split('?')[1] ?? '').get(name);

describe('ROUTES', () => {
  it('builds hrefs with encoded parameters', () => {
    expect(ROUTES.jobs.show.getHref('abc')).toBe('/jobs/show/abc');
    expect(ROUTES.jobs.applicant.getHref('job 1', 'u/2')).toBe('/jobs/job%201/applicant/u%2F2');
    expect(ROUTES.apply.employmentQuestions.getHref('j1')).toBe('/jobs/apply/j1/employmentQuestions');
    expect(ROUTES.userTests.instructions.getHref('1', 't9')).toBe('/user_tests/new/test/1/t9/instructions');
    expect(ROUTES.careers.department.getHref('d1')).toBe('/careers/d1');
    expect(ROUTES.confirmEmail.getHref('a/b c')).toBe('/confirm/a%2Fb%20c');
    expect(ROUTES.resetPassword.getHref('code-1')).toBe('/reset/code-1');
  });

  it('adds query parameters only when given, encoded so URLSearchParams reads them back', () => {
    expect(ROUTES.login.getHref()).toBe('/login');
    expect(ROUTES.login.getHref('/jobs?page=2')).toBe('/login?redirectTo=%2Fjobs%3Fpage%3D2');
    expect(ROUTES.register.getHref(null)).toBe('/register');
    expect(ROUTES.register.getHref('job-1')).toBe('/register?jobId=job-1');
    const href = ROUTES.login.getHref('/jobs?q=a b&x=1');
    expect(queryParam(href, 'redirectTo')).toBe('/jobs?q=a b&x=1');
  });

  it('declares every route path once', () => {
    const collect = (node: unknown): string[] =>
      typeof node === 'object' && node !== null
        ? 'path' in node && typeof node.path === 'string'
          ? [node.path]
          : Object.values(node).flatMap(collect)
        : [];
    const all = collect(ROUTES);
    expect(all).toHaveLength(new Set(all).size);
    // Spec section 2: 9 public, 7 candidate, 22 admin routes and change password; plus My
    // applications, the mail log and the insights (ours, docs/spec-departures.md) and the admin's
    // Test Preview (/user_tests/new/test/1/{id}, which the spec names on the test's page); the team
    // page, the admin invitation's link and the candidates page (issue 20); the data rights' My
    // data, Keep account and the admin's Candidate data (issue 21); Account erased (issue 31).
    expect(all).toHaveLength(50);
  });
});

describe('absoluteHref', () => {
  it('joins the site origin and a page, with or without a trailing slash', () => {
    expect(absoluteHref('https://careers.example', ROUTES.confirmEmail.getHref('c1'))).toBe(
      'https://careers.example/confirm/c1',
    );
    expect(absoluteHref('http://127.0.0.1:5173/', '/reset/c2')).toBe('http://127.0.0.1:5173/reset/c2');
  });
});

describe('routePatternSource', () => {
  const matches = (source: string, path: string) => new RegExp(source).exec(path);

  it('matches the whole path, with an optional trailing slash', () => {
    const careers = routePatternSource(ROUTES.careers.list.path);
    expect(matches(careers, '/careers')).not.toBeNull();
    expect(matches(careers, '/careers/')).not.toBeNull();
    expect(matches(careers, '/careers/weaving')).toBeNull();
    expect(matches(careers, '/x/careers')).toBeNull();
  });

  it('matches only the root for the home page', () => {
    const home = routePatternSource(ROUTES.home.path);
    expect(matches(home, '/')).not.toBeNull();
    expect(matches(home, '/careers')).toBeNull();
  });

  it('captures parameters, narrowed where asked', () => {
    const jobDetail = routePatternSource(ROUTES.jobDetail.path, { id: DOCUMENT_ID_SOURCE });
    expect(matches(jobDetail, '/job-detail/weaving-master')?.[1]).toBe('weaving-master');
    expect(matches(jobDetail, '/job-detail/not%20an%20id')).toBeNull();
    expect(matches(jobDetail, `/job-detail/${'a'.repeat(129)}`)).toBeNull();
    const department = routePatternSource(ROUTES.careers.department.path);
    expect(matches(department, '/careers/any%20thing')?.[1]).toBe('any%20thing');
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
