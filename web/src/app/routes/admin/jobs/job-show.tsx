import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin jobs" issue builds this page.
export function JobShowRoute() {
  return (
    <PageShell
      title="Job Details"
      description="The job, its status actions and its applicants: shortlist, invite, email, reject or remove them and download their resumes."
    />
  );
}
