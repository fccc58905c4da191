import { MESSAGES, newProfile, registerSchema } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse } from '../../lib/service-error.ts';
import { deliverQueued } from '../../mail/index.ts';
import { profileDocument } from '../../profiles/index.ts';
import { enforceAccountRateLimits } from './account-rate-limits.ts';
import { queueVerificationMail, verificationMail } from './send-verification-email.ts';

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
 * is 'already-exists' on `email`. Rate-limited per address and client IP. The profile and the
 * confirmation mail are committed in one transaction; if that fails the account is removed again,
 * so a retry starts clean. The mail is delivered after the commit (or by the outbox's retry); the
 * answer says whether it went out now (the web app's banner can send another).
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
  // Without a code there is no mail to queue; the account still works (the banner sends another).
  const mail = await verificationMail(deps, {
    uid: user.uid,
    email,
    displayName: user.displayName,
    jobId: profile.firstJobId,
  }).catch((error: unknown) => {
    console.error('Could not make the confirmation code', error);
    return null;
  });
  let mailId: string | null;
  try {
    // The profile and its confirmation mail are committed together, or neither is.
    mailId = await deps.db.runTransaction(async (transaction) => {
      const queued = mail
        ? await queueVerificationMail(transaction, deps, { uid: user.uid, mail, now })
        : null;
      transaction.create(profileDocument(deps.db, user.uid), profile);
      return queued;
    });
  } catch (error) {
    await deps.auth.deleteUser(user.uid).catch(() => undefined);
    throw error;
  }

  const [delivery] = mailId ? await deliverQueued(deps.mailer, [mailId]) : [];
  const verificationEmailSent = delivery?.status === 'sent';
  return {
    uid: user.uid,
    email,
    firstJobId: profile.firstJobId,
    verificationEmailSent,
    message: verificationEmailSent ? MESSAGES.emailConfirmationSent : MESSAGES.emailNotSent,
  };
};
