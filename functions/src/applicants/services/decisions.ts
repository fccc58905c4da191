import {
  countOf,
  DECISION_MESSAGES,
  notSelectedMailToCancel,
  notSelectedMayHaveReached,
  statusBeforeNotSelected,
  type ApplicantsActionResult,
  type Application,
  type DecisionMail,
  type DecideApplicantsInput,
  type Job,
  type UndoNotSelectedInput,
  type WithId,
} from '@careers/domain';

import type { AuditActor } from '../../audit/index.ts';
import type { Deps } from '../../deps.ts';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { refuse } from '../../lib/service-error.ts';
import { cancelMailInTransaction, notSelectedEmail, readMails, selectedEmail } from '../../mail/index.ts';
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
// application (`notSelectedMailId`): the undo is refused once that mail may have reached the
// candidate (sent, or a delivery holds it), and cancels it when it never went (failed, or queued).

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

/** The "not selected" mail of each application (null where it has none, or it is gone), in order. */
const decisionMailsOf = async (
  reader: Firestore | Transaction,
  db: Firestore,
  applications: readonly (Pick<Application, 'notSelectedMailId'> | null)[],
): Promise<(DecisionMail | null)[]> => {
  const ids = applications.map((application) => application?.notSelectedMailId ?? null);
  const wanted = ids.filter((id): id is string => typeof id === 'string');
  const mails = await readMails(reader, db, wanted);
  const byId = new Map(wanted.map((id, index) => [id, mails[index] ?? null]));
  return ids.map((id) => (id === null ? null : (byId.get(id) ?? null)));
};

/**
 * Refuses the undo when the decision may have reached any chosen applicant (nothing is changed
 * then): its mail was sent, or a delivery holds it right now.
 */
const refuseTold = (
  applications: readonly Pick<Application, 'status' | 'notSelectedMailId'>[],
  mails: readonly (DecisionMail | null)[],
) => {
  if (
    applications.some(
      (application, index) =>
        application.status === 'not-selected' && notSelectedMayHaveReached(application, mails[index] ?? null),
    )
  ) {
    throw refuse('decision-mailed', DECISION_MESSAGES.decisionMailed);
  }
};

/**
 * Undoes "Not selected": each chosen applicant goes back to the status it had before (the history's
 * step before it), no mail. Refused ('decision-mailed') when the "not selected" mail of any of them
 * may have reached them (sent, or being delivered); one never delivered (failed, or still queued
 * with nobody delivering it) is cancelled in the undo's transaction, so no retry ever sends it.
 * Applicants not marked not selected are skipped.
 */
export const undoNotSelected = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, ids }: UndoNotSelectedInput,
): Promise<ApplicantsActionResult> => {
  const job = await requireJob(deps, jobId);
  const chosen = await requireApplicationsOfJob(deps, jobId, ids);
  refuseTold(chosen, await decisionMailsOf(deps.db, deps.db, chosen));
  const outcome = await runBatchAction<DecisionMail | null>(deps, actor, job, ids, {
    action: 'undo-not-selected',
    // Read again in the transaction: a mail sent or claimed since the check above refuses the whole
    // chunk, and a delivery claiming it meanwhile conflicts with the cancel below.
    readRelated: (transaction, _ids, applications) => decisionMailsOf(transaction, deps.db, applications),
    decide: (application, _now, mail = null) => {
      const previous = statusBeforeNotSelected(application);
      if (!previous) return { skip: DECISION_MESSAGES.notNotSelected };
      refuseTold([application], [mail]);
      const change = statusChange(application, previous);
      const mailId = application.notSelectedMailId;
      return {
        status: change.status,
        fields: { topCandidate: previous === 'selected', notSelectedMailId: null },
        audit: notSelectedMailToCancel(mail)
          ? { before: change.before, after: { ...change.after, mailCancelled: true } }
          : change,
        mail: null,
        write:
          typeof mailId === 'string' && notSelectedMailToCancel(mail)
            ? (transaction) => cancelMailInTransaction(transaction, deps.db, mailId)
            : undefined,
      };
    },
  });
  return answer(outcome, DECISION_MESSAGES.undone(countOf(outcome.updated.length, 'applicant')));
};
