import { MESSAGES } from '@careers/domain/constants';
import { useCallback } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { useSignOut } from '@/lib/session/use-session';

/** Click handler for every 'Log out' control; reports a failure instead of failing silently. */
export const useSignOutHandler = (): (() => void) => {
  const signOut = useSignOut();
  const notify = useNotify();
  return useCallback(() => {
    signOut().catch((error: unknown) => {
      console.error('Sign-out failed', error);
      notify(MESSAGES.somethingWentWrong, 'error');
    });
  }, [signOut, notify]);
};
