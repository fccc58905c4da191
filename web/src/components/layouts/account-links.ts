import { loggedInAsMessage } from '@careers/domain/constants';

import { paths } from '@/config/paths';
import type { Session } from '@/features/auth/hooks/use-session';
import type { TestInvite } from '@/features/applications/hooks/use-test-invite';

export type AccountLink =
  { kind: 'link'; label: string; href: string; emphasis?: 'primary' } | { kind: 'signOut'; label: string };

export type AccountArea = {
  /** 'Logged in as {first name}' for candidates; null otherwise. */
  greeting: string | null;
  links: AccountLink[];
};

/**
 * What the header offers each visitor (spec section 2): Login and Register when signed out; the
 * candidate menu ('Logged in as', Profile, Test Invite when there is one, Change password,
 * Logout); admins get their dashboard instead of the candidate menu. Null while the session loads.
 */
export const accountArea = (session: Session, testInvite: TestInvite | null): AccountArea | null => {
  switch (session.status) {
    case 'loading':
      return null;
    case 'signedOut':
      return {
        greeting: null,
        links: [
          { kind: 'link', label: 'Log in', href: paths.login.getHref() },
          { kind: 'link', label: 'Register', href: paths.register.getHref(), emphasis: 'primary' },
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
              href: paths.dashboard.getHref(),
              emphasis: 'primary',
            },
            { kind: 'signOut', label: 'Log out' },
          ],
        };
      }
      return {
        greeting: loggedInAsMessage(session.firstName ?? session.user.email ?? 'candidate'),
        links: [
          { kind: 'link', label: 'Profile', href: paths.profile.step5.getHref() },
          ...(testInvite
            ? [
                {
                  kind: 'link',
                  label: 'Test Invite',
                  href: testInvite.href,
                  emphasis: 'primary',
                } as const,
              ]
            : []),
          { kind: 'link', label: 'Change password', href: paths.changePassword.getHref() },
          { kind: 'signOut', label: 'Log out' },
        ],
      };
  }
};
