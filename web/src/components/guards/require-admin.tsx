import { ROUTES } from '@careers/domain/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useAdminCheck } from '@/lib/firebase/use-admin-check';
import { useSession } from '@/lib/session/use-session';

import { SessionPending } from './session-pending';

type RequireAdminProps = {
  /** What a signed-in account without the admin claim sees instead (the 403 page). */
  forbidden: ReactNode;
  children?: ReactNode;
};

/**
 * Admins only: the admin claim in the verified ID token, checked by reactfire's `useSigninCheck`
 * (render it below SignedInFirebaseProviders). Spec section 2: a signed-out visitor goes to
 * /login and returns here after signing in; a candidate gets `forbidden`. It also waits for the
 * app's session, which the admin pages read and which follows the same Auth instance.
 */
export function RequireAdmin({ forbidden, children }: RequireAdminProps) {
  const check = useAdminCheck();
  const session = useSession();
  const location = useLocation();

  if (check === 'loading' || session.status === 'loading') return <SessionPending />;
  if (check === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.login.getHref(returnTo)} replace />;
  }
  if (check === 'notAdmin') return forbidden;
  return children ?? <Outlet />;
}
