import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSession } from '@/lib/session/use-session';

import { PublicLayoutRoute } from './public-layout-route';

/** For pages both roles use (change password): admins keep their side navigation. */
export function RoleLayoutRoute() {
  const session = useSession();
  return session.role === 'admin' ? <AdminLayout /> : <PublicLayoutRoute />;
}
