import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Tests" issue builds this page.
export function TakeTestRoute() {
  return (
    <PageShell
      title="Test"
      description="Answer each part of the test and save it before the time runs out."
    />
  );
}
