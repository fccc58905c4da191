import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { applyDecision } from '@careers/domain/rules';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { useSession } from '@/lib/session/use-session';

/**
 * What Apply Now needs of the candidate's profile, which another feature owns: the app passes it
 * in (app/routes/public/apply-now-action.tsx), so this feature imports no other.
 */
export type ApplyNowProfile = {
  /**
   * Whether the candidate has a profile yet and accepted the terms on it; from the cache when the
   * page already read the profile.
   */
  readProfile: (
    queryClient: QueryClient,
    uid: string,
  ) => Promise<{ exists: boolean; termsAccepted: boolean }>;
  /** Records the job on the profile (`pendingJobId`) and refreshes what the cache holds of it. */
  recordPendingJob: (queryClient: QueryClient, input: { uid: string; jobId: string }) => Promise<void>;
};

export const ADMINS_DO_NOT_APPLY =
  'Administrators cannot apply for jobs. Sign in with a candidate account to apply.';
export const APPLY_FAILED = 'We could not start your application. Please try again.';

/**
 * Apply Now (spec section 4, "Applying"), decided by the domain's `applyDecision`:
 * - no job id: the alert 'Job Id Not Found Try';
 * - signed out: /register?jobId=…;
 * - terms accepted: record the job on the profile (`pendingJobId`) and go to /profile-step-5;
 * - otherwise: record the job too (the spec forgets it here, so the candidate finished the wizard
 *   on /careers), the alert 'Please Complete your profile before applying.' and /profile-step-1.
 *   A candidate without a profile document yet (a registration that failed half-way) has nothing
 *   to record it on; the wizard's first save creates the profile.
 * The profile is read only on click (from the cache when the page already has it), so listing
 * pages cost no extra read.
 */
export const useApplyNow = (profile: ApplyNowProfile) => {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
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
      await navigate(ROUTES.register.getHref(jobId));
      return;
    }
    if (withoutProfile === 'not-candidate' || !uid || !jobId) {
      notify(ADMINS_DO_NOT_APPLY, 'info');
      return;
    }

    setApplyingJobId(jobId);
    try {
      const stored = await profile.readProfile(queryClient, uid);
      if (stored.exists) await profile.recordPendingJob(queryClient, { uid, jobId });
      if (decide(stored.termsAccepted) === 'profile-step-5') {
        await navigate(ROUTES.profile.step5.getHref());
      } else {
        notify(MESSAGES.completeProfileFirst, 'warning');
        await navigate(ROUTES.profile.step1.getHref());
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
