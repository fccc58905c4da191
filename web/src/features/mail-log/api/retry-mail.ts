import type { RetryMailResult } from '@careers/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { mailLogQueryKey } from './get-mail-log';

/** The log's Retry (retryMail, functions/src/mail): delivers one failed message now. */
export const useRetryMail = () => {
  const call = useCallable<{ mailId: string }, RetryMailResult>('retryMail');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Attempts, status and last error all change: the page reads the log again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailLogQueryKey }),
  });
};
