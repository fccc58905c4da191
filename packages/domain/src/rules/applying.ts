import type { Job } from '../types/job.ts';
import type { Profile } from '../types/profile.ts';
import { isListedPublicly } from './job-index.ts';
import { isPastEndDate } from './job-end-date.ts';
import { stepCompleteness } from './wizard.ts';

// Whether a candidate may apply (spec section 4, "Applying"). The apply function refuses with these
// and the web app uses the same functions to offer or hide the employment-questions form.

/**
 * - 'open': the job takes applications;
 * - 'not-listed': not public (missing, deleted, hidden, closed or archived). The apply function
 *   answers all of these alike ('not-found'), so a candidate learns nothing about jobs the public
 *   cannot see;
 * - 'ended': public, but its end date has passed (the end date is on the public page, so saying so
 *   reveals nothing).
 */
export type JobApplyAvailability = 'open' | 'not-listed' | 'ended';

export const jobApplyAvailability = (
  job: Pick<Job, 'status' | 'hidden' | 'deleted' | 'endDate'> | null | undefined,
  now: Date,
): JobApplyAvailability => {
  if (!job || !isListedPublicly(job)) return 'not-listed';
  return isPastEndDate(job.endDate, now) ? 'ended' : 'open';
};

/**
 * A profile an application can be made from: personal information with a CV, education and career,
 * and the privacy policy accepted with its version recorded (the application freezes that version).
 * The review step is not required: its Submit is what leads to the employment questions.
 */
export const isProfileReadyToApply = (profile: Partial<Profile> | null | undefined): boolean => {
  if (!profile) return false;
  const completeness = stepCompleteness(profile);
  return (
    completeness.personal &&
    completeness.education &&
    completeness.privacy &&
    typeof profile.privacyPolicyVersion === 'string' &&
    profile.privacyPolicyVersion.trim() !== ''
  );
};
