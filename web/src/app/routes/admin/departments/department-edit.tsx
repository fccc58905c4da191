import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function DepartmentEditRoute() {
  return <PageShell title="Edit Department" description="Change the department's title and description." />;
}
