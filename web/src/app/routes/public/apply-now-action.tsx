import type { ButtonProps } from '@mui/material/Button';

import { useAppliedJobIds } from '@/features/applications/api/get-my-applications';
import { ApplyNowButton } from '@/features/applications/components/apply-now-button';
import type { ApplyNowProfile } from '@/features/applications/hooks/use-apply-now';
import {
  getProfileQueryOptions,
  profileQueryKey,
  type ProfileWithId,
} from '@/features/profile/api/get-profile';

/** The profile feature's reads and writes, as the applications feature's Apply Now needs them. */
const applyNowProfile: ApplyNowProfile = {
  readProfile: async (queryClient, uid) => {
    const stored = await queryClient.fetchQuery(getProfileQueryOptions(uid));
    return { exists: stored != null, termsAccepted: stored?.termsAndConditions === true };
  },
  recordPendingJob: async (queryClient, input) => {
    // The write is loaded on click: reads are all a listing needs.
    const { setPendingJob } = await import('@/features/profile/api/set-pending-job');
    await setPendingJob(input);
    // The write is known: the cached profile takes it without another read.
    queryClient.setQueryData(profileQueryKey(input.uid), (stored: ProfileWithId | null | undefined) =>
      stored ? { ...stored, pendingJobId: input.jobId } : stored,
    );
  },
};

type ApplyNowActionProps = {
  jobId: string;
  jobTitle?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/**
 * The call to action of a job on the careers listing and the job page: Apply Now, or the applied
 * check once the candidate has applied (their applications are one cached read for the page).
 */
export function ApplyNowAction(props: ApplyNowActionProps) {
  const applied = useAppliedJobIds().has(props.jobId);
  return <ApplyNowButton {...props} applied={applied} profile={applyNowProfile} />;
}
