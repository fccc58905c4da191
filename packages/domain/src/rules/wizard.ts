import { WIZARD_STEP_LABELS, WIZARD_STEP_ROUTES, WIZARD_STEPS, type WizardStep } from './wizard-steps.ts';
import { profileStep1Schema, profileStep2Schema } from '../schemas/profile.ts';
import type { Profile } from '../types/profile.ts';

export type StepCompleteness = Record<WizardStep, boolean>;

const isPersonalComplete = (profile: Partial<Profile>): boolean =>
  // The same schema the step's form and the server use: "complete" means "would be accepted".
  profileStep1Schema.isValidSync({
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    city: profile.city,
    address: profile.address,
  }) && Boolean(profile.resume);

/**
 * Education and career: the spec (section 4) needs education AND career entries for this step. A
 * candidate with no work experience cannot have a career entry, so `totalExperience === 0` (the
 * form's "0 meaning none") waives the career entry; anyone with experience needs at least one.
 * Every entry present must be valid, and at least one education entry is always required.
 */
const isEducationComplete = (profile: Partial<Profile>): boolean => {
  const { totalExperience, education, career } = profile;
  if (typeof totalExperience !== 'number' || !education || !career) return false;
  if (education.length === 0) return false;
  if (career.length === 0 && totalExperience !== 0) return false;
  return profileStep2Schema.isValidSync({ totalExperience, education, career });
};

/** Which steps are complete. Each is judged on its own; canOpenStep adds the ordering. */
export const stepCompleteness = (profile: Partial<Profile>): StepCompleteness => ({
  personal: isPersonalComplete(profile),
  education: isEducationComplete(profile),
  privacy: profile.termsAndConditions === true,
  review: profile.submittedAt != null,
});

/**
 * A tab is a link (and its page may be opened) when every earlier step is complete: completed and
 * earlier tabs are links, later tabs are not. The first step is always open.
 */
export const canOpenStep = (profile: Partial<Profile>, step: WizardStep): boolean =>
  canOpenStepGiven(stepCompleteness(profile), step);

const canOpenStepGiven = (completeness: StepCompleteness, step: WizardStep): boolean =>
  WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).every((earlier) => completeness[earlier]);

/** Where to send a candidate who returns to the wizard: the first incomplete step, or null. */
export const firstIncompleteStep = (profile: Partial<Profile>): WizardStep | null => {
  const completeness = stepCompleteness(profile);
  return WIZARD_STEPS.find((step) => !completeness[step]) ?? null;
};

export type WizardTab = {
  step: WizardStep;
  label: string;
  href: string;
  complete: boolean;
  /** Render as a link only when true. */
  enabled: boolean;
};

/** The tab strip in one call, so the page does not judge completeness four times. */
export const wizardTabs = (profile: Partial<Profile>): WizardTab[] => {
  const completeness = stepCompleteness(profile);
  return WIZARD_STEPS.map((step) => ({
    step,
    label: WIZARD_STEP_LABELS[step],
    href: WIZARD_STEP_ROUTES[step],
    complete: completeness[step],
    enabled: canOpenStepGiven(completeness, step),
  }));
};

const presentId = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export type AfterReview =
  | {
      kind: 'apply';
      jobId: string;
      /** 'pending': the caller clears Profile.pendingJobId as it redirects (spec section 4). */
      source: 'pending' | 'first';
    }
  | { kind: 'submitted' };

/**
 * Where the review page goes after submitting (spec section 4): a pending job's employment
 * questions first, else the job that came with registration, else "profile submitted" and
 * /careers. Jobs listed in `appliedJobIds` are skipped — without this, re-submitting the review
 * after applying would send the candidate back to a job they cannot apply to twice.
 */
export const nextStepAfterReview = (input: {
  pendingJobId: string | null | undefined;
  firstJobId: string | null | undefined;
  appliedJobIds?: readonly string[];
}): AfterReview => {
  const applied = new Set(input.appliedJobIds ?? []);
  const pending = presentId(input.pendingJobId);
  if (pending && !applied.has(pending)) return { kind: 'apply', jobId: pending, source: 'pending' };
  const first = presentId(input.firstJobId);
  if (first && !applied.has(first)) return { kind: 'apply', jobId: first, source: 'first' };
  return { kind: 'submitted' };
};
