import { ROUTES } from '@careers/domain/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useSession } from '@/lib/session/use-session';

import { SessionPending } from './session-pending';

/** Signed-in visitors only; others go to /login and come back here after signing in. */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.login.getHref(returnTo)} replace />;
  }
  return children ?? <Outlet />;
}
