import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { SessionPending } from '@/components/guards/session-pending';
import { SignedInFirebaseProviders } from '@/lib/firebase/signed-in-providers';

/**
 * Candidate, test and account pages: under reactfire's providers, on the same Firebase instances
 * as the rest of the app. A lazy route, so reactfire loads with the first signed-in page.
 */
export function SignedInAreaRoute() {
  return (
    <Suspense fallback={<SessionPending />}>
      <SignedInFirebaseProviders>
        <Outlet />
      </SignedInFirebaseProviders>
    </Suspense>
  );
}
