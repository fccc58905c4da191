import { ADMIN_CLAIM, ADMIN_CLAIMS } from '@careers/domain/constants';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The four actors of every matrix (STYLE.md: signed out / own data / someone else's / admin). */
export const ACTORS = ['signedOut', 'owner', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const UIDS = { owner: 'alice', other: 'bob', admin: 'root' } as const;

/** A look-alike claims' caller (contextWithClaims); on the roster too, so only the claim differs. */
export const CLAIMS_UID = 'mallory';

/**
 * Who is on the team's roster (`admins/{uid}`) in every test project, as `admin:grant` and accepting
 * an invitation leave an admin (support/test-env.ts seeds it). The rules grant admin rights to the
 * `admin` claim of someone on it.
 */
export const ROSTER_UIDS: readonly string[] = [UIDS.admin, CLAIMS_UID];

/** An admin removed from the team (off the roster) whose ID token still says `admin: true`. */
export const REMOVED_ADMIN_UID = 'former';
export const EMAILS = {
  owner: 'alice@example.com',
  other: 'bob@example.com',
  admin: 'admin@example.com',
} as const;

/**
 * The email in an actor's token. A signed-out request has none; it gets the owner's, the one it
 * would need to pass for the owner.
 */
export const emailOf = (actor: Actor): string => (actor === 'signedOut' ? EMAILS.owner : EMAILS[actor]);

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

/**
 * Tokens that look like an admin's but do not carry `admin: true`: the claim as a string or a
 * number, in another case, or another claim naming the role. Each must get what a candidate gets.
 */
export const LOOKALIKE_ADMIN_CLAIMS: readonly Record<string, unknown>[] = [
  { [ADMIN_CLAIM]: 'true' },
  { [ADMIN_CLAIM]: 1 },
  { [ADMIN_CLAIM.toUpperCase()]: true },
  { role: ADMIN_CLAIM },
];

/** Signed in as a candidate of its own ('mallory') whose token carries the given extra claims. */
export const contextWithClaims = (
  env: RulesTestEnvironment,
  claims: Record<string, unknown>,
): RulesTestContext =>
  env.authenticatedContext(CLAIMS_UID, { email: 'mallory@example.com', email_verified: true, ...claims });

/**
 * Signed in as an admin removed from the team: the token was minted before removeAdmin took the
 * claim away (it lives up to an hour), so it still carries `admin: true`; the roster no longer
 * lists them.
 */
export const removedAdminContext = (env: RulesTestEnvironment): RulesTestContext =>
  env.authenticatedContext(REMOVED_ADMIN_UID, {
    email: 'former@example.com',
    email_verified: true,
    ...ADMIN_CLAIMS,
  });
