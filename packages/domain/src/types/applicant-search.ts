import type { ApplicationStatus } from './application.ts';

/**
 * `applicantSearch/{applicationId}`: what the admin search (issue 20) finds an application by, one
 * document per application, written only by functions in the transaction of each change it
 * mirrors (applying, a status change, a test score, an erasure), and read by admins only: it holds
 * the test score, which the candidate never sees. The rows shown come from the applications
 * themselves; this document only answers "which ones, in what order" with bounded reads.
 */
export type ApplicantSearchEntry = {
  jobId: string;
  jobTitle: string;
  uid: string;
  status: ApplicationStatus;
  appliedAt: Date;
  /** First, middle and last name as the candidate gave them. */
  name: string;
  email: string;
  city: string;
  /** Whole years, as applied with. */
  experience: number;
  /** The first CGPA of the education as applied with (firstCgpa), or null. */
  cgpa: number | null;
  /** Degree titles as applied with. */
  degrees: string[];
  /** The test score as a percentage once the test is taken, else null (not in any score range). */
  scorePercent: number | null;
  /** Normalised words (rules/search-tokens.ts) of the name, email, city, degrees and job title. */
  searchTokens: string[];
  updatedAt: Date;
};

// What the admin searches applicants by: the shape schemas/applicant-query.ts checks, here without
// yup so the pages that build a query (the job's applicants, /candidates) paint before yup loads.

/** Longest text the search box sends. */
export const APPLICANT_QUERY_TEXT_MAX = 100;

export type ApplicantQuery = {
  jobId: string | null;
  /** 'active' hides removed and not-selected, 'hidden' shows only those, or one status. */
  view: 'active' | 'hidden' | ApplicationStatus;
  text: string;
  scoreMin: number | null;
  scoreMax: number | null;
  experienceMin: number | null;
  experienceMax: number | null;
  cgpaMin: number | null;
};

export const EMPTY_APPLICANT_QUERY: Readonly<ApplicantQuery> = {
  jobId: null,
  view: 'active',
  text: '',
  scoreMin: null,
  scoreMax: null,
  experienceMin: null,
  experienceMax: null,
  cgpaMin: null,
};
