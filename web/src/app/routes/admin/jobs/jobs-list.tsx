import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin jobs" issue builds this page.
export function JobsListRoute() {
  return (
    <PageShell
      title="Jobs"
      description="All jobs with their applicants, status and experience; filter them, find them by date and create new ones."
    />
  );
}
