import type { ForgotPasswordInput } from '@careers/domain';
import { useMutation } from '@tanstack/react-query';

import { loadCallable } from '@/lib/firebase/loaders';

export type SendPasswordResetEmailResult = { message: string };

/**
 * Our `sendPasswordResetEmail` callable: mails a link to /reset/{code} when the address has an
 * account. The answer is the same either way (it never tells whether an account exists).
 */
export const sendPasswordResetEmail = async (
  input: ForgotPasswordInput,
): Promise<SendPasswordResetEmailResult> => {
  const call = await loadCallable<ForgotPasswordInput, SendPasswordResetEmailResult>(
    'sendPasswordResetEmail',
  );
  return (await call(input)).data;
};

export const useSendPasswordResetEmail = () => useMutation({ mutationFn: sendPasswordResetEmail });
