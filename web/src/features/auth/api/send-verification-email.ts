import { useMutation } from '@tanstack/react-query';

import { loadCallable } from '@/lib/firebase/loaders';

export type SendVerificationEmailResult = { sentTo: string };

/**
 * Asks our `sendVerificationEmail` callable to mail the signed-in account a link to
 * /confirm/{code} (through our mail service, so it reaches the local mail catcher in development).
 */
export const sendVerificationEmail = async (): Promise<SendVerificationEmailResult> => {
  const call = await loadCallable<Record<string, never>, SendVerificationEmailResult>(
    'sendVerificationEmail',
  );
  return (await call({})).data;
};

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
