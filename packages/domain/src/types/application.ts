import type { CandidateInterview } from './interview.ts';
import type { CandidateSnapshot } from './profile.ts';
import type { TestDetails } from './test.ts';
import type { ApplicationInsight } from '../rules/insights.ts';

/**
 * Where an application stands, in the order a successful one moves through them. `status` is always
 * the last entry of `statusHistory`; the candidate's timeline shows the history with the labels of
 * rules/application-status.ts (rejected and removed read 'Not selected' there).
 * - applied: submitted by the candidate (the apply function);
 * - under-review: an admin has started reviewing it;
 * - shortlisted, test-invited, test-taken, interview-invited: the shortlist and what follows it;
 * - selected / not-selected: the decision ("top candidates" on a closed job);
 * - rejected: the admin sent the rejection mail; removed: taken off the applicants table;
 * - withdrawn: by the candidate, before being shortlisted.
 */
export const APPLICATION_STATUSES = [
  'applied',
  'under-review',
  'shortlisted',
  'test-invited',
  'test-taken',
  'interview-invited',
  'selected',
  'not-selected',
  'rejected',
  'removed',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** One step of an application's history: what it became, and when (the server's clock). */
export type ApplicationStatusChange = { status: ApplicationStatus; at: Date };

export type ScreeningAnswer = {
  questionId: string;
  /** The question as it was asked, frozen with the answer. */
  title: string;
  limit: number;
  answer: string;
};

export type TestInvitation = {
  testId: string;
  /** The candidate-facing link: /user_tests/new/test/{jobId}/{testId}. */
  link: string;
  invitedAt: Date;
  taken: boolean;
  takenAt: Date | null;
};

/**
 * `applications/{jobId}_{uid}`: written only by functions. Holds nothing the candidate must not
 * see; remarks and score live in the admin-only `private/review` subdocument.
 */
export type Application = {
  jobId: string;
  jobTitle: string;
  uid: string;
  /** The current status: always the last entry of statusHistory. */
  status: ApplicationStatus;
  /** Every status the application has had, oldest first; starts with 'applied'. */
  statusHistory: ApplicationStatusChange[];
  /** Marked by "top candidates" on a closed job. */
  topCandidate: boolean;
  answers: ScreeningAnswer[];
  /**
   * The profile exactly as submitted, so admins review what was sent. `resume` is the application's
   * own copy of the CV (`applications/{id}/…` in Storage, STORAGE_PATHS.applicationResume), not the
   * candidate's current file; `avatar` still points at the candidate's picture.
   */
  candidate: CandidateSnapshot;
  privacyPolicyVersion: string;
  appliedAt: Date;
  updatedAt: Date;
  test: TestInvitation | null;
  interviewInvitedAt: Date | null;
  /**
   * The candidate's part of the interview (scheduled or cancelled; `interviews/{id}` holds the
   * whole record and is server-only), written with each change of it. Absent before the first
   * interview (and on interviews scheduled before issue 31).
   */
  interview?: CandidateInterview | null;
  /**
   * Extra test minutes an admin granted this applicant as an accessibility accommodation
   * (`grantExtraTime`); added to the test's time when the session starts, and to a running
   * session's deadline. Absent means none.
   */
  extraMinutes?: number;
  /**
   * Where the applicant came from (normalised source) and the job as the insight counters file it,
   * frozen at applying. Absent on applications made before issue 22 ("Direct", no company).
   */
  insight?: ApplicationInsight;
  /**
   * Present while the application's own copy of the CV is still to be made: Storage refused it
   * when the candidate applied. `candidate.resume` then points at the candidate's file as it was
   * (kept until the copy exists), and the CV sweep (sweepApplicationResumeCopies) tries again until
   * the copy is made and this is removed. Admins see the CV as pending meanwhile.
   */
  resumeCopyPending?: ResumeCopyPending;
  /**
   * When the candidate was erased (issue 21): the application then lives under the pseudonym
   * (`uid` is `erased-…`), with `candidate` emptied to the erased snapshot and the answers' text
   * removed. Absent on every other application.
   */
  erasedAt?: Date;
  /**
   * The outbox message that told the candidate "not selected" (markApplicantsNotSelected with
   * mail), or null when the decision was not mailed: the undo is refused once it was. Absent on
   * applications never marked not selected that way.
   */
  notSelectedMailId?: string | null;
};

/** Why and since when an application's CV copy is pending (Application.resumeCopyPending). */
export type ResumeCopyPending = {
  /** When the apply first tried. */
  since: Date;
  /** Copies tried so far, the apply's included. */
  attempts: number;
  /** The last try's error, as Storage gave it. */
  lastError: string;
};

/** `applications/{id}/private/review`: admin-only. */
export type ApplicationReview = {
  remarks: string;
  score: number | null;
  totalQuestions: number | null;
  /** How the test session went (time used, focus losses, tab switches), written with the score. */
  testDetails?: TestDetails;
  updatedAt: Date;
  updatedBy: string;
};

/** `applyToJob`: the application made (`{jobId}_{uid}`), the spec's message, and the CV-submitted mail's fate. */
export type ApplyToJobResult = {
  id: string;
  jobId: string;
  message: string;
  /** Whether the "CV submitted" mail went out (the application stands either way). */
  confirmationMail: 'sent' | 'failed';
};

/** `withdrawApplication`: the application withdrawn and 'Your application has been withdrawn.' */
export type WithdrawApplicationResult = { id: string; jobId: string; message: string };
