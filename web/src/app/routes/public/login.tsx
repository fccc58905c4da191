import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function LoginRoute() {
  return (
    <PageShell
      title="Log in"
      description="Sign in with your email and password. Candidates continue to their profile or the careers page; administrators to the dashboard."
    />
  );
}
