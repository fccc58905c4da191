import { lazy, Suspense, type ReactNode } from 'react';

import { PublicLayout } from '@/components/layouts/public-layout';
import { SiteHeader } from '@/components/layouts/site-header';
import { useTestInvite } from '@/features/applications/hooks/use-test-invite';
import { useSession } from '@/lib/session/use-session';

// Only signed-in candidates with an unconfirmed email see the notice: its code (and the Auth SDK
// calls it makes) loads for them alone, after the first paint.
const EmailVerificationNotice = lazy(async () => ({
  default: (await import('@/features/auth/components/email-verification-notice')).EmailVerificationNotice,
}));

/** The notice, for those who need it; its own component so a session change re-renders only it. */
function EmailVerificationSlot() {
  const session = useSession();
  if (session.status !== 'signedIn' || session.user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice />
    </Suspense>
  );
}

/** The header with the candidate's test invitation ('Test Invite'), read only for candidates. */
function CandidateAwareHeader() {
  const session = useSession();
  const testInvite = useTestInvite(session.role === 'user' ? session.user.uid : null);
  return <SiteHeader testInviteHref={testInvite?.href ?? null} />;
}

/**
 * The public layout as the app uses it: the shared layout with the applications feature's test
 * invitation in the header and the auth feature's email-confirmation notice under it.
 */
export function PublicLayoutRoute({ children }: { children?: ReactNode }) {
  return (
    <PublicLayout header={<CandidateAwareHeader />} banner={<EmailVerificationSlot />}>
      {children}
    </PublicLayout>
  );
}
