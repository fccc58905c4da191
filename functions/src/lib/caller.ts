import { hasAdminClaim, MESSAGES } from '@careers/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';

import { ServiceError } from './service-error.ts';

/**
 * The verified caller of a route or service: `admin` from the ID token's admin claim only;
 * `email` as the ID token states it (the audit log records it); `emailVerified` as the token states
 * it when known (a token minted before the address was confirmed still says false: services that
 * need a confirmed address ask Auth when it is not true).
 */
export type Caller = { uid: string; admin: boolean; email: string | null; emailVerified?: boolean };

/**
 * The signed-in caller of a callable, from the ID token the callable protocol verified;
 * 'unauthenticated' when signed out.
 */
export const callerOfCallable = (auth: CallableRequest['auth']): Caller => {
  if (!auth) throw new ServiceError('unauthenticated', MESSAGES.signInRequired);
  const { email, email_verified: emailVerified } = auth.token;
  return {
    uid: auth.uid,
    admin: hasAdminClaim(auth.token),
    email: typeof email === 'string' ? email : null,
    emailVerified: emailVerified === true,
  };
};
