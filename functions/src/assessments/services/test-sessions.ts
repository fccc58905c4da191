import { randomInt } from 'node:crypto';

import {
  applicationId,
  drawQuestions,
  isPastDeadline,
  MESSAGES,
  seededRandom,
  submitStepSchema,
  testDeadline,
  testIdSchema,
  testSessionRefSchema,
  type ApplicationStatus,
  type FieldErrors,
  type FocusEventKind,
  type FocusCounts,
  type Question,
  type SaveAnswerInput,
  type StartTestInput,
  type SubmitStepInput,
  type SavedAnswer,
  type TestSession,
  type TestSessionSummary,
  type TestSessionView,
  type WithId,
} from '@careers/domain';
import { applicationRef, changeApplicationStatus, rawApplicationRef } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse, type ServiceError } from '../../lib/service-error.ts';
import { readQuestionsCached } from '../repositories/question-cache.ts';
import {
  rawSessionRef,
  readSession,
  sessionRef,
  sessionsOfCandidate,
} from '../repositories/test-sessions-repository.ts';
import { readBankIds, readTest } from '../repositories/tests-repository.ts';
import {
  finaliseIfExpired,
  isExpiredOpen,
  readFinaliseInputs,
  SESSION_TRANSACTION_ATTEMPTS,
  writeFinalisedSession,
} from './finalise-session.ts';
import { currentStepIds, loadSessionView, sessionSummary } from './session-view.ts';
import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';

// The candidate's test, on the server's clock (spec section 4, "Test flow"; ARCHITECTURE section
// 4). startTest draws the paper once from a recorded seed and marks the application test taken;
// every later call works on that one session: answers are saved one by one, 'Save this Part'
// submits the current step with no way back, and the deadline (plus a few seconds' grace) ends it.
// Each call is a transaction on `testSessions/{jobId}_{uid}`, so two devices or two tabs cannot
// interleave a half-applied change.

/** The signed-in candidate (the session's owner is always the caller: its id holds their uid). */
export type Candidate = { uid: string };

/** Applications whose test can no longer be started. */
const CLOSED_FOR_TEST: ReadonlySet<ApplicationStatus> = new Set([
  'withdrawn',
  'removed',
  'rejected',
  'not-selected',
]);

/** Statuses that starting the test moves on to 'test-taken' (later ones stay as they are). */
const BEFORE_TEST_TAKEN: ReadonlySet<ApplicationStatus> = new Set([
  'applied',
  'under-review',
  'shortlisted',
  'test-invited',
]);

/** Firestore's ALREADY_EXISTS: a create lost to a simultaneous start on a backend that did not abort it. */
const ALREADY_EXISTS = 6;

const runSessionTransaction = <T>(deps: Deps, body: (transaction: Transaction) => Promise<T>) =>
  deps.db.runTransaction(body, { maxAttempts: SESSION_TRANSACTION_ATTEMPTS });

const completedError = (session: TestSession): ServiceError =>
  session.completion === 'time-over'
    ? refuse('test-time-over', MESSAGES.testTimeOver)
    : refuse('test-submitted', MESSAGES.testAlreadySubmitted);

const timeOverError = (): ServiceError => refuse('test-time-over', MESSAGES.testTimeOver);

/** Distinct chosen options, in the order chosen. */
const distinct = (options: readonly string[]): string[] => [...new Set(options)];

/** The options a question offers: its correct and wrong ones together (the key stays here). */
const offeredOptions = (question: Question): Set<string> =>
  new Set([...question.correctOptions, ...question.wrongOptions]);

// ---------------------------------------------------------------------------------------- start

/**
 * Starts the caller's test for a job, or resumes it. Only an application of the caller to that job
 * inviting them to that test may start it (404 otherwise: the caller may not know more), and not one
 * withdrawn, removed or decided against. The first start draws the paper with a fresh seed (stored),
 * sets the deadline to the server's time plus the test's minutes and the applicant's extra
 * minutes, and marks the application test taken, all in one transaction; any later start (or a
 * simultaneous one) returns the same session, finalised first if its time ran out.
 */
