import { ROUTES } from '@careers/domain/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { useSession } from '@/lib/session/use-session';

import { SessionPending } from './session-pending';

/** Candidate-facing pages that make no sense for an admin: admins go to their dashboard. */
export function HideFromAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();

  if (session.status === 'loading') return <SessionPending />;
  if (session.role === 'admin') return <Navigate to={ROUTES.dashboard.getHref()} replace />;
  return children ?? <Outlet />;
}
