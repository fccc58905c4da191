import { KeepAccountPage } from '@/features/data-rights/components/keep-account-page';

/** /keep-account: the retention warning's "keep my account" link. */
export function KeepAccountRoute() {
  return <KeepAccountPage />;
}
