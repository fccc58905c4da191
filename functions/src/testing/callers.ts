import type { CallableRequest } from 'firebase-functions/v2/https';

import type { Caller } from '../lib/authenticate.ts';

/** `request.auth` of a callable for this caller (the ID token's claims the callables read). */
export const authOf = (
  caller: Pick<Caller, 'uid' | 'admin' | 'email' | 'emailVerified'>,
): CallableRequest['auth'] =>
  ({
    uid: caller.uid,
    token: {
      email: caller.email ?? undefined,
      email_verified: caller.emailVerified === true,
      ...(caller.admin ? { admin: true } : {}),
    },
  }) as unknown as CallableRequest['auth'];
