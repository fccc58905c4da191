import { ROUTES } from '@careers/domain/constants';
import { useDeferredValue, type ReactNode } from 'react';
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
  // reactfire delivers the check through useSyncExternalStore, whose updates React renders
  // synchronously: the admin page it lets through (layout, menu, the page's forms) would mount in
  // one long task. Deferred, that mount is a render React splits into short tasks, between which
  // the browser stays responsive (Lighthouse TBT, issue 23); the pending screen stays up meanwhile.
  const verdict = useDeferredValue(session.status === 'loading' ? 'loading' : check);

  if (verdict === 'loading') return <SessionPending />;
  if (verdict === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.login.getHref(returnTo)} replace />;
  }
  if (verdict === 'notAdmin') return forbidden;
  return children ?? <Outlet />;
}
