import { ADMIN_CLAIMS } from '@careers/domain/constants';

import type { SignedInSdks } from '@/lib/firebase/signed-in-sdks';
import type { Session } from '@/lib/session/session';

let instances = 0;

/**
 * Stand-ins for the Firebase instances of the signed-in areas, telling reactfire exactly what the
 * test's fixed session says: no user while it is 'loading' (no event yet), none when signed out,
 * the session's user (with the admin claim for an admin) when signed in. Only what reactfire's
 * providers and `useSigninCheck` touch is there. Each call gets its own app name, because
 * reactfire caches sign-in checks by the Auth instance's name for the life of the page.
 */
export const fakeFirebaseFor = (session: Session): SignedInSdks => {
  instances += 1;
  const app = { name: `test-app-${String(instances)}`, options: {}, automaticDataCollectionEnabled: false };
  const user =
    session.status === 'signedIn'
      ? {
          ...session.user,
          getIdTokenResult: () =>
            Promise.resolve({ claims: session.role === 'admin' ? { ...ADMIN_CLAIMS } : {} }),
        }
      : null;
  const auth = {
    app,
    name: app.name,
    currentUser: user,
    // rxfire's `user(auth)` subscribes through `onIdTokenChanged(auth, next)`, which calls this.
    onIdTokenChanged: (next: (value: typeof user) => void) => {
      if (session.status !== 'loading') queueMicrotask(() => next(user));
      return () => undefined;
    },
  };
  const storage = { app };
  return {
    app,
    auth,
    functions: { app },
    loadStorage: () => Promise.resolve(storage),
  } as unknown as SignedInSdks;
};
