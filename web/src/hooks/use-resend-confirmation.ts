import { useCallableMutation } from './use-callable-mutation';

/**
 * Our `sendVerificationEmail` callable in the signed-in areas: mails the signed-in account a new
 * confirmation link. (Public pages reach it through lib/firebase/email-verification.ts.)
 */
export const useResendConfirmation = () =>
  useCallableMutation<'sendVerificationEmail', void>('sendVerificationEmail', { input: () => ({}) });
