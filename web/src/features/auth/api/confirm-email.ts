import { useQuery } from '@tanstack/react-query';

import { applyActionCode, auth } from '@/lib/firebase/auth-sdk';
import { reloadUser } from '@/lib/firebase/email-verification';

/**
 * Applies the emailed confirmation code (/confirm/{code}). When someone is signed in, their account
 * is reloaded so the session sees the confirmed address at once.
 */
export const confirmEmail = async (code: string): Promise<{ confirmed: true }> => {
  await applyActionCode(auth, code);
  await reloadUser().catch((error: unknown) => {
    console.error('Could not reload the account after confirming the email', error);
  });
  return { confirmed: true };
};

/**
 * A query, not a mutation: the code can be applied only once, and a query with the code as its key
 * runs once however often the page renders (React's development double effects included).
 */
export const useConfirmEmail = (code: string) =>
  useQuery({
    queryKey: ['auth', 'confirm-email', code],
    queryFn: () => confirmEmail(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
