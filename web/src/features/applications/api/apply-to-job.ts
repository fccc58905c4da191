import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { myApplicationsQueryKey, useCandidateUid } from './get-my-applications';

export type ApplyToJobRequest = {
  jobId: string;
  answers: { questionId: string; answer: string }[];
  /** Where the candidate came from (lib/visit-source.ts), null when nobody referred them. */
  source?: string | null;
};

export type ApplyToJobResult = {
  id: string;
  jobId: string;
  message: string;
  confirmationMail: unknown;
};

/**
 * Our `applyToJob` callable: creates `applications/{jobId}_{uid}` with the answers and the profile
 * as they are now. On success the candidate's applications are read again, so the applied check
 * replaces Apply Now on the careers cards and the job page.
 */
export const useApplyToJob = () => {
  const call = useCallable<ApplyToJobRequest, ApplyToJobResult>('applyToJob');
  const queryClient = useQueryClient();
  const uid = useCandidateUid();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey(uid) }),
  });
};
