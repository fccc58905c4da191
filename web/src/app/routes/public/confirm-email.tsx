import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function ConfirmEmailRoute() {
  return (
    <PageShell
      title="Confirm your email"
      description="We are confirming your email address; you can then log in."
    />
  );
}
