import { useMutation, useQuery } from '@tanstack/react-query';

import { useCallableMutation } from '@/hooks/use-callable-mutation';
import { reloadUser } from '@/lib/firebase/email-verification';
import { loadCallable } from '@/lib/firebase/loaders';
import { useCallable } from '@/lib/firebase/use-callable';

// The admin team's callables (functions/src/team): the list, invite and remove on the team page,
// and accepting an invitation from its mailed link.

export const teamQueryKey = ['admin', 'team'] as const;

/** The admins and the invitations still open (listAdmins). */
export const useAdminTeam = () => {
  const call = useCallable('listAdmins');
  return useQuery({ queryKey: teamQueryKey, queryFn: () => call({}) });
};

// A refusal may be about a team that changed since it was read (the last admin, a used
// invitation): the list is read again either way.
export const useInviteAdmin = () =>
  useCallableMutation('inviteAdmin', { invalidates: [teamQueryKey], refresh: 'settled' });

export const useRemoveAdmin = () =>
  useCallableMutation('removeAdmin', { invalidates: [teamQueryKey], refresh: 'settled' });

/**
 * Accepts the invitation of a mailed link for the signed-in account, then refreshes its ID token so
 * the session (and every later call) carries the admin claim at once.
 */
export const useAcceptAdminInvitation = () =>
  useMutation({
    mutationFn: async (token: string) => {
      const call = await loadCallable('acceptAdminInvitation');
      const result = await call({ token });
      await reloadUser();
      return result;
    },
  });
