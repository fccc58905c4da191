import { roleFromClaims } from '@careers/domain/rules';
import { onIdTokenChanged } from 'firebase/auth';

import { SIGNED_OUT_SESSION, signedInSession, type Session } from '@/lib/session/session';

import { auth } from './auth';

/**
 * Follows the Firebase Auth state (sign-in, sign-out and token refreshes, which carry new custom
 * claims) as a Session. The role comes from the ID token's admin claim only. Returns the
 * unsubscribe function. Loaded on demand by FirebaseSessionProvider, so the Auth SDK is not part
 * of the JavaScript public pages need before their first paint. The signed-in areas' reactfire
 * providers read the same `auth` instance (./signed-in-providers.tsx), so both see one state.
 */
export const watchSession = (onChange: (session: Session) => void, onError: (error: unknown) => void) => {
  // Token results can resolve out of order after quick successive changes: only the latest counts.
  let latest = 0;
  return onIdTokenChanged(
    auth,
    (user) => {
      const current = ++latest;
      if (!user) {
        onChange(SIGNED_OUT_SESSION);
        return;
      }
      user
        .getIdTokenResult()
        .then(({ claims }) => {
          if (current !== latest) return;
          const { uid, email, displayName, emailVerified } = user;
          onChange(signedInSession({ uid, email, displayName, emailVerified }, roleFromClaims(claims)));
        })
        .catch((error: unknown) => {
          if (current !== latest) return;
          onError(error);
        });
    },
    onError,
  );
};
