import { STORAGE_KEYS } from '@/config/storage-keys';

import type { Session } from './session';

// The Auth SDK loads after the first paint, so every page starts with the session 'loading'. Most
// visitors are not signed in: the header shows them Log in and Register at once, from how the
// last session on this browser resolved, rather than a placeholder that changes a moment later.
// A hint only: guards and pages wait for the real session.

export type SessionHint = 'signedIn' | 'signedOut';

export const readSessionHint = (): SessionHint | null => {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEYS.sessionHint);
    return value === 'signedIn' || value === 'signedOut' ? value : null;
  } catch {
    return null;
  }
};

export const writeSessionHint = (session: Session): void => {
  if (session.status === 'loading') return;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.sessionHint, session.status);
  } catch {
    // Storage unavailable: the header shows its placeholder while the session loads.
  }
};
