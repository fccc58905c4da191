import type { QuestionType, TestLevel, TestQuestionCount } from '../constants/enums.ts';
import type { ApplicationReview } from './application.ts';
import type { CatalogRef, Timestamps, WithId } from './common.ts';

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
  /** The pass mark (% of the paper), or null; absent on tests saved before issue 20. */
  passPercentage?: number | null;
  department: CatalogRef;
  status: TestStatus;
  /** Counts of the bank, kept by the question callables so the form can warn when a bank is too small. */
  questionCounts: Record<QuestionType, number>;
};

/** `tests/{id}/questions/{qid}`: admin-only; holds the answer key. */
export type Question = Timestamps & {
  statement: string;
  type: QuestionType;
  /**
   * Optional illustration: the Storage path of a picture under the test's admin-only folder
   * (`STORAGE_PATHS.questionImage`); the tests service moves a data URL sent by a form there.
   * Candidates get it only through `getQuestionImage`.
   */
  image: string | null;
  correctOptions: string[];
  wrongOptions: string[];
};

/**
 * A question as the candidate sees it: no answer key, options in the drawn order. Its picture is
 * not inlined: `hasImage` tells the page to ask `getQuestionImage` for it, which serves it only
 * while the candidate's session holds the question.
 */
export type PresentedQuestion = {
  id: string;
  statement: string;
  hasImage: boolean;
  /**
   * Whether more than one option is to be chosen (the page shows checkboxes, else a radio group).
   * Scoring needs exactly the correct set, so the candidate must know when to pick several; which
   * options, and how many, stays on the server.
   */
  multipleChoice: boolean;
  options: string[];
};

export type TestStep = { questionIds: string[] };

/** How a session ended: the candidate saved the last part, or the deadline passed. */
export const TEST_COMPLETIONS = ['submitted', 'time-over'] as const;
export type TestCompletion = (typeof TEST_COMPLETIONS)[number];

/**
 * `testSessions/{jobId}_{uid}`: the candidate's run of a test; written only by functions, readable
 * by its owner. Holds the drawn questions but never which options are correct, and never the score
 * (that is in the admin-only `applications/{id}/private/review`).
 */
export type TestSession = {
  jobId: string;
  testId: string;
  uid: string;
  /** Shown in the candidate's list of tests without reading the job or the test. */
  jobTitle: string;
  testTitle: string;
  /**
   * The seed the paper was drawn with (`drawQuestions` with `seededRandom(seed)`), so a draw can
   * be replayed exactly; option order per question comes from `seededRandom(`${seed}:${id}`)`.
   */
  seed: number;
  /**
   * Question ids per step, drawn aptitude then technical, shuffled within each step. A list of maps
   * because Firestore cannot store an array directly inside an array.
   */
  steps: TestStep[];
  /** Index of the step being answered; `steps.length` once the session is completed. */
  currentStep: number;
  startedAt: Date;
  /** The test's time when the session started, and the extra minutes granted to this applicant. */
  timeMinutes: number;
  extraMinutes: number;
  /** startedAt + timeMinutes + extraMinutes. Enforced by the server; the page's countdown only shows it. */
  deadline: Date;
  /** Chosen options per question id (several for a question with more than one correct option). */
  answers: Record<string, string[]>;
  /** Times the test page lost focus (window blur), and was hidden (tab switch), as the page reported. */
  focusLosses: number;
  tabSwitches: number;
  completedAt: Date | null;
  completion: TestCompletion | null;
  updatedAt: Date;
};

/**
 * What the admin sees beside the score (`applications/{id}/private/review.testDetails`): how the
 * session went, from the session when it was finalised.
 */
export type TestDetails = {
  testId: string;
  startedAt: Date;
  completedAt: Date;
  completion: TestCompletion;
  /** From the start to the last save or the deadline, whichever came first. */
  timeUsedSeconds: number;
  /** Questions with a saved answer. */
  answered: number;
  focusLosses: number;
  tabSwitches: number;
  /**
   * The score per question type (scoreByType): over the questions still in the bank when it was
   * scored. Absent on results scored before issue 20.
   */
  byType?: Record<QuestionType, { score: number; total: number }>;
};

