import type { ApplicantReview } from '@careers/domain/types';

import { ADMIN_QUERIES, useCallableMutation } from '@/hooks/use-callable-mutation';

import { applicantReviewQueryKey } from './get-applicant-review';

/** The review's remarks box: the answer is every remark, so the list updates without a reload. */
export const useSaveRemarks = (applicationId: string) =>
  useCallableMutation('saveRemarks', {
    input: (remarks: string) => ({ applicationId, remarks }),
    onAnswer: (result, _remarks, queryClient) => {
      queryClient.setQueryData<ApplicantReview>(applicantReviewQueryKey(applicationId), (current) =>
        current
          ? {
              ...current,
              review: {
                score: null,
                totalQuestions: null,
                testDetails: null,
                ...current.review,
                remarks: result.remarks,
              },
            }
          : current,
      );
    },
    // Saving moves an application still 'applied' to 'under-review': read the history again
    // (in the background: the remark is already listed).
    invalidates: [ADMIN_QUERIES],
    refresh: 'background',
  });

/** Extra test minutes as an accessibility accommodation (grantExtraTime, functions/src/assessments). */
export const useGrantExtraTime = (applicationId: string) =>
  useCallableMutation('grantExtraTime', { invalidates: [applicantReviewQueryKey(applicationId)] });
