import {
  changePasswordRequestSchema,
  loginSchema,
  MESSAGES,
  roleFromClaims,
  type Role,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse, type ServiceError } from '../../lib/service-error.ts';
import { IdentityToolkitError, type IdentitySession } from '../repositories/identity-toolkit.ts';
import { enforceAccountRateLimits } from './account-rate-limits.ts';

/** A session as the login and change_password routes answer it. */
export type SessionView = {
  /** The Firebase ID token: send it as `Authorization: Bearer …` (spec: "response token"). */
  token: string;
  refreshToken: string;
  /** Seconds the token is valid for, and the moment it expires (ISO 8601). */
  expiresIn: number;
  expiresAt: string;
};

export type LoginResult = SessionView & {
  uid: string;
  email: string;
  emailVerified: boolean;
  role: Role;
};

/** Firebase's answers to a wrong email or password: all the same to the caller. */
const WRONG_CREDENTIALS = new Set([
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'INVALID_EMAIL',
  'USER_NOT_FOUND',
]);

/**
 * Firebase's refusal of a sign-in as our error: wrong credentials → `wrongCredentials()`, a
 * disabled account → 'permission-denied', Firebase's own throttling → 'resource-exhausted'.
 */
const fromSignInError = (error: unknown, wrongCredentials: () => ServiceError): unknown => {
  if (!(error instanceof IdentityToolkitError)) return error;
  if (WRONG_CREDENTIALS.has(error.reason)) return wrongCredentials();
  if (error.reason === 'USER_DISABLED') return refuse('account-disabled', MESSAGES.accountDisabled);
  if (error.reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
    return refuse('rate-limited', MESSAGES.tooManyAttempts);
  }
  return error;
};

const sessionView = (session: IdentitySession, now: Date): SessionView => ({
  token: session.idToken,
  refreshToken: session.refreshToken,
  expiresIn: session.expiresIn,
  expiresAt: new Date(now.getTime() + session.expiresIn * 1000).toISOString(),
});

/**
 * Spec: `POST /api/users/login` (email, password) → the Firebase ID token, refresh token, expiry
 * and role ('admin' from the admin claim, else 'user'). A wrong email and a wrong password get
 * the same answer ('unauthenticated', MESSAGES.incorrectCredentials), so the route does not tell
 * which accounts exist; too many attempts (our limits per address and client IP, or Firebase's) are
 * 'resource-exhausted'. Sign-in does not need a confirmed email (docs/spec-departures.md).
 */
export const login = async (
  deps: Deps,
  input: unknown,
  client: { ip?: string | null } = {},
): Promise<LoginResult> => {
  const { email, password } = await parseInput(loginSchema, input);
  const now = nowOf(deps);
  await enforceAccountRateLimits(deps.db, { action: 'login', subject: email, ip: client.ip ?? null }, now);

  const session = await deps.identityToolkit.signInWithPassword(email, password).catch((error: unknown) => {
    throw fromSignInError(error, () => refuse('wrong-credentials', MESSAGES.incorrectCredentials));
  });
  const claims = await deps.auth.verifyIdToken(session.idToken);
  return {
    ...sessionView(session, now),
    uid: session.uid,
    email: session.email,
    emailVerified: claims.email_verified === true,
    role: roleFromClaims(claims),
  };
};

/**
 * Spec: `POST /api/users/change_password` (old_password, new_password) for the signed-in caller.
 * The old password is verified first by signing in with it (a wrong one: 'invalid-argument' on
 * `old_password`); the new one follows the registration rules and differs from the old. Firebase
 * then ends the account's other sessions, so the answer carries the new session's tokens.
 */
export const changePassword = async (
  deps: Deps,
  caller: Pick<Caller, 'uid' | 'email'>,
  input: unknown,
  client: { ip?: string | null } = {},
): Promise<SessionView & { message: string }> => {
  const passwords = await parseInput(changePasswordRequestSchema, input);
  if (!caller.email) throw refuse('account-has-no-email', MESSAGES.accountHasNoEmail);
  const now = nowOf(deps);
  await enforceAccountRateLimits(
    deps.db,
    { action: 'change-password', subject: caller.uid, ip: client.ip ?? null },
    now,
  );

  const wrongOldPassword = () => invalidInput({ old_password: MESSAGES.incorrectCurrentPassword });
  const verified = await deps.identityToolkit
    .signInWithPassword(caller.email, passwords.old_password)
    .catch((error: unknown) => {
      throw fromSignInError(error, wrongOldPassword);
    });
  if (verified.uid !== caller.uid) throw wrongOldPassword();

  const session = await deps.identityToolkit
    .updatePassword(verified.idToken, passwords.new_password)
    .catch((error: unknown) => {
      if (error instanceof IdentityToolkitError && error.reason === 'WEAK_PASSWORD') {
        throw invalidInput({ new_password: MESSAGES.weakPassword });
      }
      throw error;
    });
  return { message: MESSAGES.passwordChanged, ...sessionView(session, now) };
};
