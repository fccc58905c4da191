import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function CompanyEditRoute() {
  return <PageShell title="Edit Company" description="Change the company's name." />;
}
