import type { JobStatus } from '../constants/enums.ts';
import type { Application, ApplicationStatus } from '../types/application.ts';
import type { EducationEntry } from '../types/profile.ts';
import { AWAITING_SHORTLIST_STATUSES, isShortlisted, SHORTLISTED_STATUSES } from './application-status.ts';

// The admin's applicant actions (spec sections 2 and 4). The callables check these before writing
// and the job page uses the same functions to enable or disable its buttons, so a button is never
// offered for an action the server would refuse.

/**
 * Shortlisting cannot be undone from the screen (spec section 4), and only an applicant still in
 * the running and not yet shortlisted can be shortlisted: submitted or under review, never a
 * withdrawn, rejected, removed or not-selected one, and not twice.
 */
export const canShortlist = (application: Pick<Application, 'status'>): boolean =>
  AWAITING_SHORTLIST_STATUSES.has(application.status);

/**
 * Only shortlisted applicants can be chosen for a test invitation. A test already taken cannot be
 * taken again (the link works once), so re-inviting then is refused; re-sending an invitation that
 * was not used yet is allowed.
 */
export const canInviteToTest = (application: {
  status: ApplicationStatus;
  test: { taken: boolean } | null;
}): boolean =>
  (application.status === 'shortlisted' || application.status === 'test-invited') && !application.test?.taken;

/**
 * An interview may be scheduled (or moved) for a shortlisted applicant, whatever the test stage
 * (spec section 4), until a decision; the server says why not in words (its eligibility reasons).
 */
export const canInviteToInterview = (application: Pick<Application, 'status'>): boolean =>
  SHORTLISTED_STATUSES.has(application.status);

/** Statuses still in the running; "top candidates" decides about these and leaves the rest alone. */
const IN_THE_RUNNING: ReadonlySet<ApplicationStatus> = new Set([
  ...AWAITING_SHORTLIST_STATUSES,
  'shortlisted',
  'test-invited',
  'test-taken',
  'interview-invited',
]);

export type ApplicantForSelection = Pick<Application, 'status' | 'topCandidate'> & {
  /** The application's id (`{jobId}_{uid}`) or the applicant's uid — whichever the caller selects by. */
  id: string;
};

export type TopCandidatesOutcome =
  | {
      ok: true;
      /** Set topCandidate: true (they stay 'shortlisted'). */
      topCandidateIds: string[];
      /** Set status 'not-selected': hidden from the default applicant view, never deleted. */
      notSelectedIds: string[];
    }
  | {
      ok: false;
      reason: 'job-not-closed' | 'no-selection' | 'unknown-applicant' | 'not-shortlisted';
      /** The offending ids, for the message. */
      ids: string[];
    };

/**
 * "Top candidates" on a closed job. The spec's app deleted every other applicant; we mark them
 * 'not-selected' instead, so nothing an admin does loses data (ARCHITECTURE section 4). Only
 * shortlisted applicants can be selected. Applicants already rejected, removed or not selected keep
 * their status (it says more than 'not-selected' would), and earlier top candidates keep their
 * mark: a later round only adds.
 */
export const topCandidatesOutcome = (
  applications: readonly ApplicantForSelection[],
  selectedIds: readonly string[],
  jobStatus: JobStatus,
): TopCandidatesOutcome => {
  if (jobStatus !== 'closed') return { ok: false, reason: 'job-not-closed', ids: [] };
  const selected = new Set(selectedIds);
  if (selected.size === 0) return { ok: false, reason: 'no-selection', ids: [] };

  const byId = new Map(applications.map((application) => [application.id, application]));
  const unknown = [...selected].filter((id) => !byId.has(id));
  if (unknown.length > 0) return { ok: false, reason: 'unknown-applicant', ids: unknown };
  const notShortlisted = [...selected].filter((id) => {
    const application = byId.get(id);
    return !application || !isShortlisted(application);
  });
  if (notShortlisted.length > 0) return { ok: false, reason: 'not-shortlisted', ids: notShortlisted };

  return {
    ok: true,
    topCandidateIds: [...selected],
    notSelectedIds: applications
      .filter(
        (application) =>
          !selected.has(application.id) &&
          !application.topCandidate &&
          IN_THE_RUNNING.has(application.status),
      )
      .map((application) => application.id),
  };
};

/**
 * The applicant review's "first CGPA": the CGPA of the first education entry that has one, in the
 * order the candidate entered them. Null when no entry has a CGPA (percentages only).
 */
export const firstCgpa = (education: readonly Pick<EducationEntry, 'cgpa'>[]): number | null =>
  education.find((entry) => typeof entry.cgpa === 'number' && Number.isFinite(entry.cgpa))?.cgpa ?? null;
