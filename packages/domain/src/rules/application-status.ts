import type { Application, ApplicationStatus, ApplicationStatusChange } from '../types/application.ts';

// An application's statuses as the two audiences see them. Admins see every status as it is
// (ADMIN_STATUS_LABELS: the applicants table's Status column and its filter). The candidate sees a
// calm timeline ("My applications"): the same history, but the three ways of not going further
// (not selected, rejected, removed) all read 'Not selected', and nothing else (remarks, scores)
// is ever part of it. Every function that changes a status appends to the history with
// appendStatus, so the timeline and `status` cannot disagree.

/**
 * What the candidate's timeline shows, in the order an application moves through it, with its
 * words: the one list of stages (CANDIDATE_STAGES is its keys).
 */
export const CANDIDATE_STAGE_LABELS = {
  submitted: 'Submitted',
  'under-review': 'Under review',
  shortlisted: 'Shortlisted',
  'test-invited': 'Invited to test',
  'test-taken': 'Test taken',
  'interview-invited': 'Invited to interview',
  selected: 'Selected',
  'not-selected': 'Not selected',
  withdrawn: 'Withdrawn',
} as const satisfies Readonly<Record<string, string>>;
export type CandidateStage = keyof typeof CANDIDATE_STAGE_LABELS;

export const CANDIDATE_STAGES = Object.keys(CANDIDATE_STAGE_LABELS) as readonly CandidateStage[];

/** The stage a status shows as on the candidate's timeline. */
export const CANDIDATE_STAGE_OF: Readonly<Record<ApplicationStatus, CandidateStage>> = {
  applied: 'submitted',
  'under-review': 'under-review',
  shortlisted: 'shortlisted',
  'test-invited': 'test-invited',
  'test-taken': 'test-taken',
  'interview-invited': 'interview-invited',
  selected: 'selected',
  'not-selected': 'not-selected',
  rejected: 'not-selected',
  removed: 'not-selected',
  withdrawn: 'withdrawn',
};

// Where a status is its own stage, the admin and the candidate read the same words.
const { submitted: _submitted, ...STAGE_LABELS_OF_STATUSES } = CANDIDATE_STAGE_LABELS;

/** The admin's words for each status. */
export const ADMIN_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  ...STAGE_LABELS_OF_STATUSES,
  applied: 'Applied',
  rejected: 'Rejected',
  removed: 'Removed',
};

/** Submitted and not decided on yet: the applicant can still be shortlisted, or withdraw. */
export const AWAITING_SHORTLIST_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'applied',
  'under-review',
]);

/** Shortlisted, whatever has followed since (test, interview, selection). */
export const SHORTLISTED_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'shortlisted',
  'test-invited',
  'test-taken',
  'interview-invited',
  'selected',
]);

/** Final: nothing more happens to the application (it is kept all the same). */
export const CLOSED_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'selected',
  'not-selected',
  'rejected',
  'removed',
  'withdrawn',
]);

export const isShortlisted = (application: Pick<Application, 'status'>): boolean =>
  SHORTLISTED_STATUSES.has(application.status);

export const isApplicationClosed = (application: Pick<Application, 'status'>): boolean =>
  CLOSED_STATUSES.has(application.status);

/** Why a withdrawal is refused, or null when the candidate may withdraw. */
export type WithdrawRefusal = 'already-withdrawn' | 'shortlisted' | 'closed';

/**
 * A candidate may withdraw an application that is not yet shortlisted (issue "Applying"). Once
 * shortlisted the employer has acted on it; a closed one (rejected, not selected, removed) has
 * nothing left to withdraw from.
 */
export const withdrawRefusal = (application: Pick<Application, 'status'>): WithdrawRefusal | null => {
  if (application.status === 'withdrawn') return 'already-withdrawn';
  if (AWAITING_SHORTLIST_STATUSES.has(application.status)) return null;
  return isShortlisted(application) && application.status !== 'selected' ? 'shortlisted' : 'closed';
};

export const canWithdraw = (application: Pick<Application, 'status'>): boolean =>
  withdrawRefusal(application) === null;

/**
 * The fields to write when an application changes status: the new status and the history with it
 * appended. `at` is the server's time (Firestore cannot put a server timestamp inside an array).
 */
export const appendStatus = (
  application: Pick<Application, 'statusHistory'>,
  status: ApplicationStatus,
  at: Date,
): Pick<Application, 'status' | 'statusHistory'> => ({
  status,
  statusHistory: [...application.statusHistory, { status, at }],
});

export type TimelineEntry = { stage: CandidateStage; label: string; at: Date };

/**
 * The candidate's timeline: each status change as its stage, oldest first. A change that shows as
 * the stage already on screen (e.g. removed after not selected) adds nothing, so the candidate
 * never sees the same step twice in a row.
 */
export const candidateTimeline = (
  history: readonly Pick<ApplicationStatusChange, 'status' | 'at'>[],
): TimelineEntry[] => {
  const entries: TimelineEntry[] = [];
  for (const change of history) {
    const stage = CANDIDATE_STAGE_OF[change.status];
    if (entries.at(-1)?.stage === stage) continue;
    entries.push({ stage, label: CANDIDATE_STAGE_LABELS[stage], at: change.at });
  }
  return entries;
};
