import type { Role } from '../constants/enums.ts';

// Apply Now's decision (spec section 4, "Applying") on its own, without the wizard's schemas: the
// public careers and job pages make it, and must not load yup for it.

const presentId = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What Apply Now does (spec section 4, "Applying"):
 * - 'no-job': no job id — MESSAGES.jobIdNotFound;
 * - 'register': signed out — /register with the job id;
 * - 'not-candidate': an admin — admins do not apply (the candidate pages are hidden from them);
 * - 'profile-step-5': terms accepted — record the job as pendingJobId, go to /profile-step-5;
 * - 'complete-profile': otherwise — MESSAGES.completeProfileFirst, go to /profile-step-1.
 */
export type ApplyDecision = 'register' | 'profile-step-5' | 'complete-profile' | 'no-job' | 'not-candidate';

export const applyDecision = (input: {
  signedIn: boolean;
  role: Role | null | undefined;
  termsAccepted: boolean;
  jobId: string | null | undefined;
}): ApplyDecision => {
  if (!presentId(input.jobId)) return 'no-job';
  if (!input.signedIn) return 'register';
  if (input.role === 'admin') return 'not-candidate';
  return input.termsAccepted ? 'profile-step-5' : 'complete-profile';
};
