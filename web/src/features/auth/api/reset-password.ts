import { useMutation } from '@tanstack/react-query';

import { auth, confirmPasswordReset } from '@/lib/firebase/auth-sdk';

export type ResetPasswordRequest = { code: string; password: string };

/** Sets the new password with the emailed code (which then stops working). */
export const resetPassword = async ({ code, password }: ResetPasswordRequest): Promise<void> => {
  await confirmPasswordReset(auth, code, password);
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
