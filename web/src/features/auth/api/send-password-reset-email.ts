import type { CallableRequest } from '@careers/domain/callables';
import { useMutation } from '@tanstack/react-query';

import { loadCallable } from '@/lib/firebase/loaders';

/**
 * Our `sendPasswordResetEmail` callable: mails a link to /reset/{code} when the address has an
 * account. The answer is the same either way (it never tells whether an account exists).
 */
export const sendPasswordResetEmail = async (input: CallableRequest<'sendPasswordResetEmail'>) =>
  (await loadCallable('sendPasswordResetEmail'))(input);

export const useSendPasswordResetEmail = () => useMutation({ mutationFn: sendPasswordResetEmail });
