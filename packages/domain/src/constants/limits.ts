// Business limits from spec sections 5 and 9. Every check on either side of the wire reads them here.

export const MB = 1024 * 1024;

export const FILE_LIMITS = {
  resume: {
    maxBytes: 3 * MB, // 3145728
    extensions: ['pdf', 'doc', 'docx'],
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
  picture: {
    maxBytes: 1.5 * MB, // 1572864
    extensions: ['jpg', 'jpeg', 'png'],
    contentTypes: ['image/jpeg', 'image/png'],
  },
} as const;

/**
 * Limits of a candidate's profile fields: the wizard's and the account's schemas check them, and
 * firestore.rules (`isValidProfile`) keeps a literal copy that rules-tests check at each boundary.
 */
export const PROFILE_LIMITS = {
  firstName: 60,
  middleName: 60,
  lastName: 60,
  city: 80,
  address: 300,
  /** Whole years of overall experience. */
  totalExperience: 60,
  educationEntries: 20,
  careerEntries: 30,
  /** The name the candidate's CV or picture had on their computer. */
  fileName: 255,
} as const;

export const CGPA_RANGE = { min: 1, max: 5 } as const;
export const PHONE_MAX_DIGITS = 11;
export const PHONE_EXAMPLE = '03001234567';
export const CAREER_DESCRIPTION_MAX = 140;
/**
 * Years a stored education or career entry may hold (spec section 9). The wizard offers fewer: the
 * current year down to `min` (yearOptions in rules/company-time.ts).
 */
export const YEAR_RANGE = { min: 1900, max: 2074 } as const;
export const MINIMUM_AGE = 13;

export const TEST_RULES = {
  questionsPerStep: 10,
  maxSteps: 6,
  timerTickMs: 60_000,
  /** Answers arriving this long after the deadline are still taken (latency, the page's auto-submit). */
  answerGraceMs: 5_000,
  /** The most extra minutes an admin may grant one applicant (an accessibility accommodation). */
  maxExtraMinutes: 240,
} as const;

export const PAGE_SIZES = {
  tests: 10,
  questions: 10,
  applicantHistory: 3,
  /** Not given by the spec; chosen so a phone screen shows a useful page. */
  careers: 10,
} as const;

export const LANDING = {
  departmentTabs: 9,
  /** 1-based in the spec ("the 5th tab is active by default"). */
  defaultDepartmentTab: 5,
  typingPeriodMs: 1000,
  recruitmentPhases: ['Shortlisting', 'Assessment', 'Interview', 'Evaluation', 'Background Check'],
  whyJoinUs: ['Hire', 'Develop', 'Grow'],
  seniorWomenPercent: 60,
} as const;

export const TIMINGS = {
  questionSubmitDelayMs: 300,
  adminNotificationMs: 2000,
  publicNotificationMs: 5000,
} as const;

/** Longest plain-text teaser of a job card kept in the public job index (`JobIndexEntry.excerpt`). */
export const JOB_INDEX_EXCERPT_LENGTH = 220;

/** Firestore rejects a document larger than 1 MiB (name + fields + 32 bytes). */
export const FIRESTORE_MAX_DOCUMENT_BYTES = 1_048_576;

/** Firestore refuses a document with more fields than this (a map counts once, each subfield again). */
export const FIRESTORE_MAX_FIELDS = 20_000;

/**
 * Entries per open-jobs index document. The careers page needs ONE read up to this many open jobs
 * (issue 10); past it, one more read per further shard. Bound by Firestore's field count, not only
 * its bytes: an entry holds 15 to 16 fields (its two catalog references are maps), so 2,000 entries
 * were 30,000 fields, which Firestore refuses (the emulator learnt the limit in issue 31).
 */
export const JOB_INDEX_SHARD_CAPACITY = 1000;

/**
 * Largest stored size of one index entry: its excerpt is shortened (at a word) until the entry fits.
 * Realistic entries with the full excerpt measure 466–561 bytes (the demo jobs; median 516), so most
 * teasers lose a few words at most. 1,000 × 500 bytes + the document's other fields stays under
 * JOB_INDEX_MAX_BYTES.
 */
export const JOB_INDEX_ENTRY_MAX_BYTES = 500;

/**
 * Size budget of one index document: Firestore's limit less a margin for the `shardIds` list and
 * `updatedAt`. Entries that cannot shrink to JOB_INDEX_ENTRY_MAX_BYTES (very long titles) make a
 * shard full before it reaches its capacity instead of overflowing it.
 */
export const JOB_INDEX_MAX_BYTES = 1_020_000;

/**
 * Version of the privacy policy shown on the wizard's Privacy Policy step. A profile records the
 * version it accepted and an application freezes it; bump it when the policy text changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';

/**
 * Applicants one batch action may select: the callables process them in transactions of 100.
 * (A constant, not in schemas/applicants.ts: the applicants page reads it without loading yup.)
 */
export const APPLICANTS_BATCH_MAX = 500;

/**
 * Applicants one batch action may reach through a search ("select all matching", issue 20): each
 * runs in transactions of 100, and a callable has 540 s; past this the admin narrows the search.
 */
export const APPLICANTS_MATCHING_MAX = 2000;

/**
 * Applicants one "Download as CSV" of the applicants table holds (issue 31): every match of the
 * view or search, read a page at a time in the browser (about one read per applicant, two once
 * tested, three through the search); past this the file holds the first ones and says so.
 */
export const APPLICANTS_CSV_MAX = 5000;
