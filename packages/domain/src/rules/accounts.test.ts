import { describe, expect, it } from 'vitest';

import { ADMIN_CLAIMS } from '../constants/platform.ts';
import { firstNameOf, hasAdminClaim, newProfile, roleFromClaims } from './accounts.ts';

describe('roleFromClaims', () => {
  it('gives the admin role only for an admin claim that is exactly true', () => {
    expect(roleFromClaims(ADMIN_CLAIMS)).toBe('admin');
    expect(roleFromClaims({ admin: true })).toBe('admin');
    expect(roleFromClaims({ admin: 'true' })).toBe('user');
    expect(roleFromClaims({ role: 'admin' })).toBe('user');
    expect(roleFromClaims({})).toBe('user');
    expect(roleFromClaims(undefined)).toBe('user');
    expect(hasAdminClaim({ admin: 1 })).toBe(false);
  });
});

describe('firstNameOf', () => {
  it('takes the first word of the display name', () => {
    expect(firstNameOf('  Ayesha   Noor Khan ')).toBe('Ayesha');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf(undefined)).toBeNull();
  });
});

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

  it('keeps at most 128 characters of the job id that came with registration', () => {
    const jobId = 'j'.repeat(200);
    expect(newProfile({ firstName: 'A', lastName: 'B', email: 'a@b.test', jobId }, now).firstJobId).toBe(
      'j'.repeat(128),
    );
  });
});
