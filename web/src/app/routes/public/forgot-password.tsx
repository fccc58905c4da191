import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function ForgotPasswordRoute() {
  return (
    <PageShell
      title="Forgot your password?"
      description="Enter the email address you registered with and we will send you instructions to reset your password."
    />
  );
}
