import {
  countOf,
  DECISION_MESSAGES,
  notSelectedWasMailed,
  statusBeforeNotSelected,
  type ApplicantsActionResult,
  type Application,
  type DecideApplicantsInput,
  type Job,
  type UndoNotSelectedInput,
  type WithId,
} from '@careers/domain';

import type { AuditActor } from '../../audit/index.ts';
import type { Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { notSelectedEmail, selectedEmail } from '../../mail/index.ts';
import { mailTo, myApplicationsLink } from './applicant-actions.ts';
import {
  mailOutcomeMessage,
  requireApplicationsOfJob,
  requireJob,
  runBatchAction,
  statusChange,
  type BatchOutcome,
} from './batch-action.ts';
import { notSelectedRefusal, selectRefusal } from './eligibility.ts';
import { readScorePercents } from './selection-scores.ts';

// The per-person decisions of issue 20, on chosen applicants of a job in any job status (the
// table's buttons, the pipeline's moves and the review page call the same three): "Select", "Not
// selected" and its undo. Each runs on the batch engine, so every change goes through
// changeApplicationStatus with its audit entry, and its mail (only when the recruiter asked) is
// queued in the outbox in the same transaction. "Not selected" keeps the id of its mail on the
// application (`notSelectedMailId`): the undo is refused once a mail was queued for it, which the
// engine delivers right after the commit.

/** '2 applicants selected. Mail has been Sent.': the count, then the mails' fate when asked for. */
const decisionMessage =
  (words: (count: string) => string, sendMail: boolean) =>
  (outcome: BatchOutcome): string => {
    const counted = words(countOf(outcome.updated.length, 'applicant'));
    return sendMail && outcome.updated.length > 0 ? `${counted} ${mailOutcomeMessage(outcome)}` : counted;
  };

const answer = ({ updated, skipped }: BatchOutcome, message: string): ApplicantsActionResult => ({
  updated,
  skipped,
  message,
});

const decisionMail = (
  deps: Deps,
  actor: AuditActor,
  job: WithId<Job>,
  application: WithId<Application>,
  kind: 'selection' | 'not-selected',
) =>
  mailTo(
    application,
    actor,
    kind,
    (kind === 'selection' ? selectedEmail : notSelectedEmail)({
      firstName: application.candidate.firstName,
      jobTitle: application.jobTitle,
      companyTitle: job.company.title,
      applicationsLink: myApplicationsLink(deps),
    }),
  );

/**
 * "Select": the chosen applicants become 'selected' (`topCandidate: true`), from any stage; a
 * not-selected one may be selected after all. Withdrawn, removed, rejected and already selected ones
 * are skipped with the reason. Mails "You have been selected" when `sendMail`.
 */
export const selectApplicants = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, ids, sendMail }: DecideApplicantsInput,
): Promise<ApplicantsActionResult> => {
  const job = await requireJob(deps, jobId);
  const scores = await readScorePercents(deps.db, deps.db, [...new Set(ids)]);
  const outcome = await runBatchAction(deps, actor, job, ids, {
    action: 'select',
    decide: (application) => {
      const refusal = selectRefusal(application);
      if (refusal) return { skip: refusal };
      const change = statusChange(application, 'selected');
      return {
        status: change.status,
        fields: { topCandidate: true, notSelectedMailId: null },
        audit: { before: change.before, after: { ...change.after, mailed: sendMail } },
        mail: sendMail ? decisionMail(deps, actor, job, application, 'selection') : null,
        scorePercent: scores.get(application.id) ?? null,
      };
    },
  });
  return answer(outcome, decisionMessage(DECISION_MESSAGES.selected, sendMail)(outcome));
};

/**
 * "Not selected": the chosen applicants become 'not-selected' (hidden from the table's default
 * view, never deleted), from any stage, a selected one too. Withdrawn, removed, rejected and
 * already not-selected ones are skipped. With `sendMail` the candidate is told, and the decision can
 * no longer be undone.
 */
export const markApplicantsNotSelected = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, ids, sendMail }: DecideApplicantsInput,
): Promise<ApplicantsActionResult> => {
  const job = await requireJob(deps, jobId);
  const outcome = await runBatchAction(deps, actor, job, ids, {
    action: 'not-selected',
    decide: (application) => {
      const refusal = notSelectedRefusal(application);
      if (refusal) return { skip: refusal };
      const change = statusChange(application, 'not-selected');
      return {
        status: change.status,
        fields: { topCandidate: false, notSelectedMailId: null },
        audit: { before: change.before, after: { ...change.after, mailed: sendMail } },
        mail: sendMail ? decisionMail(deps, actor, job, application, 'not-selected') : null,
        mailIdField: 'notSelectedMailId',
      };
    },
  });
  return answer(outcome, decisionMessage(DECISION_MESSAGES.notSelected, sendMail)(outcome));
};

/** Refuses the undo when any chosen applicant was told (nothing is changed then). */
const refuseMailed = (applications: readonly Pick<Application, 'status' | 'notSelectedMailId'>[]) => {
  if (
    applications.some(
      (application) => application.status === 'not-selected' && notSelectedWasMailed(application),
    )
  ) {
    throw refuse('decision-mailed', DECISION_MESSAGES.decisionMailed);
  }
};

/**
 * Undoes "Not selected": each chosen applicant goes back to the status it had before (the history's
 * step before it), no mail. Refused ('decision-mailed') when the "not selected" mail of any of them
 * was sent; applicants not marked not selected are skipped.
 */
export const undoNotSelected = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, ids }: UndoNotSelectedInput,
): Promise<ApplicantsActionResult> => {
  const job = await requireJob(deps, jobId);
  refuseMailed(await requireApplicationsOfJob(deps, jobId, ids));
  const outcome = await runBatchAction(deps, actor, job, ids, {
    action: 'undo-not-selected',
    decide: (application) => {
      // Read again in the transaction: a mail queued since the check above refuses the whole chunk.
      refuseMailed([application]);
      const previous = statusBeforeNotSelected(application);
      if (!previous) return { skip: DECISION_MESSAGES.notNotSelected };
      const change = statusChange(application, previous);
      return {
        status: change.status,
        fields: { topCandidate: previous === 'selected', notSelectedMailId: null },
        audit: change,
        mail: null,
      };
    },
  });
  return answer(outcome, DECISION_MESSAGES.undone(countOf(outcome.updated.length, 'applicant')));
};
