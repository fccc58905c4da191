import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin tests" issue builds this page.
export function TestsListRoute() {
  return (
    <PageShell
      title="Tests"
      description="All tests with their level, time, questions and mix; filter, edit, view or delete them."
    />
  );
}
