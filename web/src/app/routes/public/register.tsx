import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Accounts" issue builds this page.
export function RegisterRoute() {
  return (
    <PageShell
      title="Create your account"
      description="Register with your name, email and a password to apply for jobs and build your candidate profile."
    />
  );
}
