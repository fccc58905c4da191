import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Careers listing" issue builds this page.
export function CareersRoute() {
  return (
    <PageShell
      title="Career Opportunities"
      description="Search open positions by job title and location, filter by job type, department and date posted, and sort by newest or oldest."
    />
  );
}
