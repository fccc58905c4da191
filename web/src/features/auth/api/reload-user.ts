import { auth } from '@/lib/firebase/auth-sdk';

/**
 * Fetches the signed-in user's account again (e.g. after the email was confirmed in another tab)
 * and refreshes the ID token, so the session sees the new `emailVerified`. Returns that value.
 */
export const reloadUser = async (): Promise<boolean | null> => {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
};
