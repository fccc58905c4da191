import {
  applicationId,
  isPastDeadline,
  scoreAnswers,
  scoreByType,
  scorePercent,
  TEST_RULES,
  type AnswerKey,
  type ApplicationReview,
  type Question,
  type TestCompletion,
  type TestDetails,
  type TestSession,
  type WithId,
} from '@careers/domain';
import {
  applicationRef,
  countTestScore,
  reviewRef,
  writeApplicantSearchScore,
  type StatusSubject,
} from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { expiredOpenSessions, rawSessionRef, readSession } from '../repositories/test-sessions-repository.ts';
import { readQuestions } from '../repositories/tests-repository.ts';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

// Ending a session: the one place a score is computed and written. A session ends when the
// candidate saves the last part ('submitted') or when its deadline has passed ('time-over'), which
// is noticed by whatever touches the session next (the candidate's calls, an admin's read, the
// scheduled sweep). Each of them calls this in its own transaction, so a session is finalised once
// whoever gets there first.

/** Who wrote a review that the scoring created (remarks are written by admins). */
export const SCORING_AUTHOR = 'tests-service';

/** Transactions on a session: candidates' calls and the sweep may meet on one document. */
export const SESSION_TRANSACTION_ATTEMPTS = 10;

/** What finalising needs, read in the transaction before anything is written. */
export type FinaliseReads = {
  questions: (WithId<Question> | null)[];
  reviewExists: boolean;
  /** The application, whose insight counters count the score. */
  application: StatusSubject | null;
};

/** Whether a session is still open though its time (and the grace after it) is over. */
export const isExpiredOpen = (session: TestSession, now: Date): boolean =>
  session.completedAt === null && isPastDeadline(session.deadline, now);

export const readFinaliseInputs = async (
  transaction: Transaction,
  db: Firestore,
  session: TestSession,
): Promise<FinaliseReads> => {
  const ids = session.steps.flatMap((step) => step.questionIds);
  const [questions, review, application] = await Promise.all([
    readQuestions(transaction, db, session.testId, ids),
    transaction.get(reviewRef(db, applicationId(session.jobId, session.uid))),
    transaction.get(applicationRef(db, applicationId(session.jobId, session.uid))),
  ]);
  return { questions, reviewExists: review.exists, application: application.data() ?? null };
};

/**
 * Scores the session's answers against the bank's key and writes, after the transaction's reads:
 * the session completed (as given: the caller may have merged a last part's answers into it; no
 * score in it, the candidate reads it), and the score with the session's details into the
 * application's admin-only review. Returns the session as written.
 *
 * A question deleted from the bank since the draw scores zero but still counts in the total: the
 * candidate was asked it.
 */
export const writeFinalisedSession = (
  transaction: Transaction,
  db: Firestore,
  session: TestSession,
  reads: FinaliseReads,
  context: { now: Date; completion: TestCompletion },
): TestSession => {
  const { now, completion } = context;
  const key: AnswerKey = {};
  for (const question of reads.questions) {
    if (question) key[question.id] = { correctOptions: question.correctOptions };
  }
  const totalQuestions = session.steps.reduce((sum, step) => sum + step.questionIds.length, 0);
  const score = scoreAnswers(session.answers, key);
  // Time over: the session ended at its deadline, whenever that was noticed.
  const completedAt =
    completion === 'time-over' && session.deadline.getTime() < now.getTime() ? session.deadline : now;

  const finished: TestSession = {
    ...session,
    currentStep: session.steps.length,
    completedAt,
    completion,
    updatedAt: now,
  };
  // One write of the session: `session` may carry answers and counts changed in this transaction.
  transaction.update(rawSessionRef(db, session.jobId, session.uid), {
    answers: session.answers,
    focusLosses: session.focusLosses,
    tabSwitches: session.tabSwitches,
    currentStep: finished.currentStep,
    completedAt,
    completion,
    updatedAt: now,
  });

  const testDetails: TestDetails = {
    testId: session.testId,
    startedAt: session.startedAt,
    completedAt,
    completion,
    timeUsedSeconds: Math.max(0, Math.round((completedAt.getTime() - session.startedAt.getTime()) / 1000)),
    answered: Object.values(session.answers).filter((options) => Array.isArray(options) && options.length > 0)
      .length,
    focusLosses: session.focusLosses,
    tabSwitches: session.tabSwitches,
    byType: scoreByType(reads.questions, session.answers, key),
  };
  const review = reviewRef(db, applicationId(session.jobId, session.uid));
  if (reads.reviewExists) {
    // Only the result: the remarks and who wrote them stay as the admins left them.
    transaction.update(review, { score, totalQuestions, testDetails });
  } else {
    const created: ApplicationReview = {
      remarks: '',
      score,
      totalQuestions,
      testDetails,
      updatedAt: now,
      updatedBy: SCORING_AUTHOR,
    };
    transaction.set(review, created);
  }
  if (reads.application) {
    const percent = scorePercent(score, totalQuestions);
    countTestScore(transaction, db, reads.application, percent);
    writeApplicantSearchScore(transaction, db, applicationId(session.jobId, session.uid), percent, now);
  }
  return finished;
};

export type FinaliseOutcome = {
  session: WithId<TestSession>;
  /** Whether this call ended it (false: it was open and in time, or already completed). */
  finalised: boolean;
};

/**
 * Reads a session in its own transaction and finalises it when its time is over; returns it as it
 * stands afterwards (null when there is none). What the candidate's reads, an admin's read and the
 * sweep call.
 */
export const finaliseIfExpired = async (
  deps: Pick<Deps, 'db' | 'now'>,
  jobId: string,
  uid: string,
): Promise<FinaliseOutcome | null> =>
  deps.db.runTransaction(
    async (transaction) => {
      const session = await readSession(transaction, deps.db, jobId, uid);
      if (!session) return null;
      const now = nowOf(deps);
      if (!isExpiredOpen(session, now)) return { session, finalised: false };
      const reads = await readFinaliseInputs(transaction, deps.db, session);
      const finished = writeFinalisedSession(transaction, deps.db, session, reads, {
        now,
        completion: 'time-over',
      });
      return { session: { ...finished, id: session.id }, finalised: true };
    },
    { maxAttempts: SESSION_TRANSACTION_ATTEMPTS },
  );

/** How many expired sessions one sweep finalises at most; the next run takes the rest. */
export const SWEEP_BATCH = 200;

/**
 * The scheduled sweep: finalises sessions whose deadline (and grace) passed while nobody looked, so
 * admins see their scores without opening them. Returns how many it examined and finalised.
 */
export const sweepExpiredSessions = async (
  deps: Pick<Deps, 'db' | 'now'>,
  limit: number = SWEEP_BATCH,
): Promise<{ examined: number; finalised: number }> => {
  const now = nowOf(deps);
  // Past the grace too: a candidate's last answer may still be arriving just after the deadline.
  const before = new Date(now.getTime() - TEST_RULES.answerGraceMs);
  const expired = await expiredOpenSessions(deps.db, before, limit).get();
  let finalised = 0;
  for (const doc of expired.docs) {
    const session = doc.data();
    const outcome = await finaliseIfExpired(deps, session.jobId, session.uid);
    if (outcome?.finalised) finalised += 1;
  }
  return { examined: expired.size, finalised };
};
