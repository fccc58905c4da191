import { MESSAGES, newProfile, registerSchema } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse } from '../../lib/service-error.ts';
import { profileDocument } from '../../profiles/index.ts';
import { enforceAccountRateLimits } from './account-rate-limits.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

export type RegisterAccountResult = {
  uid: string;
  email: string;
  /** The job that came with registration, kept as the profile's `firstJobId` (or null). */
  firstJobId: string | null;
  verificationEmailSent: boolean;
  /** The spec's message after registering, or why the email could not be sent. */
  message: string;
};

const authErrorCode = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/**
 * Spec: `POST /api/users/register` (firstName, middleName, lastName, email, password, password2,
 * job_id) for clients other than the web app, doing what its registration does
 * (web/src/features/auth/api/register.ts): the Firebase Auth account named 'First Last', the
 * candidate's empty profile (the domain's newProfile, `job_id` as `firstJobId`), and the
 * confirmation email. Validated with the web form's schema (per-field messages); an address in use
 * is 'already-exists' on `email`. Rate-limited per address and client IP. If the profile cannot be
 * written the account is removed again, so a retry starts clean; the email is sent on a best-effort
 * basis (the web app's banner can send it again).
 */
export const registerAccount = async (
  deps: Deps,
  input: unknown,
  client: { ip?: string | null } = {},
): Promise<RegisterAccountResult> => {
  const {
    firstName,
    middleName,
    lastName,
    email,
    password,
    job_id: jobId,
  } = await parseInput(registerSchema, input);
  const now = nowOf(deps);
  await enforceAccountRateLimits(deps.db, { action: 'register', subject: email, ip: client.ip ?? null }, now);

  const user = await deps.auth
    .createUser({ email, password, displayName: `${firstName.trim()} ${lastName.trim()}` })
    .catch((error: unknown) => {
      switch (authErrorCode(error)) {
        case 'auth/email-already-exists':
          throw refuse('email-in-use', MESSAGES.emailAlreadyInUse, {
            fields: { email: MESSAGES.emailAlreadyInUse },
          });
        case 'auth/invalid-email':
          throw invalidInput({ email: MESSAGES.invalidEmail });
        case 'auth/invalid-password':
          throw invalidInput({ password: MESSAGES.weakPassword });
        default:
          throw error;
      }
    });

  const profile = newProfile({ firstName, middleName, lastName, email, jobId: jobId || null }, now);
  try {
    await profileDocument(deps.db, user.uid).create(profile);
  } catch (error) {
    await deps.auth.deleteUser(user.uid).catch(() => undefined);
    throw error;
  }

  let verificationEmailSent = true;
  try {
    await sendVerificationEmail(deps, { uid: user.uid });
  } catch (error) {
    verificationEmailSent = false;
    console.error('Could not send the confirmation email', error);
  }
  return {
    uid: user.uid,
    email,
    firstJobId: profile.firstJobId,
    verificationEmailSent,
    message: verificationEmailSent ? MESSAGES.emailConfirmationSent : MESSAGES.emailNotSent,
  };
};
