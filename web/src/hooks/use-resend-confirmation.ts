import { useMutation } from '@tanstack/react-query';

import type { SendVerificationEmailResult } from '@/lib/firebase/email-verification';
import { useCallable } from '@/lib/firebase/use-callable';

/**
 * Our `sendVerificationEmail` callable in the signed-in areas: mails the signed-in account a new
 * confirmation link. (Public pages reach it through lib/firebase/email-verification.ts.)
 */
export const useResendConfirmation = () => {
  const call = useCallable<Record<string, never>, SendVerificationEmailResult>('sendVerificationEmail');
  return useMutation({ mutationFn: () => call({}) });
};
