import {
  MESSAGES,
  optionOrderRandom,
  presentQuestion,
  type PresentedQuestion,
  type Question,
  type TestSession,
  type TestSessionSummary,
  type TestSessionView,
  type WithId,
} from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { readQuestionsCached } from '../repositories/question-cache.ts';

// What a candidate's page receives about their session. Built from the session and the current
// step's questions through the domain's presentQuestion: statements and options, shuffled by the
// session's seed, and nothing else of a question (no key, no picture path). Every candidate-facing
// answer of the tests service goes through here, so this is the one place to keep keys out.

const millis = (date: Date): number => date.getTime();

/** The ids on screen: the current step's, none once the session is completed. */
export const currentStepIds = (session: TestSession): string[] =>
  session.completedAt ? [] : (session.steps[session.currentStep]?.questionIds ?? []);

const answeredCount = (answers: Readonly<Record<string, readonly string[]>>): number =>
  Object.values(answers).filter((options) => Array.isArray(options) && options.length > 0).length;

export const sessionSummary = (session: TestSession, now: Date): TestSessionSummary => {
  const completed = session.completedAt !== null;
  const stepCount = session.steps.length;
  return {
    jobId: session.jobId,
    testId: session.testId,
    jobTitle: session.jobTitle,
    testTitle: session.testTitle,
    state: completed ? 'completed' : 'in-progress',
    completion: session.completion,
    step: completed ? stepCount : Math.min(stepCount, session.currentStep + 1),
    stepCount,
    lastStep: !completed && session.currentStep === stepCount - 1,
    totalQuestions: session.steps.reduce((sum, step) => sum + step.questionIds.length, 0),
    answeredCount: answeredCount(session.answers),
    startedAt: millis(session.startedAt),
    deadline: millis(session.deadline),
    serverNow: millis(now),
    focusLosses: session.focusLosses,
    tabSwitches: session.tabSwitches,
    message: session.completion === 'time-over' ? MESSAGES.testTimeOver : null,
  };
};

/**
 * The session with the current step presented. `questions` are the step's stored questions in the
 * step's order (null where one was deleted since the draw: it is left out).
 */
export const sessionView = (
  session: TestSession,
  questions: readonly (WithId<Question> | null)[],
  now: Date,
): TestSessionView => {
  const ids = currentStepIds(session);
  const byId = new Map(
    questions.filter((question) => question !== null).map((question) => [question.id, question]),
  );
  const presented: PresentedQuestion[] = [];
  const answers: Record<string, string[]> = {};
  for (const id of ids) {
    const question = byId.get(id);
    if (!question) continue;
    presented.push(presentQuestion(question, optionOrderRandom(session.seed, id)));
    const chosen = session.answers[id];
    if (Array.isArray(chosen)) answers[id] = [...chosen];
  }
  return { ...sessionSummary(session, now), questions: presented, answers };
};

/** Reads the current step's questions (cached: they never change) and presents the session. */
export const loadSessionView = async (
  db: Firestore,
  session: TestSession,
  now: Date,
): Promise<TestSessionView> =>
  sessionView(session, await readQuestionsCached(db, session.testId, currentStepIds(session)), now);
