import {
  candidateInterviewOf,
  isErasedCandidate,
  MESSAGES,
  type Application,
  type Interview,
  type InterviewInput,
  type InterviewOutcome,
  type InterviewResult,
  type WithId,
} from '@careers/domain';
import type { Transaction } from 'firebase-admin/firestore';

import { applicationRef, changeApplicationStatus, rawApplicationRef } from '../../applications/index.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { readJob } from '../../jobs/index.ts';
import { refuse } from '../../lib/service-error.ts';
import { deliverQueued, queueMail, type SendMailInput } from '../../mail/index.ts';
import { dueInterviewReminders, interviewRef } from '../repositories/interviews-repository.ts';
import { adminNames } from './admin-names.ts';
import { mailOutcomeMessage } from './batch-action.ts';
import { checkInterviewDate, interviewMail, interviewRefusal, planInterview } from './interview-plan.ts';
import { toIsoDates } from './iso-dates.ts';

// One applicant's interview from the review page (issue 20): schedule or reschedule it, cancel it,
// record how it went; and the reminder the day before. Each change is one transaction with its
// audit entry and its mail (queued in the outbox, delivered after the commit); the status moves
// only through changeApplicationStatus.

/** The application (if any) and its interview, read in the transaction. */
const readBoth = async (deps: Deps, transaction: Transaction, applicationId: string) => {
  const [applicationSnapshot, interviewSnapshot] = await Promise.all([
    transaction.get(applicationRef(deps.db, applicationId)),
    transaction.get(interviewRef(deps.db, applicationId)),
  ]);
  const application = applicationSnapshot.data();
  return {
    application: application ? { ...application, id: applicationId } : undefined,
    interview: interviewSnapshot.data(),
  };
};

/** The same, 'not-found' without the application. */
const readForInterview = async (
  deps: Deps,
  transaction: Transaction,
  applicationId: string,
): Promise<{ application: WithId<Application>; interview: Interview | undefined }> => {
  const { application, interview } = await readBoth(deps, transaction, applicationId);
  if (!application) throw refuse('not-found', MESSAGES.noSuchApplicant);
  return { application, interview };
};

const audit = (
  transaction: Transaction,
  deps: Deps,
  actor: AuditActor,
  application: WithId<Application>,
  action: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) =>
  appendAuditEntry(transaction, deps.db, actor, {
    action,
    target: { type: 'application', id: application.id, title: application.jobTitle },
    ...change,
  });

/** Delivers the change's mail after its commit and answers the interview with what the mail did. */
const answer = async (deps: Deps, interview: Interview, mailId: string | null): Promise<InterviewResult> => {
  const mails = mailId ? await deliverQueued(deps.mailer, [mailId]) : [];
  return {
    interview: toIsoDates(interview),
    message: mailOutcomeMessage({ updated: [], skipped: [], mails }),
  };
};

/**
 * Schedules the applicant's interview, or moves the scheduled one (the same calendar event, one
 * SEQUENCE on, 'interview-rescheduled' mail). Only applicants the table may invite (shortlisted,
 * whatever the test stage) and never an erased one: 'applicant-not-eligible' with the reason.
 */
export const scheduleInterview = async (
  deps: Deps,
  actor: AuditActor,
  request: { applicationId: string } & InterviewInput,
): Promise<InterviewResult> => {
  checkInterviewDate(request.date, nowOf(deps));
  const jobId = (await applicationRef(deps.db, request.applicationId).get()).data()?.jobId;
  const job = jobId ? await readJob(deps.db, jobId) : null;
  const { interview, mailId } = await deps.db.runTransaction(async (transaction) => {
    const { application, interview: existing } = await readForInterview(
      deps,
      transaction,
      request.applicationId,
    );
    const refusal = interviewRefusal(application);
    if (refusal) throw refuse('applicant-not-eligible', refusal);
    const now = nowOf(deps);
    const plan = planInterview(application, existing, request, {
      appUrl: deps.appUrl,
      companyTitle: job?.company.title ?? null,
      actor,
      now,
    });
    const mailId = queueMail(transaction, deps.db, plan.mail, now);
    changeApplicationStatus(transaction, deps.db, {
      id: application.id,
      application,
      status: 'interview-invited',
      now,
      fields: {
        ...(application.interviewInvitedAt ? {} : { interviewInvitedAt: now }),
        interview: candidateInterviewOf(plan.interview),
      },
    });
    transaction.set(interviewRef(deps.db, application.id), plan.interview);
    audit(
      transaction,
      deps,
      actor,
      application,
      plan.kind === 'invitation' ? 'interview-invite' : 'interview-reschedule',
      plan.audit,
    );
    return { interview: plan.interview, mailId };
  });
  return answer(deps, interview, mailId);
};

/** The scheduled interview, or 'not-found' ("no interview scheduled"). */
const requireScheduled = (interview: Interview | undefined): Interview => {
  if (interview?.status !== 'scheduled') throw refuse('not-found', MESSAGES.noInterviewScheduled);
  return interview;
};

/**
 * Cancels the scheduled interview: the candidate gets the cancellation with METHOD:CANCEL (one
 * SEQUENCE on), which takes the event out of their calendar; no reminder follows. The status stays
 * (the applicant is still at the interview stage: schedule another, or decide). An erased
 * candidate's interview is cancelled without a mail.
 */
