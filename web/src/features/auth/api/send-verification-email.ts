import { useMutation } from '@tanstack/react-query';

import { sendVerificationEmail } from '@/lib/firebase/email-verification';

/** Our `sendVerificationEmail` callable as a mutation (lib/firebase/email-verification.ts). */
export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
