import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin catalogs" issue builds this page.
export function EducationNewRoute() {
  return <PageShell title="Add a Degree" description="The degree's title." />;
}