export const cancelInterview = async (
  deps: Deps,
  actor: AuditActor,
  request: { applicationId: string; note: string },
): Promise<InterviewResult> => {
  const { interview, mailId } = await deps.db.runTransaction(async (transaction) => {
    const { application, interview: existing } = await readForInterview(
      deps,
      transaction,
      request.applicationId,
    );
    const current = requireScheduled(existing);
    if (current.outcome) throw refuse('applicant-not-eligible', MESSAGES.interviewAlreadyHeld);
    const now = nowOf(deps);
    const interview: Interview = {
      ...current,
      status: 'cancelled',
      sequence: current.sequence + 1,
      reminderAt: null,
      updatedAt: now,
      updatedBy: actor.uid,
    };
    let mailId: string | null = null;
    if (!isErasedCandidate(application.candidate)) {
      const job = await readJob(deps.db, application.jobId);
      const mail: SendMailInput = interviewMail(
        'cancelled',
        interview,
        application,
        {
          appUrl: deps.appUrl,
          companyTitle: job?.company.title ?? null,
          now,
          createdBy: actor.uid,
          ...(actor.email ? { replyTo: actor.email } : {}),
        },
        request.note,
      );
      mailId = queueMail(transaction, deps.db, mail, now);
    }
    transaction.set(interviewRef(deps.db, application.id), interview);
    transaction.update(rawApplicationRef(deps.db, application.id), {
      interview: candidateInterviewOf(interview),
      updatedAt: now,
    });
    audit(transaction, deps, actor, application, 'interview-cancel', {
      before: { interview: `${current.date} ${current.time}`, status: 'scheduled' },
      after: { status: 'cancelled', note: request.note || null },
    });
    return { interview, mailId };
  });
  return answer(deps, interview, mailId);
};

/**
 * After the interview: whether the candidate came, a score 1–5 when they did, and notes; shown on
 * the review page. Only for a scheduled interview whose start has passed ('applicant-not-eligible'
 * before it). May be corrected later (the audit keeps each version). No mail, no status change.
 */
export const recordInterviewOutcome = async (
  deps: Deps,
  actor: AuditActor,
  request: {
    applicationId: string;
    attendance: InterviewOutcome['attendance'];
    score: number | null;
    notes: string;
  },
): Promise<InterviewResult> => {
  const byName = (await adminNames(deps.auth, [actor])).get(actor.uid) ?? actor.uid;
  const interview = await deps.db.runTransaction(async (transaction) => {
    const { application, interview: existing } = await readForInterview(
      deps,
      transaction,
      request.applicationId,
    );
    const current = requireScheduled(existing);
    const now = nowOf(deps);
    if (current.startsAt.getTime() > now.getTime()) {
      throw refuse('applicant-not-eligible', MESSAGES.interviewNotYetHeld);
    }
    const outcome: InterviewOutcome = {
      attendance: request.attendance,
      score: request.attendance === 'attended' ? request.score : null,
      notes: request.notes,
      recordedAt: now,
      recordedBy: actor.uid,
      recordedByName: byName,
    };
    const interview: Interview = {
      ...current,
      outcome,
      reminderAt: null,
      updatedAt: now,
      updatedBy: actor.uid,
    };
    transaction.set(interviewRef(deps.db, application.id), interview);
    audit(transaction, deps, actor, application, 'interview-outcome', {
      before: { attendance: current.outcome?.attendance ?? null, score: current.outcome?.score ?? null },
      after: { attendance: outcome.attendance, score: outcome.score },
    });
    return interview;
  });
  return { interview: toIsoDates(interview), message: MESSAGES.interviewOutcomeSaved };
};

/** Interviews reminded per run; the next run takes the rest. */
export const REMINDERS_PER_RUN = 200;

/**
 * The reminders due (24 h before each scheduled interview), each once: a transaction reads the
 * interview again, queues the mail and clears `reminderAt`, so two runs never both send it. An
 * interview already started, or whose applicant withdrew, was decided or erased meanwhile, has its
 * reminder dropped without a mail.
 */
export const sendDueInterviewReminders = async (
  deps: Deps,
): Promise<{ examined: number; queued: number }> => {
  const now = nowOf(deps);
  const due = await dueInterviewReminders(deps.db, now, REMINDERS_PER_RUN).get();
  const mailIds: string[] = [];
  for (const doc of due.docs) {
    const mailId = await deps.db.runTransaction(async (transaction) => {
      const { application, interview } = await readBoth(deps, transaction, doc.id);
      if (interview?.status !== 'scheduled' || !interview.reminderAt) return null;
      if (interview.reminderAt.getTime() > now.getTime()) return null;
      const send =
        application !== undefined &&
        interview.startsAt.getTime() > now.getTime() &&
        application.status === 'interview-invited' &&
        !isErasedCandidate(application.candidate);
      let id: string | null = null;
      if (send && application) {
        const job = await readJob(deps.db, application.jobId);
        id = queueMail(
          transaction,
          deps.db,
          interviewMail('reminder', interview, application, {
            appUrl: deps.appUrl,
            companyTitle: job?.company.title ?? null,
            now,
            createdBy: 'system',
            replyTo: interview.organizer.email,
          }),
          now,
        );
      }
      transaction.update(interviewRef(deps.db, doc.id), {
        reminderAt: null,
        ...(send ? { reminderSentAt: now } : {}),
      });
      return id;
    });
    if (mailId) mailIds.push(mailId);
  }
  await deliverQueued(deps.mailer, mailIds);
  return { examined: due.size, queued: mailIds.length };
};
