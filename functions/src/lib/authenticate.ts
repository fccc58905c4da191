import { COLLECTIONS, hasAdminClaim, MESSAGES } from '@careers/domain';
import type { RequestHandler, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';

import type { Deps } from '../deps.ts';
import { refuse } from './service-error.ts';

// Who is calling: the verified caller of a callable (from the token the callable protocol checked)
// or of an `/api` route (from `Authorization: Bearer <ID token>`, spec section 7), and the
// access checks both use. An admin holds the `admin` custom claim and is on the team's roster
// (`admins/{uid}`), as the security rules check it: removeAdmin deletes the roster entry in its
// transaction, so a removed admin's ID token, which carries the claim for up to an hour more, is
// refused at its next request (issue 31). Never a field a client writes.

/** The roster entry of `uid`: one document read, made only for a token with the claim. */
const isOnAdminRoster = async (db: Firestore, uid: string): Promise<boolean> =>
  (await db.collection(COLLECTIONS.admins).doc(uid).get()).exists;

/**
 * The verified caller: `admin` from the ID token's admin claim and the roster; `email` as the token states it
 * (the audit log records it); `emailVerified` as the token states it (a token minted before the
 * address was confirmed still says false: services that need a confirmed address ask Auth when it
 * is not true).
 */
export type Caller = { uid: string; admin: boolean; email: string | null; emailVerified?: boolean };

type Token = { uid: string; email?: unknown; email_verified?: unknown } & Record<string, unknown>;

const callerOfToken = async (db: Firestore, token: Token): Promise<Caller> => ({
  uid: token.uid,
  admin: hasAdminClaim(token) && (await isOnAdminRoster(db, token.uid)),
  email: typeof token.email === 'string' ? token.email : null,
  emailVerified: token.email_verified === true,
});

/** The signed-in caller of a callable; 'sign-in-required' when signed out. */
export const callerOfCallable = async (auth: CallableRequest['auth'], db: Firestore): Promise<Caller> => {
  if (!auth) throw refuse('sign-in-required', MESSAGES.signInRequired);
  return callerOfToken(db, { ...auth.token, uid: auth.uid });
};

/** Signed out → 'sign-in-required'; signed in without the claim, or off the roster → 'admins-only'. */
export const requireAdminCaller = (caller: Caller): Caller => {
  if (!caller.admin) throw refuse('admins-only', MESSAGES.adminsOnly);
  return caller;
};

/** A candidate's call made by an admin → 'candidates-only' (admins have no profile, no applications). */
export const requireCandidateCaller = (caller: Caller, message: string = MESSAGES.candidatesOnly): Caller => {
  if (caller.admin) throw refuse('candidates-only', message);
  return caller;
};

/** What the route guards read: Auth verifies the token, the roster is in Firestore. */
type GuardDeps = () => Pick<Deps, 'auth' | 'db'>;

/**
 * Requires `Authorization: Bearer <Firebase ID token>` and puts the verified caller in
 * `res.locals.caller` (callerOf). Revoked tokens and disabled accounts are refused.
 */
export const requireCaller =
  (deps: GuardDeps): RequestHandler =>
  async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw refuse('sign-in-required', MESSAGES.bearerTokenMissing);
    const { auth, db } = deps();
    let token: Token;
    try {
      token = await auth.verifyIdToken(match[1], true);
    } catch {
      throw refuse('sign-in-required', MESSAGES.idTokenInvalid);
    }
    res.locals['caller'] = await callerOfToken(db, token);
    next();
  };

/**
 * For routes anyone may call whose answer depends on who asks (a job with its applicants for an
 * admin): without an Authorization header the caller is anonymous (`optionalCallerOf` → null); a
 * header with a bad token is still refused, so a client never mistakes an expired session for the
 * public view.
 */
export const optionalCaller =
  (deps: GuardDeps): RequestHandler =>
  async (req, res, next) => {
    if (req.get('authorization') === undefined) {
      next();
      return;
    }
    await requireCaller(deps)(req, res, next);
  };

/** Route guard for `/api/admin/...` and the admins' other routes: 401, then 403 for a non-admin. */
export const requireAdmin = (deps: GuardDeps): RequestHandler[] => [
  requireCaller(deps),
  (_req, res, next) => {
    requireAdminCaller(callerOf(res));
    next();
  },
];

/** Route guard for a candidate's routes: 401, then 'candidates-only' for an admin. */
export const requireCandidate = (deps: GuardDeps, message?: string): RequestHandler[] => [
  requireCaller(deps),
  (_req, res, next) => {
    requireCandidateCaller(callerOf(res), message);
    next();
  },
];

export const callerOf = (res: Response): Caller => res.locals['caller'] as Caller;

export const optionalCallerOf = (res: Response): Caller | null =>
  (res.locals['caller'] as Caller | undefined) ?? null;
