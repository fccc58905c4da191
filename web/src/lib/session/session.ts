import type { Role } from '@careers/domain/constants';
import { firstNameOf } from '@careers/domain/rules';

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

/** `role` comes from the ID token's claims only (`roleFromClaims` in the domain). */
export const signedInSession = (user: SessionUser, role: Role): Session => ({
  status: 'signedIn',
  user,
  role,
  firstName: firstNameOf(user.displayName),
});
