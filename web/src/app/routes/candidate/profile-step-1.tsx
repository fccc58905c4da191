import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Candidate profile" issue builds this page.
export function ProfileStep1Route() {
  return (
    <PageShell
      title="Personal Information / CV Upload"
      description="Your name, contact details, city and address, with your CV and an optional picture."
    />
  );
}
