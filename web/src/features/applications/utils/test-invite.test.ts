// @vitest-environment node

import type { Application, TestInvitation } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { pendingTestInvite } from './test-invite';

type Row = Pick<Application, 'jobId' | 'status' | 'test'>;

const invitation = (
  jobId: string,
  testId: string,
  overrides: Partial<TestInvitation> = {},
): TestInvitation => ({
  testId,
  link: `/user_tests/new/test/${jobId}/${testId}`,
  invitedAt: new Date('2026-03-01T10:00:00Z'),
  taken: false,
  takenAt: null,
  ...overrides,
});

describe('pendingTestInvite', () => {
  it('links to the instructions of a test that is not taken yet', () => {
    const rows: Row[] = [
      { jobId: 'weaving', status: 'applied', test: null },
      { jobId: 'spinning', status: 'shortlisted', test: invitation('spinning', 't1') },
    ];
    expect(pendingTestInvite(rows)).toEqual({
      jobId: 'spinning',
      testId: 't1',
      href: '/user_tests/new/test/spinning/t1/instructions',
    });
  });

  it('has nothing to offer once the test is taken, or without invitations', () => {
    expect(pendingTestInvite([])).toBeNull();
    expect(
      pendingTestInvite([
        { jobId: 'spinning', status: 'shortlisted', test: invitation('spinning', 't1', { taken: true }) },
      ]),
    ).toBeNull();
  });

  it('ignores applications that were rejected, removed, not selected or withdrawn', () => {
    for (const status of ['rejected', 'removed', 'not-selected', 'withdrawn'] as const) {
      expect(pendingTestInvite([{ jobId: 'j', status, test: invitation('j', 't') }])).toBeNull();
    }
  });

  it('prefers the most recent invitation and accepts full URLs as links', () => {
    const rows: Row[] = [
      {
        jobId: 'old',
        status: 'shortlisted',
        test: invitation('old', 't1', { invitedAt: new Date('2026-01-01') }),
      },
      {
        jobId: 'new',
        status: 'shortlisted',
        test: invitation('new', 't2', {
          invitedAt: new Date('2026-02-01'),
          link: 'https://careers.example.com/user_tests/new/test/new/t2/',
        }),
      },
    ];
    expect(pendingTestInvite(rows)?.href).toBe('/user_tests/new/test/new/t2/instructions');
  });
});
