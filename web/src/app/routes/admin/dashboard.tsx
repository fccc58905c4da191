import { DashboardPage } from '@/features/job-admin/components/dashboard-page';

/** /dashboard: the welcome and the first figures (spec section 2). */
export function DashboardRoute() {
  return <DashboardPage />;
}
