import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { SkipLink } from '@/components/ui/skip-link';
import { useSession } from '@/features/auth/hooks/use-session';

import { MainContent } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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

/** Public and candidate pages: header, the email-confirmation notice when due, the page, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <EmailVerificationSlot />
      <MainContent>
        <Outlet />
      </MainContent>
      <SiteFooter />
    </Box>
  );
}
