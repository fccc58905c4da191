import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EmploymentQuestionNewRoute() {
  return (
    <PageShell
      title="New Employment Question"
      description="The question's title and the longest answer allowed, in characters."
    />
  );
}
