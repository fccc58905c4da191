// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { newProfile } from './new-profile';

// The keys `isValidProfile` in firestore.rules accepts (profileKeys()).
const RULES_PROFILE_KEYS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phoneNumber',
  'city',
  'address',
  'avatar',
  'resume',
  'totalExperience',
  'education',
  'career',
  'termsAndConditions',
  'privacyPolicyVersion',
  'termsAcceptedAt',
  'submittedAt',
  'pendingJobId',
  'firstJobId',
  'createdAt',
  'updatedAt',
];

describe('newProfile', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('holds only keys the rules allow, with the types they expect', () => {
    const profile = newProfile(
      { firstName: ' Sana ', middleName: '', lastName: 'Iqbal', email: 'sana@example.com', jobId: 'job-1' },
      now,
    );
    expect(Object.keys(profile).every((key) => RULES_PROFILE_KEYS.includes(key))).toBe(true);
    expect(profile).toMatchObject({
      firstName: 'Sana',
      middleName: '',
      lastName: 'Iqbal',
      email: 'sana@example.com',
      phoneNumber: '',
      totalExperience: 0,
      education: [],
      career: [],
      termsAndConditions: false,
      firstJobId: 'job-1',
      pendingJobId: null,
      createdAt: now,
      updatedAt: now,
    });
    expect(Number.isInteger(profile.totalExperience)).toBe(true);
  });

  it('stores no first job when none came with registration', () => {
    expect(
      newProfile({ firstName: 'A', lastName: 'B', email: 'a@b.test', jobId: null }, now).firstJobId,
    ).toBeNull();
    expect(
      newProfile({ firstName: 'A', lastName: 'B', email: 'a@b.test', jobId: '  ' }, now).firstJobId,
    ).toBeNull();
  });
});
