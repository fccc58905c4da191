import { hasAdminClaim } from '@careers/domain';
import type { RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';

import type { Caller } from '../lib/caller.ts';
import { ServiceError } from '../lib/service-error.ts';

export type { Caller } from '../lib/caller.ts';

/**
 * Requires `Authorization: Bearer <Firebase ID token>` (spec section 7) and puts the verified
 * caller in `res.locals.caller`. Revoked tokens and disabled accounts are refused.
 */
export const requireCaller =
  (auth: () => Auth): RequestHandler =>
  async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new ServiceError('unauthenticated', 'Send a Firebase ID token as a Bearer token.');
    try {
      const token = await auth().verifyIdToken(match[1], true);
      res.locals['caller'] = {
        uid: token.uid,
        admin: hasAdminClaim(token),
        email: token.email ?? null,
        emailVerified: token.email_verified === true,
      } satisfies Caller;
    } catch {
      throw new ServiceError('unauthenticated', 'The ID token is invalid or has expired.');
    }
    next();
  };

/**
 * For routes anyone may call whose answer depends on who asks (a job with its applicants for an
 * admin): without an Authorization header the caller is anonymous (`optionalCallerOf` → null); a
 * header with a bad token is still refused (401), so a client never mistakes an expired session for
 * the public view.
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

export const callerOf = (res: Response): Caller => res.locals['caller'] as Caller;

export const optionalCallerOf = (res: Response): Caller | null =>
  (res.locals['caller'] as Caller | undefined) ?? null;
