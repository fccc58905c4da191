import type { ApplicantSearchEntry } from '../types/applicant-search.ts';
import type { Application } from '../types/application.ts';
import { firstCgpa } from './applicants.ts';
import { scorePercent } from './insights.ts';
import { searchTokensOf } from './search-tokens.ts';

// What an application is found by in the applicant search (issue 20), written by functions with
// each change and by the seed and backfill; a module of its own so the web's pages, which only
// query (./applicant-search.ts), do not load what builds the entries.

/** The entry of an application, with its test score if taken ({ score, totalQuestions } of the review). */
export const applicantSearchEntryOf = (
  application: Pick<Application, 'jobId' | 'jobTitle' | 'uid' | 'status' | 'appliedAt' | 'candidate'>,
  review: { score: number | null; totalQuestions: number | null } | null,
  now: Date,
): ApplicantSearchEntry => {
  const { candidate } = application;
  const name = [candidate.firstName, candidate.middleName, candidate.lastName].filter(Boolean).join(' ');
  const degrees = candidate.education.map((entry) => entry.degree).filter(Boolean);
  return {
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    uid: application.uid,
    status: application.status,
    appliedAt: application.appliedAt,
    name,
    email: candidate.email,
    city: candidate.city,
    experience: candidate.totalExperience,
    cgpa: firstCgpa(candidate.education),
    degrees,
    scorePercent:
      review && typeof review.score === 'number' && typeof review.totalQuestions === 'number'
        ? scorePercent(review.score, review.totalQuestions)
        : null,
    // The whole address too, so "ayesha.khan@example.com" finds her as well as "ayesha".
    searchTokens: searchTokensOf(
      name,
      candidate.email.toLowerCase(),
      candidate.city,
      ...degrees,
      application.jobTitle,
    ).concat(candidate.email ? [candidate.email.trim().toLowerCase()] : []),
    updatedAt: now,
  };
};
