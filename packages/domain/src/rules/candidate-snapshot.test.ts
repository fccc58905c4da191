import { describe, expect, it } from 'vitest';

import { completeProfile } from '../testing/profiles.ts';
import { candidateSnapshotOf } from './candidate-snapshot.ts';

describe('candidateSnapshotOf', () => {
  it("keeps the snapshot's fields of a profile and drops consents, wizard bookkeeping and timestamps", () => {
    const now = new Date('2026-11-01T09:00:00Z');
    const profile = completeProfile(
      'sana@careers.test',
      { path: 'candidates/u1/resume/cv.pdf', size: 400 },
      now,
      {
        pendingJobId: 'job-1',
      },
    );
    const snapshot = candidateSnapshotOf(profile);
    expect(Object.keys(snapshot).sort()).toEqual(
      [
        'address',
        'avatar',
        'career',
        'city',
        'education',
        'email',
        'firstName',
        'lastName',
        'middleName',
        'phoneNumber',
        'resume',
        'totalExperience',
      ].sort(),
    );
    expect(snapshot).toMatchObject({ firstName: 'Sana', email: 'sana@careers.test', resume: profile.resume });
    expect(snapshot).not.toHaveProperty('termsAcceptedAt');
    expect(snapshot).not.toHaveProperty('pendingJobId');
  });
});
