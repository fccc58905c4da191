import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { LOADING_SESSION, SIGNED_OUT_SESSION, type Session } from './session';
import { writeSessionHint } from './session-hint';
import { SessionContext, type SessionContextValue } from './use-session';

// The Auth SDK (about 30 KiB gzipped) is loaded after the first page has painted: the root route
// asks for it then (`useLoadSessionAfterPaint`), so it does not share the network with the page's
// own code and data. Public pages render at once, with the session 'loading' (header links from
// the session hint, guards waiting) until Firebase has restored it.
const loadWatchSession = () => import('@/lib/firebase/watch-session');

const signOutAndReload: SessionContextValue['signOut'] = async (to) => {
  const { signOutAndReload: signOut } = await import('./sign-out');
  await signOut(to);
};

/**
 * Reads the Firebase Auth state (token refreshes included) into the session: the app's one session
 * source. The signed-in areas' reactfire providers are built on the same Auth instance.
 */
export function FirebaseSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!requested) return;
    let unsubscribe: (() => void) | null = null;
    let active = true;
    // Treated as signed out (public pages keep working); the cause goes to the console.
    const handleError = (error: unknown) => {
      console.error('Could not read the sign-in state', error);
      if (active) setSession(SIGNED_OUT_SESSION);
    };
    loadWatchSession()
      .then(({ watchSession }) => {
        if (!active) return;
        unsubscribe = watchSession((next) => {
          if (!active) return;
          writeSessionHint(next);
          // Every reader of the session renders again: in slices, as a transition, not in one task.
          startTransition(() => {
            setSession(next);
          });
        }, handleError);
      })
      .catch(handleError);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [requested]);

  const load = useCallback(() => {
    setRequested(true);
  }, []);
  const value = useMemo<SessionContextValue>(
    () => ({ session, signOut: signOutAndReload, load }),
    [session, load],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
