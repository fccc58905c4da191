import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EmploymentQuestionEditRoute() {
  return (
    <PageShell
      title="Edit Employment Question"
      description="Change the question's title or character limit."
    />
  );
}
