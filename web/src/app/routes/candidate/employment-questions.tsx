import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Applying" issue builds this page.
export function EmploymentQuestionsRoute() {
  return (
    <PageShell
      title="Employment Questions"
      description="Answer the questions for this job to complete your application."
    />
  );
}
