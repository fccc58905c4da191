import { createContext, use, useEffect } from 'react';

import { afterFirstPaint } from '@/utils/after-first-paint';

import type { Session } from './session';

export type { Session, SessionUser } from './session';

export type SessionContextValue = {
  session: Session;
  /**
   * Clears the stored test state, signs out and reloads the app on the home page, or on `to` (a
   * public page).
   */
  signOut: (to?: string) => Promise<void>;
  /**
   * Starts reading the sign-in state (loads the Auth SDK); the first call counts. Absent where the
   * session is fixed (tests).
   */
  load?: () => void;
};

/**
 * Provided by `FirebaseSessionProvider` in the app, and by tests with a fixed value, so that no
 * test needs to mock Firebase.
 */
export const SessionContext = createContext<SessionContextValue | null>(null);

const useSessionContext = (): SessionContextValue => {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside a session provider.');
  return value;
};

/** `{ status, user, role, firstName }` of the current visitor. */
export const useSession = (): Session => useSessionContext().session;

export const useSignOut = (): SessionContextValue['signOut'] => useSessionContext().signOut;

/**
 * Starts reading the session once the page's first paint is on screen. The app's root route calls
 * it, so the Auth SDK downloads after the first page has painted and does not compete with the
 * page's own code and data for the network.
 */
export const useLoadSessionAfterPaint = (): void => {
  const load = useSessionContext().load;
  useEffect(() => (load ? afterFirstPaint(load) : undefined), [load]);
};
