import { onCallable } from '../../lib/callable.ts';
import { requestPasswordReset } from '../services/request-password-reset.ts';
import { sendVerificationEmail as sendVerificationEmailService } from '../services/send-verification-email.ts';

/**
 * Anyone: `{ email }` → mails a link to /reset/{code} when the account exists; the same answer
 * either way. Rate-limited per address and per client IP.
 */
export const sendPasswordResetEmail = onCallable('sendPasswordResetEmail', (input, { deps, rawRequest }) =>
  requestPasswordReset(deps, input, { ip: rawRequest?.ip ?? null }),
);

/** The signed-in caller: mails their own account a link to /confirm/{code}. No input. */
export const sendVerificationEmail = onCallable('sendVerificationEmail', async (_input, { deps, caller }) => {
  const { sentTo } = await sendVerificationEmailService(deps, caller);
  return { sentTo };
});
