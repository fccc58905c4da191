import { useEffect, useMemo, type ReactNode } from 'react';
import { useSigninCheck, type ClaimsValidator } from 'reactfire';

import { signOutAndReload } from '../api/sign-out';
import { SessionContext, type SessionContextValue } from '../hooks/use-session';
import {
  LOADING_SESSION,
  SIGNED_OUT_SESSION,
  roleFromClaims,
  signedInSession,
  type Session,
} from '../utils/session';

// Defined once at module level: reactfire keys its observable by these options.
const adminClaimValidator: ClaimsValidator = (claims) => ({
  hasRequiredClaims: roleFromClaims(claims) === 'admin',
  errors: {},
});

/** Reads the Firebase Auth state through reactfire (token refreshes included) into the session. */
export function FirebaseSessionProvider({ children }: { children: ReactNode }) {
  const { status, data, error } = useSigninCheck({ validateCustomClaims: adminClaimValidator });

  const session = useMemo<Session>(() => {
    if (status === 'loading') return LOADING_SESSION;
    if (status === 'error' || !data.signedIn) return SIGNED_OUT_SESSION;
    const { uid, email, displayName, emailVerified } = data.user;
    return signedInSession(
      { uid, email, displayName, emailVerified },
      data.hasRequiredClaims ? 'admin' : 'user',
    );
  }, [status, data]);

  useEffect(() => {
    // Treated as signed out (public pages keep working); the cause goes to the console.
    if (status === 'error') console.error('Could not read the sign-in state', error);
  }, [status, error]);

  const value = useMemo<SessionContextValue>(() => ({ session, signOut: signOutAndReload }), [session]);

  return <SessionContext value={value}>{children}</SessionContext>;
}
