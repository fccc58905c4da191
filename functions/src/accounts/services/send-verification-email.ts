import { firstNameOf, MESSAGES } from '@careers/domain';

import { ServiceError } from '../../lib/service-error.ts';
import { verificationEmail } from '../../mail/templates/account-emails.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { confirmEmailUrl, oobCodeOf } from './action-links.ts';
import { enforceEmailRateLimits } from './email-rate-limits.ts';

const isUserNotFound = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'auth/user-not-found';

/**
 * Mails the signed-in account a link to /confirm/{code}. Fails with 'failed-precondition' when the
 * address is already confirmed, 'resource-exhausted' when asked for too often and 'unavailable'
 * when the mail server did not take the message.
 */
export const sendVerificationEmail = async (
  deps: AccountsDeps,
  caller: { uid: string },
): Promise<{ sentTo: string; mailId: string }> => {
  const now = deps.now?.() ?? new Date();
  const user = await deps.auth.getUser(caller.uid).catch((error: unknown) => {
    if (isUserNotFound(error)) throw new ServiceError('unauthenticated', MESSAGES.signInRequired);
    throw error;
  });
  if (!user.email) throw new ServiceError('failed-precondition', MESSAGES.accountHasNoEmail);
  if (user.emailVerified) throw new ServiceError('failed-precondition', MESSAGES.emailAlreadyConfirmed);

  await enforceEmailRateLimits(deps.db, { kind: 'verify-email', subject: user.uid }, now);

  const code = oobCodeOf(await deps.auth.generateEmailVerificationLink(user.email));
  const email = verificationEmail({
    firstName: firstNameOf(user.displayName),
    link: confirmEmailUrl(deps.appUrl, code),
  });
  const result = await deps.mailer.sendMail({
    kind: 'email-verification',
    to: user.email,
    ...email,
    createdBy: user.uid,
  });
  if (result.status !== 'sent') throw new ServiceError('unavailable', MESSAGES.emailNotSent);
  return { sentTo: user.email, mailId: result.id };
};
