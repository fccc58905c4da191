// Collection names and document ids of the data model (ARCHITECTURE section 3), in one place so
// web, functions, rules tests and scripts agree.

export const COLLECTIONS = {
  profiles: 'profiles',
  departments: 'departments',
  degrees: 'degrees',
  companies: 'companies',
  screeningQuestions: 'screeningQuestions',
  jobs: 'jobs',
  jobIndex: 'jobIndex',
  /**
   * Every public address a job has had, `jobSlugs/{slug}` → `{ jobId }` (types/job.ts, JobSlug):
   * public reads by id, written by functions with each job's create and rename.
   */
  jobSlugs: 'jobSlugs',
  applications: 'applications',
  tests: 'tests',
  questions: 'questions',
  testSessions: 'testSessions',
  mail: 'mail',
  auditLog: 'auditLog',
  /** Server-only counters of the rate limits (e.g. password-reset emails per address). */
  rateLimits: 'rateLimits',
  /**
   * Server-only roster of the admin team, `admins/{uid}`, kept beside the `admin` claim (which alone
   * grants rights) so the team can be listed and its last member kept.
   */
  admins: 'admins',
  /** Server-only invitations to the admin team, keyed by the SHA-256 of the mailed token. */
  adminInvitations: 'adminInvitations',
  /** Server-only: one erasure each, keyed by a hash of the uid (types/data-rights.ts). */
  erasures: 'erasures',
  /** Server-only: a candidate's legal hold and retention state (`dataRights/{uid}`). */
  dataRights: 'dataRights',
  /** Admin settings (`settings/retention`). */
  settings: 'settings',
  /** Server-only hiring-insight counters, per day and shard (rules/insights.ts); admins read them. */
  insightCounters: 'insightCounters',
  /** Server-only: an application's interview, `interviews/{applicationId}` (types/interview.ts). */
  interviews: 'interviews',
  /** Server-written, admin-read: what the applicant search finds each application by (types/applicant-search.ts). */
  applicantSearch: 'applicantSearch',
} as const;

/** Subcollection of a profile: every privacy-policy acceptance (server-written). */
export const PROFILE_CONSENTS = 'consents';

/** The single public document the careers page reads. */
export const JOB_INDEX_DOC_ID = 'open';

/** The admin's retention setting. */
export const RETENTION_SETTINGS_DOC_ID = 'retention';

/** Where the daily retention sweep stopped (`settings/retentionSweep`, server-only). */
export const RETENTION_SWEEP_DOC_ID = 'retentionSweep';

/** Subcollection and document id of an application's admin-only review. */
export const REVIEW_PATH = { collection: 'private', id: 'review' } as const;

/** One application per candidate and job: the id makes "apply twice" impossible by construction. */
export const applicationId = (jobId: string, uid: string): string => `${jobId}_${uid}`;

/** A test session belongs to one candidate's application. */
export const testSessionId = (jobId: string, uid: string): string => `${jobId}_${uid}`;

export const STORAGE_PATHS = {
  resume: (uid: string, fileName: string) => `candidates/${uid}/resume/${fileName}`,
  avatar: (uid: string, fileName: string) => `candidates/${uid}/avatar/${fileName}`,
  departmentPicture: (departmentId: string, fileName: string) => `departments/${departmentId}/${fileName}`,
  /**
   * A question's picture: admin-only (storage.rules), served to a candidate only by the
   * `getQuestionImage` callable while their session holds the question.
   */
  questionImage: (testId: string, questionId: string, fileName: string) =>
    `tests/${testId}/questions/${questionId}/${fileName}`,
  /** Everything stored for one test (its questions' pictures). */
  testFolder: (testId: string) => `tests/${testId}/`,
  /**
   * The CV copy an application owns (written only by the apply function, see storage.rules). One
   * name per apply attempt, so an attempt that loses a race can delete its own copy and nobody
   * else's.
   */
  applicationResume: (applicationId: string, fileName: string) => `applications/${applicationId}/${fileName}`,
  /** Everything a candidate uploaded (CV, picture): removed whole when they are erased. */
  candidateFolder: (uid: string) => `candidates/${uid}/`,
  /** An application's own files (its CV copies). */
  applicationFolder: (applicationId: string) => `applications/${applicationId}/`,
} as const;

/**
 * Custom metadata of an application's CV copy. storage.rules lets the candidate read the copy when
 * `uid` is theirs (an application id cannot be split back into job and uid: both may contain '_');
 * `kind` marks the objects the orphan sweep may delete.
 */
export const APPLICATION_FILE_METADATA = {
  uid: 'uid',
  applicationId: 'applicationId',
  kind: 'kind',
  resumeKind: 'application-resume',
} as const;
