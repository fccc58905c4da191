import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin tests" issue builds this page.
export function TestEditRoute() {
  return <PageShell title="Edit Test" description="Change the test's settings and save them." />;
}
