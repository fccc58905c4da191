import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../types/application.ts';
import type { ApplicationStatus, TestInvitation } from '../types/application.ts';
import { canInviteToTest, canShortlist, firstCgpa, topCandidatesOutcome } from './applicants.ts';
import type { ApplicantForSelection } from './applicants.ts';

const invitation = (taken: boolean): TestInvitation => ({
  testId: 't1',
  link: '/user_tests/new/test/job1/t1',
  invitedAt: new Date(0),
  taken,
  takenAt: taken ? new Date(1) : null,
});

describe('canShortlist', () => {
  it('only an applicant still in the running and not shortlisted yet (never a withdrawn one)', () => {
    const allowed = APPLICATION_STATUSES.filter((status) => canShortlist({ status }));
    expect(allowed).toEqual(['applied', 'under-review']);
  });
});

describe('canInviteToTest', () => {
  const invitable: ApplicationStatus[] = ['shortlisted', 'test-invited'];
  it.each(APPLICATION_STATUSES.filter((status) => !invitable.includes(status)))('not when %s', (status) => {
    expect(canInviteToTest({ status, test: null })).toBe(false);
  });

  it('a shortlisted applicant, also to re-send an unused invitation', () => {
    expect(canInviteToTest({ status: 'shortlisted', test: null })).toBe(true);
    expect(canInviteToTest({ status: 'shortlisted', test: invitation(false) })).toBe(true);
    expect(canInviteToTest({ status: 'test-invited', test: invitation(false) })).toBe(true);
  });

  it('not once the test has been taken', () => {
    expect(canInviteToTest({ status: 'shortlisted', test: invitation(true) })).toBe(false);
  });
});

describe('topCandidatesOutcome', () => {
  const applicant = (id: string, status: ApplicationStatus, topCandidate = false): ApplicantForSelection => ({
    id,
    status,
    topCandidate,
  });
  const applicants = [
    applicant('s1', 'shortlisted'),
    applicant('s2', 'shortlisted'),
    applicant('s3', 'shortlisted'),
    applicant('a1', 'applied'),
    applicant('r1', 'rejected'),
    applicant('x1', 'removed'),
    applicant('n1', 'not-selected'),
  ];

  it('marks the selection as top candidates and the others still in the running as not selected', () => {
    expect(topCandidatesOutcome(applicants, ['s1', 's3'], 'closed')).toEqual({
      ok: true,
      topCandidateIds: ['s1', 's3'],
      notSelectedIds: ['s2', 'a1'],
    });
  });

  it('never touches rejected, removed or already not-selected applicants (nothing is deleted)', () => {
    const outcome = topCandidatesOutcome(applicants, ['s2'], 'closed');
    expect(outcome.ok && outcome.notSelectedIds).toEqual(['s1', 's3', 'a1']);
    const touched = outcome.ok ? [...outcome.topCandidateIds, ...outcome.notSelectedIds] : [];
    expect(touched).not.toContain('r1');
    expect(touched).not.toContain('x1');
    expect(touched).not.toContain('n1');
  });

  it('keeps earlier top candidates: a later round only adds', () => {
    const withEarlier = [applicant('t0', 'shortlisted', true), ...applicants];
    const outcome = topCandidatesOutcome(withEarlier, ['s1'], 'closed');
    expect(outcome.ok && outcome.notSelectedIds).not.toContain('t0');
  });

  it.each(['open', 'archived'] as const)('refuses for a job that is %s', (status) => {
    expect(topCandidatesOutcome(applicants, ['s1'], status)).toEqual({
      ok: false,
      reason: 'job-not-closed',
      ids: [],
    });
  });

  it('refuses an empty selection', () => {
    expect(topCandidatesOutcome(applicants, [], 'closed')).toEqual({
      ok: false,
      reason: 'no-selection',
      ids: [],
    });
  });

  it('refuses applicants who are unknown or not shortlisted, naming them', () => {
    expect(topCandidatesOutcome(applicants, ['s1', 'ghost'], 'closed')).toEqual({
      ok: false,
      reason: 'unknown-applicant',
      ids: ['ghost'],
    });
    expect(topCandidatesOutcome(applicants, ['s1', 'a1', 'r1'], 'closed')).toEqual({
      ok: false,
      reason: 'not-shortlisted',
      ids: ['a1', 'r1'],
    });
  });

  it('counts applicants shortlisted earlier and invited since as shortlisted', () => {
    const later = [
      applicant('t1', 'test-invited'),
      applicant('t2', 'test-taken'),
      applicant('i1', 'interview-invited'),
      applicant('w1', 'withdrawn'),
      applicant('u1', 'under-review'),
    ];
    expect(topCandidatesOutcome(later, ['t2', 'i1'], 'closed')).toEqual({
      ok: true,
      topCandidateIds: ['t2', 'i1'],
      notSelectedIds: ['t1', 'u1'],
    });
    expect(topCandidatesOutcome(later, ['w1'], 'closed')).toMatchObject({ ok: false, ids: ['w1'] });
  });

  it('counts a selected id given twice once', () => {
    const outcome = topCandidatesOutcome(applicants, ['s1', 's1'], 'closed');
    expect(outcome.ok && outcome.topCandidateIds).toEqual(['s1']);
  });
});

describe('firstCgpa', () => {
  it('is the CGPA of the first entry that has one', () => {
    expect(firstCgpa([{ cgpa: null }, { cgpa: 3.2 }, { cgpa: 3.9 }])).toBe(3.2);
    expect(firstCgpa([{ cgpa: 0 }, { cgpa: 3.9 }])).toBe(0);
  });

  it('is null when no entry has a CGPA', () => {
    expect(firstCgpa([])).toBeNull();
    expect(firstCgpa([{ cgpa: null }, { cgpa: Number.NaN }])).toBeNull();
  });
});
