import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin tests" issue builds this page.
export function TestShowRoute() {
  return (
    <PageShell
      title="Test Details"
      description="The test's settings and its question bank; add questions, preview the test, edit or delete it."
    />
  );
}
