import type { ApplicationStatus, ScreeningAnswer } from './application.ts';
import type { FileRef } from './common.ts';
import type { InterviewAttendance, InterviewStatus } from './interview.ts';
import type { MailKind, MailStatus } from './mail.ts';
import type { CandidateSnapshot, CareerEntry, EducationEntry } from './profile.ts';
import type { TestCompletion } from './test.ts';

// A candidate's data rights (issue 21): the archive of everything held about them, and erasure.
// The export is JSON (dates as ISO 8601 strings) and validates against candidateDataExportSchema
// (schemas/data-rights.ts); the web app zips it with the files it lists.

/** What every admin page, export and CSV shows for an application whose candidate was erased. */
export const ERASED_CANDIDATE_NAME = 'Erased candidate';

/**
 * What erasure leaves in place of the free text admins typed about the candidate: a custom mail's
 * subject, remarks, an interview's cancellation note, a legal hold's and the erasure's own reason
 * (issue 31). The text is replaced whatever it says, never searched for the person's name.
 */
export const ERASED_TEXT = '(erased)';

/** An application's candidate snapshot as erasure leaves it: the name above, no address to reach. */
export const isErasedCandidate = (candidate: { firstName: string; email: string }): boolean =>
  candidate.firstName === ERASED_CANDIDATE_NAME && candidate.email === '';

/** The export's format tag: changes when its shape does, so a reader knows what it holds. */
export const CANDIDATE_EXPORT_FORMAT = 'careers-candidate-export/2';

/** A file as the export lists it as JSON: a FileRef with its date as text. */
export type ExportedFileRef = Omit<FileRef, 'uploadedAt'> & { uploadedAt: string };

/** A file the archive holds, with the name it has inside the archive. */
export type ExportedFile = ExportedFileRef & {
  kind: 'resume' | 'avatar' | 'application-resume';
  /** The application a per-application CV copy belongs to; null for the profile's files. */
  applicationId: string | null;
  /** Where the web app puts the file inside the zip, e.g. `files/applications/{id}/cv.pdf`. */
  archivePath: string;
};

export type ExportedEducation = EducationEntry;

export type ExportedCareer = CareerEntry;

/** The personal details a profile holds and an application freezes, its files' dates as text. */
export type ExportedPersonalDetails = Omit<CandidateSnapshot, 'avatar' | 'resume'> & {
  avatar: ExportedFileRef | null;
  resume: ExportedFileRef | null;
};

export type ExportedProfile = ExportedPersonalDetails & {
  privacyPolicyVersion: string | null;
  termsAcceptedAt: string | null;
  /** Every acceptance of the privacy policy, oldest first. */
  consents: { version: string; acceptedAt: string }[];
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A test's outcome as the candidate may see it: never the questions' keys nor the answers. */
export type ExportedTestResult = {
  testId: string;
  invitedAt: string;
  taken: boolean;
  takenAt: string | null;
  score: number | null;
  totalQuestions: number | null;
  timeUsedSeconds: number | null;
  answered: number | null;
  focusLosses: number | null;
  tabSwitches: number | null;
  completion: TestCompletion | null;
};

export type ExportedApplication = {
  id: string;
  jobId: string;
  jobTitle: string;
  status: ApplicationStatus;
  statusHistory: { status: ApplicationStatus; at: string }[];
  appliedAt: string;
  answers: ScreeningAnswer[];
  /** The profile as it was sent with the application. */
  candidate: ExportedPersonalDetails;
  privacyPolicyVersion: string;
  test: ExportedTestResult | null;
  interview: ExportedInterview | null;
};

/**
 * An interview as its candidate receives it in their archive: when the invitation went out and, from
 * `interviews/{applicationId}`, when, where and with whom, and the outcome the recruiter recorded
 * (attendance, score, notes: an assessment of the candidate is their personal data). Left out: who
 * recorded it (another person's data) and the calendar's and reminders' bookkeeping.
 */
export type ExportedInterview = {
  invitedAt: string;
  /** Null for an invitation from before interviews had records of their own. */
  record: {
    status: InterviewStatus;
    date: string;
    time: string;
    durationMinutes: number;
    startsAt: string;
    endsAt: string;
    place: string;
    videoLink: string | null;
    interviewers: string;
    note: string;
    outcome: {
      attendance: InterviewAttendance;
      score: number | null;
      notes: string;
      recordedAt: string;
    } | null;
  } | null;
};

export type ExportedMail = {
  id: string;
  kind: MailKind;
  subject: string;
  text: string;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
};

/** `exportCandidateData` and `GET /api/users/{id}/export`: everything held about one candidate. */
export type CandidateDataExport = {
  format: typeof CANDIDATE_EXPORT_FORMAT;
  exportedAt: string;
  account: {
    uid: string;
    email: string;
    emailVerified: boolean;
    createdAt: string | null;
    lastSignInAt: string | null;
  };
  profile: ExportedProfile | null;
  applications: ExportedApplication[];
  mails: ExportedMail[];
  files: ExportedFile[];
};

/** The steps of an erasure, in order; each is idempotent, so a resumed erasure repeats none's effect. */
export const ERASURE_STEPS = [
  'applications',
  'test-sessions',
  'mail',
  'audit',
  /** The profile and every file under the candidate's folder. */
  'profile',
  'account',
] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];

