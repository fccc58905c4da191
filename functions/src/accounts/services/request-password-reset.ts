import {
  firstNameOf,
  MESSAGES,
  type ForgotPasswordInput,
  type SendPasswordResetEmailResult,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { passwordResetEmail } from '../../mail/index.ts';
import { oobCodeOf, resetPasswordUrl } from './action-links.ts';
import { enforceEmailRateLimits } from './email-rate-limits.ts';

const lookUp = async (deps: Deps, email: string) => {
  try {
    return await deps.auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'auth/user-not-found') return null;
    throw error;
  }
};

/**
 * "Forgot password" (spec: POST /api/users/forgot_password): mails a link to /reset/{code}.
 *
 * The answer never tells whether an account exists: an unknown or disabled address, and a message
 * the mail server refused (recorded as failed in the outbox), get the same answer as a sent one.
 * Only invalid input ('invalid-argument', per field) and too many requests ('resource-exhausted',
 * counted per address whether or not it has an account, and per client IP) differ.
 */
export const requestPasswordReset = async (
  deps: Deps,
  { email }: ForgotPasswordInput,
  client: { ip?: string | null } = {},
): Promise<SendPasswordResetEmailResult> => {
  const now = nowOf(deps);

  await enforceEmailRateLimits(
    deps.db,
    { kind: 'password-reset', subject: email, ip: client.ip ?? null },
    now,
  );

  const answer = { message: MESSAGES.passwordInstructionsSent };
  const user = await lookUp(deps, email);
  if (!user?.email || user.disabled) return answer;

  const code = oobCodeOf(await deps.auth.generatePasswordResetLink(user.email));
  const message = passwordResetEmail({
    firstName: firstNameOf(user.displayName),
    link: resetPasswordUrl(deps.appUrl, code),
  });
  await deps.mailer.sendMail({ kind: 'password-reset', to: user.email, ...message, createdBy: 'system' });
  return answer;
};
