import { loggedInAsMessage, ROUTES } from '@careers/domain/constants';

import type { Session } from '@/lib/session/session';

export type AccountLink =
  { kind: 'link'; label: string; href: string; emphasis?: 'primary' } | { kind: 'signOut'; label: string };

export type AccountArea = {
  /** 'Logged in as {first name}' for candidates; null otherwise. */
  greeting: string | null;
  links: AccountLink[];
};

/**
 * What the header offers each visitor (spec section 2): Login and Register when signed out; the
 * candidate menu ('Logged in as', Profile, My applications, Test Invite when there is one, Change
 * password, My data, Logout); admins get their dashboard instead of the candidate menu. Null while the session loads.
 * `testInviteHref` is the candidate's pending test invitation, if any (the app reads it).
 */
export const accountArea = (session: Session, testInviteHref: string | null): AccountArea | null => {
  switch (session.status) {
    case 'loading':
      return null;
    case 'signedOut':
      return {
        greeting: null,
        links: [
          { kind: 'link', label: 'Log in', href: ROUTES.login.getHref() },
          { kind: 'link', label: 'Register', href: ROUTES.register.getHref(), emphasis: 'primary' },
        ],
      };
    case 'signedIn':
      if (session.role === 'admin') {
        return {
          greeting: null,
          links: [
            {
              kind: 'link',
              label: 'Dashboard',
              href: ROUTES.dashboard.getHref(),
              emphasis: 'primary',
            },
            { kind: 'signOut', label: 'Log out' },
          ],
        };
      }
      return {
        greeting: loggedInAsMessage(session.firstName ?? session.user.email ?? 'candidate'),
        links: [
          { kind: 'link', label: 'Profile', href: ROUTES.profile.step5.getHref() },
          { kind: 'link', label: 'My applications', href: ROUTES.myApplications.getHref() },
          ...(testInviteHref
            ? [
                {
                  kind: 'link',
                  label: 'Test Invite',
                  href: testInviteHref,
                  emphasis: 'primary',
                } as const,
              ]
            : []),
          { kind: 'link', label: 'Change password', href: ROUTES.changePassword.getHref() },
          { kind: 'link', label: 'My data', href: ROUTES.myData.getHref() },
          { kind: 'signOut', label: 'Log out' },
        ],
      };
  }
};
