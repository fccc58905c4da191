import { ROUTES } from '@careers/domain/constants';

import { ACCOUNT_NOTICE_KEYS } from '@/config/storage-keys';
import { auth, signOut } from '@/lib/firebase/auth-sdk';
import { clearTestState } from '@/lib/test-state-storage';

const clearAccountNotices = () => {
  for (const key of ACCOUNT_NOTICE_KEYS) {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Storage unavailable: nothing was stored.
    }
  }
};

/**
 * Spec section 4: logout clears the session, the stored test time and total question count, and
 * reloads. We reload on the home page (or `to`, a public page: /account-erased after an erasure)
 * so no in-memory data (query cache and reactfire's cached observables included) survives and a
 * protected page does not bounce the visitor to the login form.
 */
export const signOutAndReload = async (to: string = ROUTES.home.getHref()): Promise<void> => {
  clearTestState();
  clearAccountNotices();
  await signOut(auth);
  window.location.assign(to);
};
