import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EmploymentQuestionsListRoute() {
  return (
    <PageShell
      title="Employment Questions"
      description="Questions candidates answer when applying, each with its character limit."
    />
  );
}