/**
 * `erasures/{HMAC-SHA256(key, uid)}`: one erasure, written only by functions, read by nobody else.
 * Keyed by a keyed hash (the functions' secret ERASURE_ID_KEY) so the record names no uid and
 * nobody without the key links a uid to it; `subject` holds the uid and address only while the
 * erasure runs (the steps need them) and is removed when it completes.
 */
export type ErasureRecord = {
  /** The pseudonym the candidate's kept records carry instead of their uid. */
  pseudonym: string;
  subject: { uid: string; email: string | null } | null;
  requestedBy: 'candidate' | 'admin' | 'retention';
  /** The admin's uid (who did it is kept); null when the candidate or retention asked. */
  adminUid: string | null;
  /** Why, while the erasure runs; ERASED_TEXT once it is done (free text about the person). */
  reason: string | null;
  stepsDone: ErasureStep[];
  state: 'running' | 'done';
  startedAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  /** The confirmation mail queued before the address was erased. */
  confirmationMailId: string | null;
};

/** `eraseCandidate` and `DELETE /api/users/{id}`. */
export type EraseCandidateResult = { state: 'done'; pseudonym: string; message: string };

/** How long inactive candidates are kept unless an admin sets otherwise (issue 21). */
export const DEFAULT_RETENTION_MONTHS = 24;

/** The warning mail goes this many days before a candidate's data is erased for inactivity. */
export const RETENTION_WARNING_DAYS = 30;

/** `settings/retention`: the admin's retention setting. */
export type RetentionSettings = { months: number; updatedAt: Date; updatedBy: string };

/**
 * `settings/retentionSweep`: where the last retention sweep stopped in the list of accounts, so the
 * next resumes there. `pageToken` fetched the page it was in (null: the first page), `after` is
 * the last account reviewed on that page (null: none yet).
 */
export type RetentionSweepCursor = { pageToken: string | null; after: string | null; updatedAt: Date };

/**
 * `dataRights/{uid}`: a candidate's legal hold and retention state, written only by functions
 * (read by admins). Removed with the profile when the candidate is erased.
 */
export type CandidateDataRights = {
  legalHold: { reason: string; adminUid: string; at: Date } | null;
  /** The retention warning sent for the current period of inactivity; null when none is pending. */
  retentionWarning: { sentAt: Date; eraseAfter: Date; tokenHash: string } | null;
  /** When the candidate last clicked "keep my account": counts as activity. */
  keptAt: Date | null;
};

/** `setLegalHold`: the candidate's hold after the call. */
export type SetLegalHoldResult = { uid: string; held: boolean; message: string };

/** `getCandidateDataRights`: what the admin's Candidate data page shows. */
export type CandidateDataRightsView = {
  uid: string;
  email: string;
  name: string;
  legalHold: { reason: string; at: string } | null;
  /** The last sign-in, application or "keep", ISO 8601; null when unknown. */
  lastActiveAt: string | null;
  /** When retention erases the account if nothing happens before; null while held. */
  retentionEraseAfter: string | null;
};

/** `keepAccount`: the retention warning's link was followed. */
export type KeepAccountResult = { message: string };

/** `setRetentionPolicy` / `getRetentionPolicy`. */
export type RetentionPolicyResult = { months: number };
