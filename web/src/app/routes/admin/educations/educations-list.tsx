import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EducationsListRoute() {
  return <PageShell title="Degrees" description="The degrees candidates and jobs choose from." />;
}
