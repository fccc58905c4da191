import { AccountErasedPage } from '@/features/data-rights/components/account-erased-page';

/** /account-erased: the candidate's own erasure is done, and they are signed out. */
export function AccountErasedRoute() {
  return <AccountErasedPage />;
}
