import { hasAdminClaim, MESSAGES } from '@careers/domain';
import type { RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';

import { callerOf, requireCaller } from '../http/authenticate.ts';
import { ServiceError } from '../lib/service-error.ts';
import type { AuditActor } from '../audit/services/audit-log.ts';

/** The spec's admin-only calls: only the `admin` custom claim counts (never a document field). */
const NOT_AN_ADMIN = 'This action is for administrators only.';

/**
 * The admin behind a callable, as the audit log records them. Signed out → 'unauthenticated',
 * signed in without the claim → 'permission-denied'.
 */
export const adminActorOfCallable = (auth: CallableRequest['auth']): AuditActor => {
  if (!auth) throw new ServiceError('unauthenticated', MESSAGES.signInRequired);
  if (!hasAdminClaim(auth.token)) throw new ServiceError('permission-denied', NOT_AN_ADMIN);
  const email = auth.token.email;
  return { uid: auth.uid, email: typeof email === 'string' ? email : null };
};

/**
 * Route guard for `/api/admin/...`: 401 without a valid Bearer ID token, 403 for a signed-in caller
 * who is not an admin. The admin is then in `adminActorOf(res)`.
 */
export const requireAdmin = (auth: () => Auth): RequestHandler[] => [
  requireCaller(auth),
  (_req, res, next) => {
    if (!callerOf(res).admin) throw new ServiceError('permission-denied', NOT_AN_ADMIN);
    next();
  },
];

export const adminActorOf = (res: Response): AuditActor => {
  const { uid, email } = callerOf(res);
  return { uid, email };
};
