import type { Auth } from 'firebase-admin/auth';

import type { AuditActor } from '../../audit/index.ts';

/** Auth's getUsers takes at most 100 identifiers per call. */
const GET_USERS_MAX = 100;

/**
 * How the applicant review and the CV download list name admins: their display name in Auth, else
 * the email the audit log recorded, else the uid. One Auth call per 100 admins; should Auth not
 * answer, the emails do (a name is a courtesy, not worth failing the page for).
 */
export const adminNames = async (
  auth: Auth,
  actors: readonly Pick<AuditActor, 'uid' | 'email'>[],
): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (const actor of actors) if (!names.has(actor.uid)) names.set(actor.uid, actor.email ?? actor.uid);
  const uids = [...names.keys()];
  for (let start = 0; start < uids.length; start += GET_USERS_MAX) {
    try {
      const { users } = await auth.getUsers(uids.slice(start, start + GET_USERS_MAX).map((uid) => ({ uid })));
      for (const user of users) if (user.displayName?.trim()) names.set(user.uid, user.displayName.trim());
    } catch (error) {
      console.warn('Admin names could not be read from Auth; showing their emails.', error);
    }
  }
  return names;
};
