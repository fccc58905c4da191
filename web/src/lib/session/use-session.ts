import { createContext, use } from 'react';

import type { Session } from './session';

export type { Session, SessionUser } from './session';

export type SessionContextValue = {
  session: Session;
  /** Clears the stored test state, signs out and reloads the app on the home page. */
  signOut: () => Promise<void>;
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
