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
  applications: 'applications',
  tests: 'tests',
  questions: 'questions',
  testSessions: 'testSessions',
  mail: 'mail',
  auditLog: 'auditLog',
  /** Server-only counters of the rate limits (e.g. password-reset emails per address). */
  rateLimits: 'rateLimits',
} as const;

/** The single public document the careers page reads. */
export const JOB_INDEX_DOC_ID = 'open';

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
} as const;
