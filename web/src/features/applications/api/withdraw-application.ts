import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { myApplicationsQueryKey, useCandidateUid } from './get-my-applications';

export type WithdrawApplicationRequest = { jobId: string };
export type WithdrawApplicationResult = { id: string; jobId: string; message: string };

/**
 * Our `withdrawApplication` callable: marks the candidate's application to `jobId` withdrawn (it is
 * kept). The candidate's applications are read again afterwards.
 */
export const useWithdrawApplication = () => {
  const call = useCallable<WithdrawApplicationRequest, WithdrawApplicationResult>('withdrawApplication');
  const queryClient = useQueryClient();
  const uid = useCandidateUid();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey(uid) }),
  });
};
