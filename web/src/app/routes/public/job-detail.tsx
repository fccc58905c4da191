import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Careers listing" issue builds this page.
export function JobDetailRoute() {
  return (
    <PageShell
      title="Job details"
      description="The job type, location, experience and education required, closing date, description and key requirements, with directions and Apply Now."
    />
  );
}
