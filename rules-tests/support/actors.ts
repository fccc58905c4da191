import { ADMIN_CLAIMS } from '@careers/domain/constants';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The four actors of every matrix (STYLE.md: signed out / own data / someone else's / admin). */
export const ACTORS = ['signedOut', 'owner', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const UIDS = { owner: 'alice', other: 'bob', admin: 'root' } as const;
export const EMAILS = {
  owner: 'alice@example.com',
  other: 'bob@example.com',
  admin: 'admin@example.com',
} as const;

export const contextFor = (env: RulesTestEnvironment, actor: Actor): RulesTestContext => {
  switch (actor) {
    case 'signedOut':
      return env.unauthenticatedContext();
    case 'owner':
      return env.authenticatedContext(UIDS.owner, { email: EMAILS.owner, email_verified: true });
    case 'other':
      return env.authenticatedContext(UIDS.other, { email: EMAILS.other, email_verified: true });
    case 'admin':
      return env.authenticatedContext(UIDS.admin, {
        email: EMAILS.admin,
        email_verified: true,
        ...ADMIN_CLAIMS,
      });
  }
};
