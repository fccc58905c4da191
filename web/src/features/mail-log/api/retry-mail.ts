import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { mailLogQueryKey } from './get-mail-log';

/** The log's Retry (retryMail, functions/src/mail): delivers one failed message now. */
export const useRetryMail = () =>
  // Attempts, status and last error all change, refused or not: the page reads the log again.
  useCallableMutation('retryMail', { invalidates: [mailLogQueryKey], refresh: 'settled' });
