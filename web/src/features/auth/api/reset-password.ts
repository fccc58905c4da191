import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset } from 'firebase/auth';

import { auth } from '@/lib/firebase/auth';

export type ResetPasswordRequest = { code: string; password: string };

/** Sets the new password with the emailed code (which then stops working). */
export const resetPassword = async ({ code, password }: ResetPasswordRequest): Promise<void> => {
  await confirmPasswordReset(auth, code, password);
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
