import { useSession } from '@/features/auth/hooks/use-session';

import { AdminLayout } from './admin-layout';
import { PublicLayout } from './public-layout';

/** For pages both roles use (change password): admins keep their side navigation. */
export function RoleLayout() {
  const session = useSession();
  return session.role === 'admin' ? <AdminLayout /> : <PublicLayout />;
}
