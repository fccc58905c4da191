import { PageShell } from '@/components/ui/page-shell';

/** Spec section 2: welcome text pointing to the navigation menu. */
export function DashboardRoute() {
  return (
    <PageShell
      title="Dashboard"
      description="Welcome to the careers admin area. Choose a section from the navigation menu to manage jobs, tests, companies, employment questions, degrees and departments, and to review applicants."
    />
  );
}
