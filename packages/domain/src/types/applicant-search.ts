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
