import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { myApplicationsQueryKey, useCandidateUid } from './get-my-applications';

/**
 * Our `applyToJob` callable: creates `applications/{jobId}_{uid}` with the answers and the profile
 * as they are now. On success the candidate's applications are read again, so the applied check
 * replaces Apply Now on the careers cards and the job page.
 */
export const useApplyToJob = () => {
  const uid = useCandidateUid();
  return useCallableMutation('applyToJob', { invalidates: [myApplicationsQueryKey(uid)] });
};
