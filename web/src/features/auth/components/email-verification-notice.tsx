import { ROUTES } from '@careers/domain/constants';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useSession } from '@/lib/session/use-session';

import { clearConfirmEmailNotice } from '../utils/confirm-email-notice';

// Loaded only when there is something to say: the banner needs the Auth SDK (to reload the
// account) which public pages load after their first paint.
const UnconfirmedEmailBanner = lazy(async () => ({
  default: (await import('./unconfirmed-email-banner')).UnconfirmedEmailBanner,
}));

/** The banner for signed-in candidates whose email is not confirmed yet; nothing for anyone else. */
export function EmailVerificationNotice() {
  const session = useSession();
  const { pathname } = useLocation();
  const verified = session.user?.emailVerified === true;
  useEffect(() => {
    if (verified) clearConfirmEmailNotice();
  }, [verified]);

  if (session.status !== 'signedIn' || session.role === 'admin') return null;
  // Registering signs the visitor in before the confirmation email is asked for: no banner until
  // the next page, which shows the outcome.
  if (pathname === ROUTES.register.path) return null;
  const { user } = session;
  if (user.emailVerified || !user.email) return null;
  return (
    <Suspense fallback={null}>
      <UnconfirmedEmailBanner key={user.uid} user={{ ...user, email: user.email }} />
    </Suspense>
  );
}
