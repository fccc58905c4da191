import { whereToContinue } from '@careers/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getMyApplicationsQueryOptions } from '@/features/applications/api/get-my-applications';
import {
  ConfirmEmailScreen,
  type ContinueAfterConfirming,
} from '@/features/auth/components/confirm-email-screen';
import { getProfileQueryOptions } from '@/features/profile/api/get-profile';

/**
 * /confirm/{code}: once confirmed, a signed-in candidate goes back to what they were doing: the
 * questions of the job they were applying for once every wizard step is done, else the first step
 * still to do (the profile feature's profile, the applications feature's applications, the
 * domain's whereToContinue); with neither, /careers.
 */
export function ConfirmEmailRoute() {
  const queryClient = useQueryClient();
  const continueTo = useCallback<ContinueAfterConfirming>(
    async (uid) => {
      const [profile, applications] = await Promise.all([
        queryClient.fetchQuery(getProfileQueryOptions(uid)),
        queryClient.fetchQuery(getMyApplicationsQueryOptions(uid)),
      ]);
      return (
        whereToContinue(
          profile,
          applications.map((application) => application.jobId),
        )?.href ?? null
      );
    },
    [queryClient],
  );
  return <ConfirmEmailScreen continueTo={continueTo} />;
}
