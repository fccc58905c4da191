import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function ResetPasswordRoute() {
  return (
    <PageShell
      title="Reset password"
      description="Choose a new password and confirm it to regain access to your account."
    />
  );
}
