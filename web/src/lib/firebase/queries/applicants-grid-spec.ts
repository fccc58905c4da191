import type { ApplicationStatus } from '@careers/domain/types';

// What a job's applicants table asks for (its view and sort), apart from the queries that answer
// it (./applicants-grid-query.ts): the page reads these before the Firestore SDK has loaded, so
// this module imports none of it (the SDK loads on demand, lib/firebase/load-firestore.ts).

/**
 * Which applications the table lists: the default view hides removed and not-selected ones
 * (HIDDEN_APPLICANT_STATUSES); 'hidden' shows only those; a status shows only that status.
 */
export type ApplicantsView = 'active' | 'hidden' | ApplicationStatus;

/** The columns Firestore sorts by (each has its composite index in firestore.indexes.json). */
export const APPLICANTS_SORT_FIELDS = {
  appliedAt: 'appliedAt',
  name: 'candidate.lastName',
  email: 'candidate.email',
  totalExperience: 'candidate.totalExperience',
} as const;
export type ApplicantsSortField = keyof typeof APPLICANTS_SORT_FIELDS;

export type ApplicantsGridSpec = {
  jobId: string;
  view: ApplicantsView;
  sort: { field: ApplicantsSortField; direction: 'asc' | 'desc' };
};

export const APPLICANTS_DEFAULT_SORT: ApplicantsGridSpec['sort'] = { field: 'appliedAt', direction: 'desc' };
