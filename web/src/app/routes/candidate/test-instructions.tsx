import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Tests" issue builds this page.
export function TestInstructionsRoute() {
  return (
    <PageShell
      title="Test Instructions"
      description="The rules of the test and the time you will have. Start when you are ready."
    />
  );
}
