import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function ChangePasswordRoute() {
  return (
    <PageShell
      title="Change Password"
      description="Enter your current password, then your new password twice."
    />
  );
}
