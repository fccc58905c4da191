import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin tests" issue builds this page.
export function TestCreateRoute() {
  return (
    <PageShell
      title="Create a Test"
      description="Set the test's title, department, level, time, number of questions and the aptitude and technical mix."
    />
  );
}
