import type {
  ApplicantEmailInput,
  ApplicantsActionResult,
  InterviewDetailsInput,
  ListCvDownloadsResult,
  RecordCvDownloadsResult,
  RemoveApplicantResult,
  TopCandidatesResult,
} from '@careers/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

// The applicants service's callables (functions/src/applicants). Every action changes the table, the
// job's applicant counts and the review pages, so every admin read is refreshed after one.

type Selection = { jobId: string; applicationIds: string[] };

const useApplicantsCallable = <Request, Response>(name: string) => {
  const call = useCallable<Request, Response>(name);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useShortlistApplicants = () =>
  useApplicantsCallable<Selection, ApplicantsActionResult>('shortlistApplicants');
export const useInviteApplicantsToTest = () =>
  useApplicantsCallable<Selection, ApplicantsActionResult>('inviteApplicantsToTest');
export const useInviteApplicantsToInterview = () =>
  useApplicantsCallable<Selection & InterviewDetailsInput, ApplicantsActionResult>(
    'inviteApplicantsToInterview',
  );
export const useEmailApplicants = () =>
  useApplicantsCallable<Selection & ApplicantEmailInput, ApplicantsActionResult>('emailApplicants');
export const useRejectApplicants = () =>
  useApplicantsCallable<Selection & { body: string }, ApplicantsActionResult>('rejectApplicants');
export const useRemoveApplicant = () =>
  useApplicantsCallable<{ jobId: string; applicationId: string }, RemoveApplicantResult>('removeApplicant');
export const useMarkTopCandidates = () =>
  useApplicantsCallable<{ jobId: string }, TopCandidatesResult>('markTopCandidates');

export const cvDownloadsQueryKey = (jobId: string) => ['admin', 'cv-downloads', jobId] as const;

export type RecordCvDownloadsInput = Selection & { archive: boolean; missing: string[] };

export const useRecordCvDownloads = () => {
  const call = useCallable<RecordCvDownloadsInput, RecordCvDownloadsResult>('recordCvDownloads');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: cvDownloadsQueryKey(input.jobId) }),
  });
};

/** Who downloaded which CVs of the job, and when (newest first). */
export const useCvDownloads = (jobId: string) => {
  const call = useCallable<{ jobId: string }, ListCvDownloadsResult>('listCvDownloads');
  return useQuery({ queryKey: cvDownloadsQueryKey(jobId), queryFn: () => call({ jobId }) });
};
