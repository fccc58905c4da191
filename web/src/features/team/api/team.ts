import type {
  AcceptAdminInvitationResult,
  AdminTeam,
  InviteAdminResult,
  RemoveAdminResult,
} from '@careers/domain/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { reloadUser } from '@/lib/firebase/email-verification';
import { loadCallable } from '@/lib/firebase/loaders';
import { useCallable } from '@/lib/firebase/use-callable';

// The admin team's callables (functions/src/team): the list, invite and remove on the team page,
// and accepting an invitation from its mailed link.

export const teamQueryKey = ['admin', 'team'] as const;

/** The admins and the invitations still open (listAdmins). */
export const useAdminTeam = () => {
  const call = useCallable<Record<string, never>, AdminTeam>('listAdmins');
  return useQuery({ queryKey: teamQueryKey, queryFn: () => call({}) });
};

export const useInviteAdmin = () => {
  const call = useCallable<{ email: string }, InviteAdminResult>('inviteAdmin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
};

export const useRemoveAdmin = () => {
  const call = useCallable<{ uid: string }, RemoveAdminResult>('removeAdmin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
};

/**
 * Accepts the invitation of a mailed link for the signed-in account, then refreshes its ID token so
 * the session (and every later call) carries the admin claim at once.
 */
export const useAcceptAdminInvitation = () =>
  useMutation({
    mutationFn: async (token: string) => {
      const call = await loadCallable<{ token: string }, AcceptAdminInvitationResult>(
        'acceptAdminInvitation',
      );
      const result = (await call({ token })).data;
      await reloadUser();
      return result;
    },
  });
