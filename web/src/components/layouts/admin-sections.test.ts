// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { ADMIN_SECTIONS, activeAdminSection } from './admin-sections';

describe('admin sections', () => {
  it('lists the spec side navigation in order', () => {
    expect(ADMIN_SECTIONS.map((section) => [section.label, section.href])).toEqual([
      ['Jobs', '/jobs'],
      ['Tests', '/tests'],
      ['Companies', '/companies'],
      ['Employment Questions', '/employment_questions'],
      ['Add Degrees', '/educations'],
      ['Departments', '/departments'],
      ['Change Password', '/change_password'],
      ['Candidates', '/candidates'],
      ['Mail Log', '/mail-log'],
      ['Team', '/team'],
      ['Insights', '/insights'],
    ]);
  });

  it.each([
    ['/jobs', 'Jobs'],
    ['/jobs/show/1', 'Jobs'],
    ['/jobs/1/applicant/2', 'Jobs'],
    ['/create-test', 'Tests'],
    ['/tests/edit/1', 'Tests'],
    ['/user_tests/new/test/1/test-1', 'Tests'],
    ['/educations/new', 'Add Degrees'],
    ['/mail-log', 'Mail Log'],
    ['/team', 'Team'],
    ['/insights', 'Insights'],
  ])('highlights %s as %s', (pathname, label) => {
    expect(activeAdminSection(pathname)?.label).toBe(label);
  });

  it.each(['/dashboard', '/jobsearch', '/'])('highlights nothing for %s', (pathname) => {
    expect(activeAdminSection(pathname)).toBeNull();
  });
});
