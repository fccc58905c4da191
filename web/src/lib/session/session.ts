import type { Role } from '@careers/domain/constants';

/** What the app needs to know about the signed-in Firebase user; no SDK types leak out. */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
};

export type Session =
  | { status: 'loading'; user: null; role: null; firstName: null }
  | { status: 'signedOut'; user: null; role: null; firstName: null }
  | { status: 'signedIn'; user: SessionUser; role: Role; firstName: string | null };

export const LOADING_SESSION: Session = {
  status: 'loading',
  user: null,
  role: null,
  firstName: null,
};
export const SIGNED_OUT_SESSION: Session = {
  status: 'signedOut',
  user: null,
  role: null,
  firstName: null,
};

/**
 * The role comes only from the ID token's `admin` custom claim (set by scripts/ or an admin-only
 * callable), never from a document the user can write (ARCHITECTURE section 3).
 */
export const roleFromClaims = (claims: Readonly<Record<string, unknown>>): Role =>
  claims.admin === true ? 'admin' : 'user';

/** First word of the display name set at registration; null when there is none. */
export const firstNameOf = (displayName: string | null): string | null =>
  displayName?.trim().split(/\s+/)[0] || null;

export const signedInSession = (user: SessionUser, role: Role): Session => ({
  status: 'signedIn',
  user,
  role,
  firstName: firstNameOf(user.displayName),
});
