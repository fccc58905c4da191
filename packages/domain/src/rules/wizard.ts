import { ROUTES } from '../constants/routes.ts';
import { PRIVACY_POLICY_VERSION } from '../constants/limits.ts';
import {
  applyingForJobId,
  presentJobId,
  WIZARD_STEP_LABELS,
  WIZARD_STEP_ROUTES,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard-steps.ts';
import { profileStep1Schema, profileStep2Schema } from '../schemas/profile.ts';
import type { PassOverReason, Profile } from '../types/profile.ts';

export type StepCompleteness = Record<WizardStep, boolean>;

/** The profile's fields of the wizard's personal step, as its schema (profileStep1Schema) reads them. */
export const personalStepOf = (profile: Partial<Profile>) => ({
  firstName: profile.firstName,
  middleName: profile.middleName ?? '',
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber,
  city: profile.city,
  address: profile.address,
});

const isPersonalComplete = (profile: Partial<Profile>): boolean =>
  // The same schema the step's form and the server use: "complete" means "would be accepted".
  profileStep1Schema.isValidSync(personalStepOf(profile)) && Boolean(profile.resume);

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
  // A new policy version asks for a new acceptance (issue 21): the old one no longer completes the step.
  privacy: profile.termsAndConditions === true && profile.privacyPolicyVersion === PRIVACY_POLICY_VERSION,
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

/** A job the candidate was applying for that Submit could not use, and why (the page names it). */
export type PassedOverJob = { jobId: string; source: 'pending' | 'first'; reason: PassOverReason };

export type AfterReview =
  | {
      kind: 'apply';
      jobId: string;
      /** 'pending': chosen from Apply Now; 'first': came with registration. */
      source: 'pending' | 'first';
      /** The pending job, when it could not be used and the registration job is used instead. */
      passedOver: PassedOverJob | null;
    }
  | { kind: 'submitted'; passedOver: PassedOverJob | null };

/**
 * Where the review page goes after submitting (spec section 4): a pending job's employment
 * questions first, else the job that came with registration, else "profile submitted" and
 * /careers. A job in `unavailable` is passed over — without this, re-submitting the review after
 * applying would send the candidate to a job they cannot apply to twice — and named in
 * `passedOver`, so the candidate learns why they are not on its questions: always for the pending
 * job (the candidate just chose it), and for the registration job only when it has closed before
 * the profile's first Submit (afterwards it is history, applied for or not).
 */
export const nextStepAfterReview = (input: {
  pendingJobId: string | null | undefined;
  firstJobId: string | null | undefined;
  /** Jobs that cannot be applied for now, by id; any job not listed can be. */
  unavailable?: Readonly<Record<string, PassOverReason>>;
  /** True for the profile's first Submit (no `submittedAt` yet). */
  firstSubmit?: boolean;
}): AfterReview => {
  const unavailable = input.unavailable ?? {};
  const pending = presentJobId(input.pendingJobId);
  const first = presentJobId(input.firstJobId);
  let passedOver: PassedOverJob | null = null;
  if (pending) {
    const reason = unavailable[pending];
    if (!reason) return { kind: 'apply', jobId: pending, source: 'pending', passedOver: null };
    passedOver = { jobId: pending, source: 'pending', reason };
  }
  if (first && first !== pending) {
    const reason = unavailable[first];
    if (!reason) return { kind: 'apply', jobId: first, source: 'first', passedOver };
    if (!passedOver && input.firstSubmit === true && reason === 'closed')
      passedOver = { jobId: first, source: 'first', reason };
  }
  return { kind: 'submitted', passedOver };
};

/**
 * Where a candidate picks up after leaving midway (to confirm their email, say): the first wizard
 * step still to do, else the questions of the job they are applying for (applyingForJobId), else
 * nowhere in particular (null). `jobId` names that job either way, so a page can say which.
 */
export const whereToContinue = (
  profile: Partial<Profile> | null | undefined,
  appliedJobIds: readonly string[] = [],
): { jobId: string | null; href: string } | null => {
  const jobId = applyingForJobId(profile, appliedJobIds);
  const step = firstIncompleteStep(profile ?? {});
  if (step) return { jobId, href: WIZARD_STEP_ROUTES[step] };
  return jobId ? { jobId, href: ROUTES.apply.employmentQuestions.getHref(jobId) } : null;
};
