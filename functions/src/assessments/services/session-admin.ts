import {
  applicationId,
  isPastDeadline,
  MESSAGES,
  testDeadline,
  type ApplicantTestResult,
  type ExtraTimeResult,
  type GrantExtraTimeInput,
} from '@careers/domain';

import { applicationRef, rawApplicationRef, reviewRef } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { rawSessionRef, readSession } from '../repositories/test-sessions-repository.ts';
import { finaliseIfExpired, SESSION_TRANSACTION_ATTEMPTS } from './finalise-session.ts';
import { sessionSummary } from './session-view.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

// What admins do with a candidate's test beyond the question bank: grant extra time as an
// accessibility accommodation, and read a result (which finalises a session abandoned past its
// deadline first, so the score an admin sees is never missing for a session whose time is over).

/**
 * Sets the extra minutes an applicant gets on top of the test's time (0 takes them back). A
 * session not started yet gets them at its start; a running one (before its deadline and grace)
 * has its deadline moved at once; a finished or expired one is left as it is.
 */
export const grantExtraTime = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, applicantId, minutes }: GrantExtraTimeInput,
): Promise<ExtraTimeResult> => {
  const deadline = await deps.db.runTransaction(
    async (transaction) => {
      const [applicationSnapshot, session] = await Promise.all([
        transaction.get(applicationRef(deps.db, applicationId(jobId, applicantId))),
        readSession(transaction, deps.db, jobId, applicantId),
      ]);
      const application = applicationSnapshot.data();
      if (!application) throw refuse('not-found', MESSAGES.noSuchApplicant);
      const now = nowOf(deps);
      const before = application.extraMinutes ?? 0;
      if (before !== minutes) {
        transaction.update(rawApplicationRef(deps.db, applicationId(jobId, applicantId)), {
          extraMinutes: minutes,
          updatedAt: now,
        });
        appendAuditEntry(transaction, deps.db, actor, {
          action: 'extra-time',
          target: { type: 'application', id: applicationId(jobId, applicantId), title: application.jobTitle },
          before: { extraMinutes: before },
          after: { extraMinutes: minutes },
        });
      }
      if (!session || session.completedAt || isPastDeadline(session.deadline, now)) return null;
      const moved = testDeadline(session.startedAt, session.timeMinutes + minutes);
      if (session.extraMinutes !== minutes)
        transaction.update(rawSessionRef(deps.db, jobId, applicantId), {
          extraMinutes: minutes,
          deadline: moved,
          updatedAt: now,
        });
      return moved.getTime();
    },
    { maxAttempts: SESSION_TRANSACTION_ATTEMPTS },
  );
  return { jobId, applicantId, extraMinutes: minutes, deadline, message: MESSAGES.extraTimeGranted };
};

/** An applicant's test result for the admin: the session finalised first when its time is over. */
export const getApplicantTestResult = async (
  deps: Deps,
  { jobId, applicantId }: { jobId: string; applicantId: string },
): Promise<ApplicantTestResult> => {
  const [application, outcome] = await Promise.all([
    applicationRef(deps.db, applicationId(jobId, applicantId)).get(),
    finaliseIfExpired(deps, jobId, applicantId),
  ]);
  if (!application.exists) throw refuse('not-found', MESSAGES.noSuchApplicant);
  const review = (await reviewRef(deps.db, applicationId(jobId, applicantId)).get()).data();
  return {
    jobId,
    applicantId,
    session: outcome ? sessionSummary(outcome.session, nowOf(deps)) : null,
    score: review?.score ?? null,
    totalQuestions: review?.totalQuestions ?? null,
    testDetails: review?.testDetails ?? null,
  };
};