export const startTest = async (
  deps: Deps,
  candidate: Candidate,
  { jobId, testId }: StartTestInput,
): Promise<TestSessionView> => {
  const { db } = deps;

  const start = () =>
    runSessionTransaction(deps, async (transaction) => {
      const [applicationSnapshot, existing] = await Promise.all([
        transaction.get(applicationRef(db, applicationId(jobId, candidate.uid))),
        readSession(transaction, db, jobId, candidate.uid),
      ]);
      const application = applicationSnapshot.data();
      if (!application || application.test?.testId !== testId)
        throw refuse('test-not-invited', MESSAGES.testNotInvited);
      const now = nowOf(deps);

      if (existing) {
        if (!isExpiredOpen(existing, now)) return existing;
        const reads = await readFinaliseInputs(transaction, db, existing);
        return writeFinalisedSession(transaction, db, existing, reads, { now, completion: 'time-over' });
      }

      if (CLOSED_FOR_TEST.has(application.status))
        throw refuse('test-invitation-closed', MESSAGES.testInvitationClosed);
      const test = await readTest(transaction, db, testId);
      if (!test) throw refuse('not-found', MESSAGES.noSuchTest);
      const bank = await readBankIds(transaction, db, testId);
      // 32 random bits: the paper is drawn from this seed and can be replayed from it.
      const seed = randomInt(0, 2 ** 32);
      const drawn = drawQuestions({
        aptitudeIds: bank.aptitude,
        technicalIds: bank.technical,
        test,
        random: seededRandom(seed),
      });
      if (drawn.steps.length === 0) throw refuse('test-bank-empty', MESSAGES.testBankEmpty);

      const extraMinutes = application.extraMinutes ?? 0;
      const session: TestSession = {
        jobId,
        testId,
        uid: candidate.uid,
        jobTitle: application.jobTitle,
        testTitle: test.title,
        seed,
        steps: drawn.steps.map((questionIds) => ({ questionIds })),
        currentStep: 0,
        startedAt: now,
        timeMinutes: test.timeMinutes,
        extraMinutes,
        deadline: testDeadline(now, test.timeMinutes + extraMinutes),
        answers: {},
        focusLosses: 0,
        tabSwitches: 0,
        completedAt: null,
        completion: null,
        updatedAt: now,
      };
      // create, not set: should a simultaneous start not abort this transaction, the commit fails
      // instead of replacing the other start's paper.
      transaction.create(sessionRef(db, jobId, candidate.uid), session);
      const id = applicationId(jobId, candidate.uid);
      const taken = { 'test.taken': true, 'test.takenAt': now };
      if (BEFORE_TEST_TAKEN.has(application.status)) {
        changeApplicationStatus(transaction, db, {
          id,
          application,
          status: 'test-taken',
          now,
          fields: taken,
        });
      } else {
        transaction.update(rawApplicationRef(db, id), { ...taken, updatedAt: now });
      }
      return session;
    });

  let session: TestSession;
  try {
    session = await start();
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    session = await start();
  }
  return loadSessionView(db, session, nowOf(deps));
};

// ----------------------------------------------------------------------------------------- read

/** The caller's session for a job, as the page resumes it (finalised first if its time ran out). */
export const getTestSession = async (
  deps: Deps,
  candidate: Candidate,
  { jobId }: { jobId: string },
): Promise<TestSessionView> => {
  const snapshot = await sessionRef(deps.db, jobId, candidate.uid).get();
  let session = snapshot.exists ? (snapshot.data() as WithId<TestSession>) : null;
  if (session && isExpiredOpen(session, nowOf(deps)))
    session = (await finaliseIfExpired(deps, jobId, candidate.uid))?.session ?? null;
  if (!session) throw refuse('test-not-started', MESSAGES.testNotStarted);
  return loadSessionView(deps.db, session, nowOf(deps));
};

/** The caller's sessions, newest first, without questions (GET /api/user_tests/). */
export const listOwnSessions = async (deps: Deps, candidate: Candidate): Promise<TestSessionSummary[]> => {
  const snapshot = await sessionsOfCandidate(deps.db, candidate.uid).get();
  const sessions: TestSession[] = [];
  for (const doc of snapshot.docs) {
    const session = doc.data();
    sessions.push(
      isExpiredOpen(session, nowOf(deps))
        ? ((await finaliseIfExpired(deps, session.jobId, session.uid))?.session ?? session)
        : session,
    );
  }
  const now = nowOf(deps);
  return sessions
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((session) => sessionSummary(session, now));
};

// --------------------------------------------------------------------------------------- answer

/**
 * Saves one answer as it is chosen: only for a question of the step on screen, only options that
 * question offers, and only until the deadline and its grace. A late answer is refused with the
 * spec's time-over message, and the session is finalised with the answers saved before it.
 */
