import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Candidate profile" issue builds this page.
export function ProfileStep5Route() {
  return (
    <PageShell title="Privacy Policy" description="How we use your data. Tick the agreement to continue." />
  );
}
