import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function CompanyNewRoute() {
  return (
    <PageShell
      title="Add a Company"
      description="The company's name as candidates will see it on job posts."
    />
  );
}