export const saveAnswer = async (
  deps: Deps,
  candidate: Candidate,
  { jobId, questionId, options }: SaveAnswerInput,
): Promise<SavedAnswer> => {
  const { db } = deps;
  const outcome = await runSessionTransaction(deps, async (transaction) => {
    const session = await readSession(transaction, db, jobId, candidate.uid);
    if (!session) throw refuse('test-not-started', MESSAGES.testNotStarted);
    if (session.completedAt) throw completedError(session);
    const now = nowOf(deps);
    if (isPastDeadline(session.deadline, now)) {
      const reads = await readFinaliseInputs(transaction, db, session);
      writeFinalisedSession(transaction, db, session, reads, { now, completion: 'time-over' });
      return { late: true as const };
    }
    if (!currentStepIds(session).includes(questionId))
      throw refuse('question-not-on-screen', MESSAGES.questionNotInCurrentPart);
    const [question] = await readQuestionsCached(db, session.testId, [questionId]);
    if (!question) throw refuse('not-found', MESSAGES.noSuchQuestion);
    const chosen = distinct(options);
    const offered = offeredOptions(question);
    if (chosen.some((option) => !offered.has(option)))
      throw invalidInput({ options: MESSAGES.optionNotOffered });
    transaction.update(
      rawSessionRef(db, jobId, candidate.uid),
      new FieldPath('answers', questionId),
      chosen,
      'updatedAt',
      now,
    );
    return { late: false as const, chosen, now, deadline: session.deadline };
  });
  if (outcome.late) throw timeOverError();
  return {
    questionId,
    options: outcome.chosen,
    savedAt: outcome.now.getTime(),
    deadline: outcome.deadline.getTime(),
    serverNow: nowOf(deps).getTime(),
  };
};

// --------------------------------------------------------------------------------------- submit

/**
 * 'Save this Part': merges the step's answers over those saved one by one, adds the focus losses
 * and tab switches reported since the last call, and moves to the next step; there is no way back.
 * The last step, or a submission after the deadline (within the grace), finalises the session and
 * scores it. `step` (1-based, as on screen) makes a retried submission harmless: a step already
 * saved changes nothing. After the grace the answers are refused and the session is finalised with
 * what was saved.
 */
export const submitStep = async (
  deps: Deps,
  candidate: Candidate,
  { jobId, step, answers, focusLosses, tabSwitches }: SubmitStepInput,
): Promise<TestSessionView> => {
  const { db } = deps;

  const outcome = await runSessionTransaction(deps, async (transaction) => {
    const session = await readSession(transaction, db, jobId, candidate.uid);
    if (!session) throw refuse('test-not-started', MESSAGES.testNotStarted);
    if (session.completedAt) return { late: false as const, session };
    if (step !== null && step < session.currentStep + 1) return { late: false as const, session };
    if (step !== null && step > session.currentStep + 1)
      throw invalidInput({ step: MESSAGES.testPartNotOpen });
    const now = nowOf(deps);
    if (isPastDeadline(session.deadline, now)) {
      const reads = await readFinaliseInputs(transaction, db, session);
      writeFinalisedSession(transaction, db, session, reads, { now, completion: 'time-over' });
      return { late: true as const };
    }

    const ids = currentStepIds(session);
    const errors: FieldErrors = {};
    answers.forEach((answer, index) => {
      if (!ids.includes(answer.questionId))
        errors[`answers[${String(index)}].questionId`] = MESSAGES.questionNotInCurrentPart;
    });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);

    const overTime = now.getTime() > session.deadline.getTime();
    const finishing = overTime || session.currentStep >= session.steps.length - 1;
    const reads = finishing ? await readFinaliseInputs(transaction, db, session) : null;
    // The questions answered here, to check their options: from the bank just read when finishing,
    // else from the cache (questions never change).
    const questions = reads
      ? reads.questions
      : await readQuestionsCached(
          db,
          session.testId,
          answers.map((answer) => answer.questionId),
        );
    const byId = new Map(
      questions.filter((question) => question !== null).map((question) => [question.id, question]),
    );
    const merged: Record<string, string[]> = { ...session.answers };
    answers.forEach((answer, index) => {
      const question = byId.get(answer.questionId);
      const chosen = distinct(answer.options);
      if (!question) return; // deleted from the bank since the draw: nothing to answer
      const offered = offeredOptions(question);
      if (chosen.some((option) => !offered.has(option)))
        errors[`answers[${String(index)}].options`] = MESSAGES.optionNotOffered;
      merged[answer.questionId] = chosen;
    });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);

    const next: TestSession = {
      ...session,
      answers: merged,
      currentStep: session.currentStep + 1,
      focusLosses: session.focusLosses + focusLosses,
      tabSwitches: session.tabSwitches + tabSwitches,
      updatedAt: now,
    };
    if (reads) {
      const completion = overTime ? 'time-over' : 'submitted';
      return {
        late: false as const,
        session: writeFinalisedSession(transaction, db, next, reads, { now, completion }),
      };
    }
    transaction.update(rawSessionRef(db, jobId, candidate.uid), {
      answers: next.answers,
      currentStep: next.currentStep,
      focusLosses: next.focusLosses,
      tabSwitches: next.tabSwitches,
      updatedAt: now,
    });
    return { late: false as const, session: next };
  });
  if (outcome.late) throw timeOverError();
  return loadSessionView(db, outcome.session, nowOf(deps));
};

