import type { Role } from '../constants/enums.ts';
import { ADMIN_CLAIM } from '../constants/platform.ts';
import type { Profile } from '../types/profile.ts';

/**
 * Whether verified ID-token claims make an administrator: only the custom claim, exactly `true`
 * (never a document field, never a truthy string).
 */
export const hasAdminClaim = (claims: Readonly<Record<string, unknown>> | null | undefined): boolean =>
  claims?.[ADMIN_CLAIM] === true;

/** The role the app gives an account, from its verified claims. */
export const roleFromClaims = (claims: Readonly<Record<string, unknown>> | null | undefined): Role =>
  hasAdminClaim(claims) ? 'admin' : 'user';

/**
 * First word of the display name registration sets ('Ayesha Siddiqui' → 'Ayesha'), for the
 * header's greeting and the emails; null when there is none.
 */
export const firstNameOf = (displayName: string | null | undefined): string | null =>
  displayName?.trim().split(/\s+/)[0] || null;

/** Longest job id kept from a registration link (the same bound as DOCUMENT_ID_SOURCE). */
const MAX_FIRST_JOB_ID_LENGTH = 128;

/** The wizard's steps after the personal one as a new profile has them: nothing entered or accepted. */
export const unstartedProfileSteps = () =>
  ({
    totalExperience: 0,
    education: [],
    career: [],
    termsAndConditions: false,
    privacyPolicyVersion: null,
    termsAcceptedAt: null,
    submittedAt: null,
  }) satisfies Partial<Profile>;

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
  ...unstartedProfileSteps(),
  pendingJobId: null,
  firstJobId: input.jobId?.trim() ? input.jobId.trim().slice(0, MAX_FIRST_JOB_ID_LENGTH) : null,
  createdAt: now,
  updatedAt: now,
});
