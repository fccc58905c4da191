import { describe, expect, it } from 'vitest';
import type { Profile } from '../types/profile.ts';
import { isProfileReadyToApply, jobApplyAvailability } from './applying.ts';
import { applicationsCloseAt } from './job-end-date.ts';

// 31-12-2026 as the job form stores it (UTC midnight of the chosen day).
const endDate = new Date('2026-12-31');
const job = { status: 'open' as const, hidden: false, deleted: false, endDate };

describe('jobApplyAvailability', () => {
  it('takes applications until the end of the end date in Pakistan', () => {
    expect(applicationsCloseAt(job).toISOString()).toBe('2026-12-31T18:59:59.999Z');
    expect(jobApplyAvailability(job, new Date('2026-12-31T18:59:59.999Z'))).toBe('open');
    expect(jobApplyAvailability(job, new Date('2026-12-31T19:00:00.000Z'))).toBe('ended');
  });

  it.each([
    ['missing', null],
    ['closed', { ...job, status: 'closed' as const }],
    ['archived', { ...job, status: 'archived' as const }],
    ['hidden', { ...job, hidden: true }],
    ['deleted', { ...job, deleted: true }],
  ])('answers not-listed for a %s job, whatever its end date', (_label, subject) => {
    expect(jobApplyAvailability(subject, new Date('2026-11-01'))).toBe('not-listed');
    expect(jobApplyAvailability(subject, new Date('2027-06-01'))).toBe('not-listed');
  });
});

describe('isProfileReadyToApply', () => {
  const complete: Partial<Profile> = {
    firstName: 'Sana',
    middleName: '',
    lastName: 'Mirza',
    email: 'sana@careers.test',
    phoneNumber: '03001234567',
    city: 'Lahore',
    address: '12 Canal Road',
    resume: {
      path: 'candidates/u1/resume/cv.pdf',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1000,
      uploadedAt: new Date(0),
    },
    totalExperience: 0,
    education: [
      {
        institute: 'NTU',
        degree: 'BSc Textile Engineering',
        fieldOfStudy: 'Spinning',
        cgpa: 3.4,
        percentage: null,
        from: 2016,
        to: 2020,
      },
    ],
    career: [],
    termsAndConditions: true,
    privacyPolicyVersion: '2026-01',
    submittedAt: null,
  };

  it('accepts a complete profile with the policy accepted, before the review is submitted', () => {
    expect(isProfileReadyToApply(complete)).toBe(true);
  });

  it.each<[string, Partial<Profile>]>([
    ['no CV', { resume: null }],
    ['no phone number', { phoneNumber: '' }],
    ['no education', { education: [] }],
    ['experience without a career entry', { totalExperience: 2 }],
    ['terms not accepted', { termsAndConditions: false }],
    ['no policy version recorded', { privacyPolicyVersion: null }],
  ])('refuses a profile with %s', (_label, change) => {
    expect(isProfileReadyToApply({ ...complete, ...change })).toBe(false);
  });

  it('refuses no profile at all', () => {
    expect(isProfileReadyToApply(null)).toBe(false);
  });
});
