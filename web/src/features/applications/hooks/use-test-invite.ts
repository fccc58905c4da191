import { useMyApplications } from '../api/get-my-applications';
import { pendingTestInvite, type TestInvite } from '../utils/test-invite';

export type { TestInvite } from '../utils/test-invite';

/**
 * The signed-in candidate's pending test invitation, shown as 'Test Invite' in the candidate menu
 * (spec section 2) only when one exists. `uid` is the candidate's (null for visitors and admins,
 * who have no invitations: nothing is read then). Shares its cache entry with the applied checks
 * of the careers pages.
 */
export const useTestInvite = (uid: string | null): TestInvite | null => {
  const { data } = useMyApplications(uid);
  return data ? pendingTestInvite(data) : null;
};
