import { ROUTES } from '../constants/routes.ts';
import type { Profile } from '../types/profile.ts';

// The candidate's profile wizard (spec sections 2 and 4): its steps and routes, apart from the
// completeness rules (./wizard.ts, which need the schemas and so yup), so a page can name its step
// without loading them. Four tabs in this order; the routes keep the old app's numbering, in which
// the privacy policy (third tab) lives at /profile-step-5 and review (fourth tab) at
// /profile-step-4. There is no /profile-step-3.

export const WIZARD_STEPS = ['personal', 'education', 'privacy', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_ROUTES: Readonly<Record<WizardStep, string>> = {
  personal: ROUTES.profile.step1.path,
  education: ROUTES.profile.step2.path,
  privacy: ROUTES.profile.step5.path,
  review: ROUTES.profile.step4.path,
};

export const WIZARD_STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  personal: 'Personal Information / CV Upload',
  education: 'Education / Career History',
  privacy: 'Privacy Policy',
  review: 'Review edit and Submit',
};

/**
 * The step a route shows, or null for an unknown one (the page then shows
 * MESSAGES.somethingWentWrong, the spec's "unknown wizard step" alert).
 */
export const wizardStepForRoute = (pathname: string): WizardStep | null => {
  const normalized = pathname.replace(/\/+$/, '');
  return WIZARD_STEPS.find((step) => WIZARD_STEP_ROUTES[step] === normalized) ?? null;
};

/** A job id as stored, trimmed; null when empty. */
export const presentJobId = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The job a candidate is on the way to apply for: the pending one (Apply Now), else the one that
 * came with registration, leaving out jobs in `appliedJobIds`; null when there is none.
 */
export const applyingForJobId = (
  profile: Pick<Partial<Profile>, 'pendingJobId' | 'firstJobId'> | null | undefined,
  appliedJobIds: readonly string[] = [],
): string | null => {
  const applied = new Set(appliedJobIds);
  for (const id of [presentJobId(profile?.pendingJobId), presentJobId(profile?.firstJobId)]) {
    if (id && !applied.has(id)) return id;
  }
  return null;
};
