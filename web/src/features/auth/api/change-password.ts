import { useMutation } from '@tanstack/react-query';

import {
  auth,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
} from '@/lib/firebase/auth-sdk';

export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/**
 * Proves the current password again (Firebase asks for a recent sign-in before a password change),
 * then sets the new one. The visitor stays signed in.
 */
export const changePassword = async ({
  currentPassword,
  newPassword,
}: ChangePasswordRequest): Promise<void> => {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
