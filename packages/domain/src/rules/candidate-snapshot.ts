import type { CandidateSnapshot } from '../types/profile.ts';

/**
 * What an application freezes of a profile: its fields of the snapshot and nothing else (consents,
 * wizard bookkeeping and timestamps stay on the profile).
 */
export const candidateSnapshotOf = (profile: CandidateSnapshot): CandidateSnapshot => ({
  firstName: profile.firstName,
  middleName: profile.middleName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber,
  city: profile.city,
  address: profile.address,
  avatar: profile.avatar,
  resume: profile.resume,
  totalExperience: profile.totalExperience,
  education: profile.education,
  career: profile.career,
});
