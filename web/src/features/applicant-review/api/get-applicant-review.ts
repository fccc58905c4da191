import { useQuery } from '@tanstack/react-query';

import { readCallableError } from '@/lib/callable-errors';
import { useCallable } from '@/lib/firebase/use-callable';

/**
 * The whole review in one call (getApplicantReview, functions/src/applicants): the application,
 * the admin-only remarks and score, and the previous / next applicant of the job. The review
 * document is admin-only and the neighbours need an ordered query over the job's applicants, so
 * the server answers rather than the page reading three places.
 */
export const applicantReviewQueryKey = (applicationId: string) =>
  ['admin', 'applicant-review', applicationId] as const;

export const useApplicantReview = (applicationId: string) => {
  const call = useCallable('getApplicantReview');
  return useQuery({
    queryKey: applicantReviewQueryKey(applicationId),
    queryFn: () => call({ applicationId }),
    // 'not-found' is an answer (the page says so), not a failure worth retrying.
    retry: (failureCount, error) => failureCount < 2 && !isNotFound(error),
  });
};

/** The job has no such applicant (or the id is mistyped). */
export const isNotFound = (error: unknown): boolean => readCallableError(error).reason === 'not-found';
