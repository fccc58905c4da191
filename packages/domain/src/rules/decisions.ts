import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '../types/application.ts';
import type { Mail } from '../types/mail.ts';

// "Select", "Not selected" and their undo (issue 20): decisions per person on chosen applicants of
// a job in any job status. The functions decide with these and the web enables its buttons with the
// same ones, so a button is never offered for a change the server would skip.

type Decidable = Pick<Application, 'status'>;

/** An application with its history's statuses: the stored one, or the review's (dates as strings). */
type WithHistory = Pick<Application, 'status'> & { statusHistory: readonly { status: ApplicationStatus }[] };

/** Left alone by both decisions: the candidate left, an admin removed them, or they were rejected. */
const OUT_OF_THE_RUNNING: readonly ApplicationStatus[] = ['withdrawn', 'removed', 'rejected'];

/** "Select" may act on this applicant: from any stage, a not-selected one too (a change of mind). */
export const canSelect = (application: Decidable): boolean =>
  application.status !== 'selected' && !OUT_OF_THE_RUNNING.includes(application.status);

/** "Not selected" may act on this applicant: from any stage, a selected one too. */
export const canMarkNotSelected = (application: Decidable): boolean =>
  application.status !== 'not-selected' && !OUT_OF_THE_RUNNING.includes(application.status);

/**
 * The status a not-selected application goes back to on undo: the one it had before (the history's
 * last but one step), or null when it is not marked not selected.
 */
export const statusBeforeNotSelected = (application: WithHistory): ApplicationStatus | null => {
  if (application.status !== 'not-selected') return null;
  return application.statusHistory.at(-2)?.status ?? 'applied';
};

/**
 * What the undo knows of the "not selected" mail: its outbox record's status and whether a delivery
 * holds it (`lease`, mail-outbox.ts in the functions). The functions read `mail/{notSelectedMailId}`
 * in the undo's transaction; admins' pages read the same record.
 */
export type DecisionMail = Pick<Mail, 'status' | 'lease'>;

/**
 * Whether the "not selected" decision may have reached the candidate: the undo is refused then (they
 * may have read it). Not when no mail was queued (`notSelectedMailId` null or absent), nor when it
 * was never delivered: failed, cancelled, or still queued with no delivery holding it. A sent
 * message, one a delivery holds right now (it may be on its way) and a record that cannot be found
 * count as told.
 */
export const notSelectedMayHaveReached = (
  application: Pick<Application, 'notSelectedMailId'>,
  mail: DecisionMail | null,
): boolean => {
  if (typeof application.notSelectedMailId !== 'string') return false;
  if (!mail) return true;
  if (mail.status === 'failed' || mail.status === 'cancelled') return false;
  if (mail.status === 'queued') return (mail.lease ?? null) !== null;
  return true;
};

/**
 * Whether the undo cancels the decision's mail (so neither the scheduled retry nor an admin's Retry
 * ever sends it): one still waiting to go, failed or queued with no delivery holding it.
 */
export const notSelectedMailToCancel = (mail: DecisionMail | null): boolean =>
  mail !== null && (mail.status === 'failed' || (mail.status === 'queued' && (mail.lease ?? null) === null));

/**
 * Whether the admin may undo "Not selected" on this application (the web's button): marked not
 * selected, and its mail (`mail`, the record of `notSelectedMailId`; null without one) never
 * delivered.
 */
export const canUndoNotSelected = (
  application: WithHistory & Pick<Application, 'notSelectedMailId'>,
  mail: DecisionMail | null,
): boolean => statusBeforeNotSelected(application) !== null && !notSelectedMayHaveReached(application, mail);

/** The pipeline's columns (issue 20) with their headings, in the order an application moves. */
export const PIPELINE_STAGE_LABELS = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  'test-invited': 'Invited to test',
  tested: 'Tested',
  interview: 'Interview',
  selected: 'Selected',
  'not-selected': 'Not selected / rejected',
} as const;
export type PipelineStage = keyof typeof PIPELINE_STAGE_LABELS;

export const PIPELINE_STAGES = /* @__PURE__ */ Object.keys(PIPELINE_STAGE_LABELS) as PipelineStage[];

/** The column an application stands in; withdrawn and removed ones are in none. */
export const PIPELINE_STAGE_OF: Readonly<Record<ApplicationStatus, PipelineStage | null>> = {
  applied: 'applied',
  'under-review': 'applied',
  shortlisted: 'shortlisted',
  'test-invited': 'test-invited',
  'test-taken': 'tested',
  'interview-invited': 'interview',
  selected: 'selected',
  'not-selected': 'not-selected',
  rejected: 'not-selected',
  removed: null,
  withdrawn: null,
};

/**
 * The statuses the pipeline shows: those with a column. Pure, so a page that does not use it leaves
 * it out of its bundle.
 */
export const PIPELINE_STATUSES: readonly ApplicationStatus[] = /* @__PURE__ */ APPLICATION_STATUSES.filter(
  (status) => PIPELINE_STAGE_OF[status] !== null,
);

/** The statuses in one column: its query is `status in` these, its count their count() (issue 31). */
export const pipelineStageStatuses = (stage: PipelineStage): ApplicationStatus[] =>
  APPLICATION_STATUSES.filter((status) => PIPELINE_STAGE_OF[status] === stage);

/** The cards a pipeline column reads at a time, newest first; "Show more" reads the next as many. */
export const PIPELINE_PAGE_SIZE = 20;
