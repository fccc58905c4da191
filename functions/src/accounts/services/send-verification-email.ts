import { firstNameOf, MESSAGES } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { verificationEmail } from '../../mail/index.ts';
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
  deps: Deps,
  caller: { uid: string },
): Promise<{ sentTo: string; mailId: string }> => {
  const now = nowOf(deps);
  const user = await deps.auth.getUser(caller.uid).catch((error: unknown) => {
    if (isUserNotFound(error)) throw refuse('sign-in-required', MESSAGES.signInRequired);
    throw error;
  });
  if (!user.email) throw refuse('account-has-no-email', MESSAGES.accountHasNoEmail);
  if (user.emailVerified) throw refuse('email-already-confirmed', MESSAGES.emailAlreadyConfirmed);

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
  if (result.status !== 'sent') throw refuse('mail-not-sent', MESSAGES.emailNotSent);
  return { sentTo: user.email, mailId: result.id };
};
