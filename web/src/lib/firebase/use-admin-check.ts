import { ADMIN_CLAIMS } from '@careers/domain/constants';
import { useSigninCheck } from 'reactfire';

export type AdminCheck = 'loading' | 'signedOut' | 'notAdmin' | 'admin';

/**
 * Whether the visitor may open admin pages: reactfire's `useSigninCheck` with the admin claim
 * required, read from the verified ID token of the app's one Auth instance. Call it below
 * SignedInFirebaseProviders. A failure to read the token throws to the route's error boundary.
 */
export const useAdminCheck = (): AdminCheck => {
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIMS });
  if (status !== 'success') return 'loading';
  if (!data.signedIn) return 'signedOut';
  return data.hasRequiredClaims ? 'admin' : 'notAdmin';
};
