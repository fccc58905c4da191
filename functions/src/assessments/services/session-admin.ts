import {
  applicantRefSchema,
  applicationId,
  grantExtraTimeSchema,
  isPastDeadline,
  MESSAGES,
  testDeadline,
  validateInput,
  type ApplicantTestResult,
  type ExtraTimeResult,
} from '@careers/domain';

import { nowOf, type AdminDeps } from '../../admin/admin-deps.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/services/audit-log.ts';
import { invalidInput, ServiceError } from '../../lib/service-error.ts';
import {
  applicationRef,
  rawApplicationRef,
  rawSessionRef,
  readSession,
  reviewRef,
} from '../repositories/test-sessions-repository.ts';
import { finaliseIfExpired, SESSION_TRANSACTION_ATTEMPTS } from './finalise-session.ts';
import { sessionSummary } from './session-view.ts';

// What admins do with a candidate's test beyond the question bank: grant extra time as an
// accessibility accommodation, and read a result (which finalises a session abandoned past its
// deadline first, so the score an admin sees is never missing for a session whose time is over).

/**
 * Sets the extra minutes an applicant gets on top of the test's time (0 takes them back). A
 * session not started yet gets them at its start; a running one (before its deadline and grace)
 * has its deadline moved at once; a finished or expired one is left as it is.
 */
export const grantExtraTime = async (
  deps: AdminDeps,
  actor: AuditActor,
  input: unknown,
): Promise<ExtraTimeResult> => {
  const result = await validateInput(grantExtraTimeSchema, input);
  if (!result.ok) throw invalidInput(result.errors);
  const { jobId, applicantId, minutes } = result.value;
  const deadline = await deps.db.runTransaction(
    async (transaction) => {
      const [applicationSnapshot, session] = await Promise.all([
        transaction.get(applicationRef(deps.db, jobId, applicantId)),
        readSession(transaction, deps.db, jobId, applicantId),
      ]);
      const application = applicationSnapshot.data();
      if (!application) throw new ServiceError('not-found', MESSAGES.noSuchApplicant);
      const now = nowOf(deps);
      const before = application.extraMinutes ?? 0;
      if (before !== minutes) {
        transaction.update(rawApplicationRef(deps.db, jobId, applicantId), {
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
  deps: AdminDeps,
  input: unknown,
): Promise<ApplicantTestResult> => {
  const result = await validateInput(applicantRefSchema, input);
  if (!result.ok) throw invalidInput(result.errors);
  const { jobId, applicantId } = result.value;
  const [application, outcome] = await Promise.all([
    applicationRef(deps.db, jobId, applicantId).get(),
    finaliseIfExpired(deps, jobId, applicantId),
  ]);
  if (!application.exists) throw new ServiceError('not-found', MESSAGES.noSuchApplicant);
  const review = (await reviewRef(deps.db, jobId, applicantId).get()).data();
  return {
    jobId,
    applicantId,
    session: outcome ? sessionSummary(outcome.session, nowOf(deps)) : null,
    score: review?.score ?? null,
    totalQuestions: review?.totalQuestions ?? null,
    testDetails: review?.testDetails ?? null,
  };
};
