import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin jobs" issue builds this page.
export function JobNewRoute() {
  return (
    <PageShell
      title="New Job"
      description="Post a job, or copy the values of a previous one to start from."
    />
  );
}
