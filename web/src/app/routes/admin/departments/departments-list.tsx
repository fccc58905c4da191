import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function DepartmentsListRoute() {
  return (
    <PageShell
      title="Departments"
      description="Departments with their descriptions and pictures, shown on the landing page and the careers pages."
    />
  );
}
