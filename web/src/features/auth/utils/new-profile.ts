import type { Profile } from '@careers/domain';

/**
 * The candidate's `profiles/{uid}` document as registration creates it: the names, the account's
 * email (the rules require exactly that), the job that came with registration, and empty values
 * for everything the wizard fills in later. Only keys the rules allow, with the types they expect.
 */
export const newProfile = (
  input: {
    firstName: string;
    middleName?: string | null;
    lastName: string;
    email: string;
    jobId: string | null;
  },
  now: Date,
): Profile => ({
  firstName: input.firstName.trim(),
  middleName: input.middleName?.trim() ?? '',
  lastName: input.lastName.trim(),
  email: input.email,
  phoneNumber: '',
  city: '',
  address: '',
  avatar: null,
  resume: null,
  totalExperience: 0,
  education: [],
  career: [],
  termsAndConditions: false,
  privacyPolicyVersion: null,
  termsAcceptedAt: null,
  submittedAt: null,
  pendingJobId: null,
  firstJobId: input.jobId?.trim() ? input.jobId.trim().slice(0, 128) : null,
  createdAt: now,
  updatedAt: now,
});