// ---------------------------------------------------------------------------------------- focus

/**
 * Records that the test page lost focus or was hidden. Kept with the answers and shown to the admin
 * beside the score; events after the session ended (or its time ran out) are not counted.
 */
export const recordFocusEvent = async (
  deps: Deps,
  candidate: Candidate,
  { jobId, kind }: { jobId: string; kind: FocusEventKind },
): Promise<FocusCounts> => {
  return runSessionTransaction(deps, async (transaction) => {
    const session = await readSession(transaction, deps.db, jobId, candidate.uid);
    if (!session) throw refuse('test-not-started', MESSAGES.testNotStarted);
    const counts = { focusLosses: session.focusLosses, tabSwitches: session.tabSwitches };
    if (session.completedAt) return counts;
    const now = nowOf(deps);
    if (isPastDeadline(session.deadline, now)) {
      // Over: finalised as it stands, like any other call that finds the time out.
      const reads = await readFinaliseInputs(transaction, deps.db, session);
      writeFinalisedSession(transaction, deps.db, session, reads, { now, completion: 'time-over' });
      return counts;
    }
    const field = kind === 'tab-switch' ? 'tabSwitches' : 'focusLosses';
    transaction.update(rawSessionRef(deps.db, jobId, candidate.uid), {
      [field]: FieldValue.increment(1),
      updatedAt: now,
    });
    return { ...counts, [field]: counts[field] + 1 };
  });
};

// ------------------------------------------------------------------------------ the spec's API

/** `user` / `user_id` of the spec's bodies: a candidate acts only for themselves (admins included). */
const requireSelf = (candidate: Candidate, userId: unknown): void => {
  if (userId !== candidate.uid) throw refuse('not-yours', MESSAGES.ownTestsOnly);
};

/**
 * `POST /api/user_tests/create` (test, questions, user): a step's answers, as submitStep. The spec's
 * body names the test, not the job: the caller's open session of that test is the one meant
 * (`job` names it when the caller takes the same test for two jobs).
 */
export const submitAnswersForTest = async (
  deps: Deps,
  candidate: Candidate,
  input: { testId: unknown; jobId: unknown; userId: unknown; answers: unknown; step?: unknown },
): Promise<TestSessionView> => {
  requireSelf(candidate, input.userId);
  const { testId } = await parseInput(testIdSchema, { testId: input.testId });
  let jobId = input.jobId;
  if (jobId === undefined || jobId === null || jobId === '') {
    const sessions = (
      await sessionsOfCandidate(deps.db, candidate.uid).where('testId', '==', testId).get()
    ).docs.map((doc) => doc.data());
    const open = sessions.filter((session) => session.completedAt === null);
    if (open.length > 1) throw invalidInput({ job: MESSAGES.testJobAmbiguous });
    // No open one: the latest completed session answers (a retried last step changes nothing).
    const latest = [...sessions].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
    jobId = open[0]?.jobId ?? latest?.jobId;
    if (!jobId) throw refuse('test-not-started', MESSAGES.testNotStarted);
  }
  const step = await parseInput(submitStepSchema, {
    jobId,
    answers: input.answers,
    step: input.step ?? null,
  });
  return submitStep(deps, candidate, step);
};

export type TestTakenResult = { jobId: string; testId: string; taken: true; takenAt: number };

/**
 * `POST /api/user_jobs/testTaken` (user_id, job_id, value true): opening the test marks it taken
 * (spec section 4), which is what startTest does with the session it starts; this is that call for
 * the job's invited test.
 */
export const markTestTaken = async (
  deps: Deps,
  candidate: Candidate,
  input: { userId: unknown; jobId: unknown; value: unknown },
): Promise<TestTakenResult> => {
  requireSelf(candidate, input.userId);
  if (input.value !== true) throw invalidInput({ value: MESSAGES.testTakenValue });
  const { jobId } = await parseInput(testSessionRefSchema, { jobId: input.jobId });
  const application = (await applicationRef(deps.db, applicationId(jobId, candidate.uid)).get()).data();
  const testId = application?.test?.testId;
  if (!testId) throw refuse('test-not-invited', MESSAGES.testNotInvited);
  const view = await startTest(deps, candidate, { jobId, testId });
  return { jobId, testId, taken: true, takenAt: view.startedAt };
};
