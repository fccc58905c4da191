import { MESSAGES } from '@careers/domain/constants';
import { applyDecision } from '@careers/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useState } from 'react';
import { useNavigate } from 'react-router';

import { useNotify } from '@/components/notifications/notifications-context';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { getProfileQueryOptions, profileQueryKey } from '@/features/profile/api/get-profile';

export type ApplyNowWrites = {
  /** Records the job on the candidate's profile (`pendingJobId`). */
  setPendingJob: (input: { uid: string; jobId: string }) => Promise<void>;
};

/** The Firestore write behind Apply Now; loaded on click (reads are all a listing needs). */
const firestoreWrites: ApplyNowWrites = {
  setPendingJob: async (input) => {
    const { setPendingJob } = await import('@/features/profile/api/set-pending-job');
    await setPendingJob(input);
  },
};

/** Where Apply Now writes: Firestore in the app; component tests provide their own. */
export const ApplyNowWritesContext = createContext<ApplyNowWrites>(firestoreWrites);

export const ADMINS_DO_NOT_APPLY =
  'Administrators cannot apply for jobs. Sign in with a candidate account to apply.';
export const APPLY_FAILED = 'We could not start your application. Please try again.';

/**
 * Apply Now (spec section 4, "Applying"), decided by the domain's `applyDecision`:
 * - no job id: the alert 'Job Id Not Found Try';
 * - signed out: /register?jobId=…;
 * - terms accepted: record the job on the profile (`pendingJobId`) and go to /profile-step-5;
 * - otherwise: the alert 'Please Complete your profile before applying.' and /profile-step-1.
 * The profile is read only on click (from the cache when the page already has it), so listing
 * pages cost no extra read.
 */
export const useApplyNow = () => {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const writes = use(ApplyNowWritesContext);
  const [applyingJobId, setApplyingJobId] = useState<string | null>(null);

  const apply = async (jobId: string | null | undefined): Promise<void> => {
    const signedIn = session.status === 'signedIn';
    const uid = session.status === 'signedIn' ? session.user.uid : null;
    const decide = (termsAccepted: boolean) =>
      applyDecision({ signedIn, role: session.role, termsAccepted, jobId });

    const withoutProfile = decide(false);
    if (withoutProfile === 'no-job') {
      notify(MESSAGES.jobIdNotFound, 'error');
      return;
    }
    if (withoutProfile === 'register') {
      await navigate(paths.register.getHref(jobId));
      return;
    }
    if (withoutProfile === 'not-candidate' || !uid || !jobId) {
      notify(ADMINS_DO_NOT_APPLY, 'info');
      return;
    }

    setApplyingJobId(jobId);
    try {
      const profile = await queryClient.fetchQuery(getProfileQueryOptions(uid));
      if (decide(profile?.termsAndConditions === true) === 'profile-step-5') {
        await writes.setPendingJob({ uid, jobId });
        await queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) });
        await navigate(paths.profile.step5.getHref());
      } else {
        notify(MESSAGES.completeProfileFirst, 'warning');
        await navigate(paths.profile.step1.getHref());
      }
    } catch (error) {
      console.error('Apply Now failed', error);
      notify(APPLY_FAILED, 'error');
    } finally {
      setApplyingJobId(null);
    }
  };

  return { apply, applyingJobId };
};
