import { hasAdminClaim, MESSAGES } from '@careers/domain';
import type { RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';

import { refuse } from './service-error.ts';

// Who is calling: the verified caller of a callable (from the token the callable protocol checked)
// or of an `/api` route (from `Authorization: Bearer <ID token>`, spec section 7), and the
// access checks both use. Roles come from the `admin` custom claim only, never a document field.

/**
 * The verified caller: `admin` from the ID token's admin claim only; `email` as the token states it
 * (the audit log records it); `emailVerified` as the token states it (a token minted before the
 * address was confirmed still says false: services that need a confirmed address ask Auth when it
 * is not true).
 */
export type Caller = { uid: string; admin: boolean; email: string | null; emailVerified?: boolean };

type Token = { uid: string; email?: unknown; email_verified?: unknown } & Record<string, unknown>;

const callerOfToken = (token: Token): Caller => ({
  uid: token.uid,
  admin: hasAdminClaim(token),
  email: typeof token.email === 'string' ? token.email : null,
  emailVerified: token.email_verified === true,
});

/** The signed-in caller of a callable; 'sign-in-required' when signed out. */
export const callerOfCallable = (auth: CallableRequest['auth']): Caller => {
  if (!auth) throw refuse('sign-in-required', MESSAGES.signInRequired);
  return callerOfToken({ ...auth.token, uid: auth.uid });
};

/** Signed out → 'sign-in-required'; signed in without the claim → 'admins-only'. */
export const requireAdminCaller = (caller: Caller): Caller => {
  if (!caller.admin) throw refuse('admins-only', MESSAGES.adminsOnly);
  return caller;
};

/** A candidate's call made by an admin → 'candidates-only' (admins have no profile, no applications). */
export const requireCandidateCaller = (caller: Caller, message: string = MESSAGES.candidatesOnly): Caller => {
  if (caller.admin) throw refuse('candidates-only', message);
  return caller;
};

/**
 * Requires `Authorization: Bearer <Firebase ID token>` and puts the verified caller in
 * `res.locals.caller` (callerOf). Revoked tokens and disabled accounts are refused.
 */
export const requireCaller =
  (auth: () => Auth): RequestHandler =>
  async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw refuse('sign-in-required', MESSAGES.bearerTokenMissing);
    try {
      res.locals['caller'] = callerOfToken(await auth().verifyIdToken(match[1], true));
    } catch {
      throw refuse('sign-in-required', MESSAGES.idTokenInvalid);
    }
    next();
  };

/**
 * For routes anyone may call whose answer depends on who asks (a job with its applicants for an
 * admin): without an Authorization header the caller is anonymous (`optionalCallerOf` → null); a
 * header with a bad token is still refused, so a client never mistakes an expired session for the
 * public view.
 */
export const optionalCaller =
  (auth: () => Auth): RequestHandler =>
  async (req, res, next) => {
    if (req.get('authorization') === undefined) {
      next();
      return;
    }
    await requireCaller(auth)(req, res, next);
  };

/** Route guard for `/api/admin/...` and the admins' other routes: 401, then 403 for a non-admin. */
export const requireAdmin = (auth: () => Auth): RequestHandler[] => [
  requireCaller(auth),
  (_req, res, next) => {
    requireAdminCaller(callerOf(res));
    next();
  },
];

/** Route guard for a candidate's routes: 401, then 'candidates-only' for an admin. */
export const requireCandidate = (auth: () => Auth, message?: string): RequestHandler[] => [
  requireCaller(auth),
  (_req, res, next) => {
    requireCandidateCaller(callerOf(res), message);
    next();
  },
];

export const callerOf = (res: Response): Caller => res.locals['caller'] as Caller;

export const optionalCallerOf = (res: Response): Caller | null =>
  (res.locals['caller'] as Caller | undefined) ?? null;
