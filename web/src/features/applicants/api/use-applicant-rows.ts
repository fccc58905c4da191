import type { ApplicantQuery } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { ApplicantsGridSpec } from '@/lib/firebase/queries/applicants-grid-spec';

import { hasApplicantFilters } from '../utils/applicant-filters';

import { applicantsQueryKey, fetchApplicantsPage } from './applicants-page';

// The search's reads (./applicant-search-page.ts) load the first time the recruiter searches: the
// table as it opens needs only its status view, and the job page's budget (scripts/budget) is tight.

/**
 * The rows of a job's applicants table: its status view as Firestore sorts it, or, once the search
 * narrows it (a word, a score or experience range), the search's matches, newest first.
 */
export const useApplicantRows = (
  spec: ApplicantsGridSpec,
  search: ApplicantQuery,
  page: number,
  pageSize: number,
) => {
  const narrowed = hasApplicantFilters(search);
  return useQuery({
    queryKey: [...applicantsQueryKey(spec.jobId), narrowed ? search : spec, page, pageSize],
    queryFn: async () =>
      narrowed
        ? (await import('./applicant-search-page')).fetchApplicantSearchPage(search, page, pageSize)
        : fetchApplicantsPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });
};
