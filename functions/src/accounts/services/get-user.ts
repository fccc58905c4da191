import { roleFromClaims, type Profile, type Role, type WithId } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { typedProfileDocument } from '../../profiles/index.ts';

export type UserView = {
  user: { id: string; email: string | null; displayName: string | null; emailVerified: boolean; role: Role };
  profile: WithId<Profile> | null;
};

/**
 * Spec: GET /api/users/{id}: the account and its profile, for its owner or an admin. Anyone else
 * gets 'not-found', the same as for an id that does not exist, so ids cannot be probed.
 */
export const getUser = async (
  deps: Deps,
  caller: Pick<Caller, 'uid' | 'admin'>,
  id: string,
): Promise<UserView> => {
  if (caller.uid !== id && !caller.admin) throw refuse('not-found', 'No such user.');
  const user = await deps.auth.getUser(id).catch((error: unknown) => {
    if ((error as { code?: string } | null)?.code === 'auth/user-not-found') {
      throw refuse('not-found', 'No such user.');
    }
    throw error;
  });
  const snapshot = await typedProfileDocument(deps.db, id).get();
  return {
    user: {
      id: user.uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      emailVerified: user.emailVerified,
      role: roleFromClaims(user.customClaims),
    },
    profile: snapshot.data() ?? null,
  };
};
