import { signOut } from 'firebase/auth';

import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase/auth';
import { clearTestState } from '@/lib/test-state-storage';

/**
 * Spec section 4: logout clears the session, the stored test time and total question count, and
 * reloads. We reload on the home page so no in-memory data (query cache included) survives and a
 * protected page does not bounce the visitor to the login form.
 */
export const signOutAndReload = async (): Promise<void> => {
  clearTestState();
  await signOut(auth);
  window.location.assign(paths.home.getHref());
};
