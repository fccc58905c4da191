import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Candidate profile" issue builds this page.
export function ProfileStep2Route() {
  return (
    <PageShell
      title="Education / Career History"
      description="Your degrees and the positions you have held, with your total experience in years."
    />
  );
}
