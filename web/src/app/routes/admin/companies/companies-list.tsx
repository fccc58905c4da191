import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function CompaniesListRoute() {
  return <PageShell title="Companies" description="The group's companies that jobs are posted for." />;
}
