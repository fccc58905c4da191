import type {
  ApplicantReview,
  ApplicantsActionResult,
  RecordCvDownloadsResult,
  SaveRemarksResult,
} from '@careers/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { applicantReviewQueryKey } from './get-applicant-review';

/** The review's remarks box: the answer is every remark, so the list updates without a reload. */
export const useSaveRemarks = (applicationId: string) => {
  const call = useCallable<{ applicationId: string; remarks: string }, SaveRemarksResult>('saveRemarks');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remarks: string) => call({ applicationId, remarks }),
    onSuccess: (result) => {
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
      // Saving moves an application still 'applied' to 'under-review': read the history again
      // (in the background: the remark is already listed).
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
};

type Selection = { jobId: string; applicationIds: string[] };

/**
 * The single-applicant forms of the job page's batch actions (the same callables, one id). A
 * status change shows on the review, the job's applicants table and the dashboard alike.
 */
const useApplicantAction = <Request extends Selection>(name: string) => {
  const call = useCallable<Request, ApplicantsActionResult>(name);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useShortlistApplicant = () => useApplicantAction<Selection>('shortlistApplicants');
export const useRejectApplicant = () => useApplicantAction<Selection & { body: string }>('rejectApplicants');

/** The audit trail of CV downloads (who opened which CV, when). */
export const useRecordCvDownload = () => {
  const call = useCallable<Selection & { archive: boolean }, RecordCvDownloadsResult>('recordCvDownloads');
  return useMutation({ mutationFn: call });
};

export type ExtraTimeResult = {
  jobId: string;
  applicantId: string;
  extraMinutes: number;
  deadline: number | null;
  message: string;
};

/** Extra test minutes as an accessibility accommodation (grantExtraTime, functions/src/assessments). */
export const useGrantExtraTime = (applicationId: string) => {
  const call = useCallable<{ jobId: string; applicantId: string; minutes: number }, ExtraTimeResult>(
    'grantExtraTime',
  );
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantReviewQueryKey(applicationId) }),
  });
};
