import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { myApplicationsQueryKey, useCandidateUid } from './get-my-applications';

/**
 * Our `withdrawApplication` callable: marks the candidate's application to `jobId` withdrawn (it is
 * kept). The candidate's applications are read again afterwards, refused or not: a refusal
 * ('withdrawal-closed') means the application has moved on since it was read.
 */
export const useWithdrawApplication = () => {
  const uid = useCandidateUid();
  return useCallableMutation('withdrawApplication', {
    invalidates: [myApplicationsQueryKey(uid)],
    refresh: 'settled',
  });
};
