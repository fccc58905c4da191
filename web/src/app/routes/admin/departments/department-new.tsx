import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function DepartmentNewRoute() {
  return (
    <PageShell title="Add a Department" description="The department's title, description and picture." />
  );
}
