import type { QuestionType, TestLevel, TestQuestionCount } from '../constants/enums.ts';
import type { CatalogRef, Timestamps } from './common.ts';

export const TEST_STATUSES = ['active', 'inactive'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** `tests/{id}`: admin-only. */
export type Test = Timestamps & {
  title: string;
  level: TestLevel;
  timeMinutes: number;
  totalQuestions: TestQuestionCount;
  aptitudePercentage: number;
  technicalPercentage: number;
  department: CatalogRef;
  status: TestStatus;
  /** Counts of the bank, kept by the question callables so the form can warn when a bank is too small. */
  questionCounts: Record<QuestionType, number>;
};

/** `tests/{id}/questions/{qid}`: admin-only; holds the answer key. */
export type Question = Timestamps & {
  statement: string;
  type: QuestionType;
  /** Optional illustration (a data URL or a Storage path). */
  image: string | null;
  correctOptions: string[];
  wrongOptions: string[];
};

/** A question as the candidate sees it: no answer key, options in the drawn order. */
export type PresentedQuestion = {
  id: string;
  statement: string;
  image: string | null;
  options: string[];
};

export type TestStep = { questionIds: string[] };

/**
 * `testSessions/{jobId}_{uid}`: the candidate's run of a test; written only by functions, readable
 * by its owner. Holds the drawn questions but never which options are correct.
 */
export type TestSession = {
  jobId: string;
  testId: string;
  uid: string;
  /**
   * Question ids per step, drawn aptitude then technical, shuffled within each step. A list of maps
   * because Firestore cannot store an array directly inside an array.
   */
  steps: TestStep[];
  currentStep: number;
  startedAt: Date;
  /** Enforced by the server; the page's countdown only shows it. */
  deadline: Date;
  /** Chosen option text per question id. */
  answers: Record<string, string>;
  completedAt: Date | null;
};

/** Admin-only result kept with the review. */
export type TestResult = {
  score: number;
  totalQuestions: number;
};