/**
 * A session as the candidate's page receives it (startTest, getTestSession, submitStep): the
 * current step's questions presented (no key), the candidate's saved choices for them, and the
 * deadline with the server's clock so the page can correct its own. Times are epoch milliseconds.
 */
export type TestSessionView = {
  jobId: string;
  testId: string;
  jobTitle: string;
  testTitle: string;
  state: 'in-progress' | 'completed';
  completion: TestCompletion | null;
  /** 1-based step on screen; when completed, the number of steps. */
  step: number;
  stepCount: number;
  /** Whether the step on screen is the last one ('Save this Part' then ends the test). */
  lastStep: boolean;
  /** The current step's questions; empty once completed. */
  questions: PresentedQuestion[];
  /** Saved choices for the questions on screen. */
  answers: Record<string, string[]>;
  totalQuestions: number;
  answeredCount: number;
  startedAt: number;
  deadline: number;
  serverNow: number;
  focusLosses: number;
  tabSwitches: number;
  /** The spec's 'Your time is over and the test has been submitted.' when the deadline ended it. */
  message: string | null;
};

/** One of the candidate's sessions in a list (GET /api/user_tests/): no questions, no key, no score. */
export type TestSessionSummary = Omit<TestSessionView, 'questions' | 'answers'>;

/** One option of a previewed question, marked: the preview is for the admin, who may see the key. */
export type PreviewOption = { text: string; correct: boolean };

/** A question of a previewed paper: as the candidate would see it, plus its type and key. */
export type PreviewQuestion = {
  id: string;
  statement: string;
  type: QuestionType;
  /** The picture as a data URL, or null. */
  image: string | null;
  options: PreviewOption[];
};

/**
 * What `previewTest` returns: one paper drawn as a candidate's would be (steps of 10, aptitude
 * then technical, shuffled within each step), for the admin only; nothing is stored.
 */
export type TestPreview = {
  testId: string;
  title: string;
  level: TestLevel;
  timeMinutes: number;
  totalQuestions: number;
  aptitudePercentage: number;
  technicalPercentage: number;
  /** The split the test asks for, and what this draw could take from the bank. */
  wanted: { aptitude: number; technical: number };
  drawn: { aptitude: number; technical: number };
  /** Questions missing because the bank is too small; 0 when the paper is full. */
  shortBy: number;
  steps: PreviewQuestion[][];
};

/** What the test writes answer (update, delete): the test and the toast's text. */
export type TestWriteResult = { id: string; message: string };

/** `createTest`: also `_id`, the spec's name for the id. */
export type TestCreateResult = TestWriteResult & { _id: string };

/** A test with its question bank (keys included: admins only), as the question calls answer it. */
export type TestWithQuestions = WithId<Test> & { questions: WithId<Question>[] };

/** `grantExtraTime`: the minutes now granted, and a running session's new deadline (epoch ms) or null. */
export type ExtraTimeResult = {
  jobId: string;
  applicantId: string;
  extraMinutes: number;
  deadline: number | null;
  message: string;
};

/** `getApplicantTestResult`: an applicant's test for the admin, finalised first when its time is over. */
export type ApplicantTestResult = {
  jobId: string;
  applicantId: string;
  /** The session as the candidate sees it (no questions), or null when the test was not started. */
  session: TestSessionSummary | null;
  score: number | null;
  totalQuestions: number | null;
  testDetails: ApplicationReview['testDetails'] | null;
};

/** `saveAnswer`: the choice as saved, with the deadline and the server's clock (epoch ms). */
export type SavedAnswer = {
  questionId: string;
  options: string[];
  savedAt: number;
  deadline: number;
  serverNow: number;
};

/** `recordFocusLoss`: the session's counts after this event. */
export type FocusCounts = { focusLosses: number; tabSwitches: number };

/** `getQuestionImage`: a question's picture as a data URL, while the question is on screen. */
export type QuestionImage = { questionId: string; dataUrl: string };
