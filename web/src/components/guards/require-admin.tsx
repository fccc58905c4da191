import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';

import { SessionPending } from './session-pending';

/**
 * Admins only (the `admin` claim). Spec section 2: everyone else is sent to /login; a signed-out
 * admin returns here after signing in.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(returnTo)} replace />;
  }
  if (session.role !== 'admin') return <Navigate to={paths.login.getHref()} replace />;
  return children ?? <Outlet />;
}
