import { formatCompanyDate } from '@careers/domain/rules';
import { Suspense } from 'react';

import { ForbiddenPage } from '@/components/errors/forbidden-page';
import { RequireAdmin } from '@/components/guards/require-admin';
import { SessionPending } from '@/components/guards/session-pending';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { SignedInFirebaseProviders } from '@/lib/firebase/signed-in-providers';

import { PublicLayoutRoute } from '../layouts/public-layout-route';

// The console's dates ('26 Nov 2026', company time) come from Intl.DateTimeFormats whose first
// build loads time-zone data, tens of milliseconds on a phone: built here, in a task of their own
// while the page's code and data load, rather than inside the first render of a table or a job.
setTimeout(() => formatCompanyDate(0), 0);

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
