import type { SendVerificationEmailResult } from '@careers/domain/types';

import { auth } from './auth-sdk';
import { loadCallable } from './loaders';

// The signed-in account's email confirmation, for every page that must know about it: the auth
// pages (banner, /confirm), the wizard's stop before a job's questions, the questions page.

/**
 * Asks our `sendVerificationEmail` callable to mail the signed-in account a link to
 * /confirm/{code} (through our mail service, so it reaches the local mail catcher in development).
 */
export const sendVerificationEmail = async (): Promise<SendVerificationEmailResult> => {
  const call = await loadCallable('sendVerificationEmail');
  return call({});
};

/**
 * Fetches the signed-in user's account again (e.g. after the email was confirmed in another tab)
 * and refreshes the ID token, so the session — and the callables, which send that token — see the
 * new `emailVerified`. Returns that value; null when nobody is signed in.
 */
export const reloadUser = async (): Promise<boolean | null> => {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
};
