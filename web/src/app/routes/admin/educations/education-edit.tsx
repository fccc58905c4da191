import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EducationEditRoute() {
  return <PageShell title="Edit Degree" description="Change the degree's title." />;
}
