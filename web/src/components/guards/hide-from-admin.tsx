import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';

import { SessionPending } from './session-pending';

/** Candidate-facing pages that make no sense for an admin: admins go to their dashboard. */
export function HideFromAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();

  if (session.status === 'loading') return <SessionPending />;
  if (session.role === 'admin') return <Navigate to={paths.dashboard.getHref()} replace />;
  return children ?? <Outlet />;
}
