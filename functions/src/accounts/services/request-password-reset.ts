import {
  firstNameOf,
  MESSAGES,
  type ForgotPasswordInput,
  type SendPasswordResetEmailResult,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { deliverQueued, passwordResetEmail, queueMail } from '../../mail/index.ts';
import { oobCodeOf, resetPasswordUrl } from './action-links.ts';
import { assertEmailRequestAllowed, countEmailRequest, type EmailRequest } from './email-rate-limits.ts';

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
 * counted per address whether or not it has an account, and per client IP) differ. The count and
 * the mail are committed in one transaction, and the mail delivered after it.
 */
export const requestPasswordReset = async (
  deps: Deps,
  { email }: ForgotPasswordInput,
  client: { ip?: string | null } = {},
): Promise<SendPasswordResetEmailResult> => {
  const now = nowOf(deps);
  const request: EmailRequest = { kind: 'password-reset', subject: email, ip: client.ip ?? null };
  const answer = { message: MESSAGES.passwordInstructionsSent };

  await assertEmailRequestAllowed(deps.db, request, now);
  const user = await lookUp(deps, email);
  if (!user?.email || user.disabled) {
    // Counted like any other request, so the limits do not tell which addresses have accounts.
    await deps.db.runTransaction((transaction) => countEmailRequest(transaction, deps.db, request, now));
    return answer;
  }

  const code = oobCodeOf(await deps.auth.generatePasswordResetLink(user.email));
  const message = passwordResetEmail({
    firstName: firstNameOf(user.displayName),
    link: resetPasswordUrl(deps.appUrl, code),
  });
  const to = user.email;
  const mailId = await deps.db.runTransaction(async (transaction) => {
    await countEmailRequest(transaction, deps.db, request, now);
    return queueMail(
      transaction,
      deps.db,
      { kind: 'password-reset', to, ...message, createdBy: 'system' },
      now,
    );
  });
  await deliverQueued(deps.mailer, [mailId]);
  return answer;
};
