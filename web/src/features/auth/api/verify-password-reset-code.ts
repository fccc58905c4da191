import { useQuery } from '@tanstack/react-query';

import { auth, verifyPasswordResetCode } from '@/lib/firebase/auth-sdk';

/** Checks the emailed reset code before the form shows; returns the account's email address. */
export const checkPasswordResetCode = async (code: string): Promise<{ email: string }> => ({
  email: await verifyPasswordResetCode(auth, code),
});

export const useVerifyPasswordResetCode = (code: string) =>
  useQuery({
    queryKey: ['auth', 'password-reset-code', code],
    queryFn: () => checkPasswordResetCode(code),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
