import { Suspense } from 'react';

import { ForbiddenPage } from '@/components/errors/forbidden-page';
import { RequireAdmin } from '@/components/guards/require-admin';
import { SessionPending } from '@/components/guards/session-pending';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { SignedInFirebaseProviders } from '@/lib/firebase/signed-in-providers';

import { PublicLayoutRoute } from '../layouts/public-layout-route';

/**
 * Every admin page: reactfire's providers, the admin-claim guard and the admin layout. A signed-in
 * account without the claim gets the 403 page inside the public layout (it has no admin menu).
 */
export function AdminAreaRoute() {
  return (
    <Suspense fallback={<SessionPending />}>
      <SignedInFirebaseProviders>
        <RequireAdmin
          forbidden={
            <PublicLayoutRoute>
              <ForbiddenPage />
            </PublicLayoutRoute>
          }
        >
          <AdminLayout />
        </RequireAdmin>
      </SignedInFirebaseProviders>
    </Suspense>
  );
}
