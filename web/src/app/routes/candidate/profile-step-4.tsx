import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Candidate profile" issue builds this page.
export function ProfileStep4Route() {
  return (
    <PageShell
      title="Review, edit and Submit"
      description="Check everything in your profile, edit what needs changing and submit it."
    />
  );
}
