import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from './application.ts';
import type { WithId } from './common.ts';
import type { Mail, MailStatus } from './mail.ts';
import type { InterviewView } from './interview.ts';
import type { TestDetails } from './test.ts';

// What the admin's applicant actions (issue 11; functions/src/applicants) answer, and the shapes
// they store beside the application. The web's job page and applicant review read these.

/**
 * The answer of every batch action (shortlist, invite to test or interview, email, reject):
 * `updated` are the application ids acted on, `skipped` those left alone and why (e.g. withdrawn,
 * already shortlisted), `message` the text to show ('Mail has been Sent.' where the spec has one).
 */
export type ApplicantsActionResult = {
  updated: string[];
  skipped: { id: string; reason: string }[];
  message: string;
};

/**
 * One saved remark of the applicant review (spec section 2: remarks are required). Kept, oldest
 * first, in `applications/{id}/private/review` as `remarksHistory`; `at` is an ISO string (written
 * by the server's clock: Firestore cannot put a server timestamp inside an array).
 */
export type RemarkEntry = { text: string; byUid: string; byName: string; at: string };

/**
 * `applications/{id}/private/review` as the applicants service writes it: the admin-only review
 * (`ApplicationReview`: latest `remarks`, score, test details) with every remark ever saved.
 */
export type ReviewRemarks = { remarks: string; remarksHistory?: RemarkEntry[] };

export type RemoveApplicantResult = { id: string; status: 'removed' };

/** "Top candidates" on a closed job: the application ids this call selected and marked not selected. */
export type TopCandidatesResult = { selected: string[]; notSelected: string[] };

/** Every remark of the application after the save, oldest first (the new one last). */
export type SaveRemarksResult = { remarks: RemarkEntry[] };

/** How many CVs the download entry records as downloaded (asked for, less the missing ones). */
export type RecordCvDownloadsResult = { recorded: number };

/** One CV download of a job (a single CV, or `archive`: all-documents.zip), from the audit log. */
export type CvDownload = {
  byUid: string;
  byName: string;
  at: string;
  /** The applications whose CVs were asked for. */
  applicationIds: string[];
  archive: boolean;
  /** Of those, the ones whose file could not be fetched (listed inside the zip). */
  missing: string[];
};

/** Newest first. */
export type ListCvDownloadsResult = { downloads: CvDownload[] };

export type RetryMailResult = { id: string; status: MailStatus };

/**
 * A shape with its Dates as text, as JSON carries it: what callables answer and what clients send
 * them (the protocol has no dates).
 */
export type IsoDates<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? IsoDates<Item>[]
    : T extends object
      ? { [Key in keyof T]: IsoDates<T[Key]> }
      : T;

/** The admin-only part of the applicant review. */
export type ApplicantReviewDetails = {
  /** Every saved remark, oldest first. */
  remarks: RemarkEntry[];
  score: number | null;
  totalQuestions: number | null;
  testDetails: IsoDates<TestDetails> | null;
};

/**
 * The applicant review page (`/jobs/{id}/applicant/{applicant_id}`, spec section 2) in one call:
 * the application as stored (dates as ISO strings), the admin-only review (null before any remark or
 * test result), and the neighbours among the job's visible applicants in applied order (previous
 * applied just before, next just after; null at either end).
 */
export type ApplicantReview = {
  application: IsoDates<WithId<Application>>;
  review: ApplicantReviewDetails | null;
  /** The pass mark (% of the paper) of the test the applicant was invited to, or null. */
  passPercentage: number | null;
  /** The applicant's interview (scheduled or cancelled, with its outcome), or null. */
  interview: InterviewView | null;
  /**
   * The outbox record of the application's "not selected" mail (`notSelectedMailId`): its status
   * and whether a delivery holds it, so the page offers the undo exactly when the server allows it
   * (canUndoNotSelected); null when there is none.
   */
  notSelectedMail: Pick<Mail, 'status' | 'lease'> | null;
  previousId: string | null;
  nextId: string | null;
};

/**
 * Statuses the applicants table hides unless its filter asks for them: removed by an admin, and the
 * not-selected of "top candidates" (spec section 4: the others are hidden, never deleted).
 */
export const HIDDEN_APPLICANT_STATUSES: readonly ApplicationStatus[] = ['removed', 'not-selected'];

/**
 * The table's default view as a Firestore filter: `where('status', 'in', VISIBLE_APPLICANT_STATUSES)`
 * (9 values, within `in`'s limit of 30). Previous / next of the applicant review walk the same set.
 */
export const VISIBLE_APPLICANT_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => !HIDDEN_APPLICANT_STATUSES.includes(status),
);
