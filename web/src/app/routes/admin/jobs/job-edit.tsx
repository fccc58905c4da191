import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin jobs" issue builds this page.
export function JobEditRoute() {
  return <PageShell title="Edit Job" description="Change the job's details and save them." />;
}
