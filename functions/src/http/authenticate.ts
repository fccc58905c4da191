import type { RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';

import { ServiceError } from '../lib/service-error.ts';

export type Caller = { uid: string; admin: boolean };

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
      res.locals['caller'] = { uid: token.uid, admin: token['admin'] === true } satisfies Caller;
    } catch {
      throw new ServiceError('unauthenticated', 'The ID token is invalid or has expired.');
    }
    next();
  };

export const callerOf = (res: Response): Caller => res.locals['caller'] as Caller;
