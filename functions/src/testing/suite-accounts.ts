import type { Auth } from 'firebase-admin/auth';

// The Auth emulator is shared by every test file running at once. A service that walks every
// account (the retention sweep) must see only its suite's, as a deployment sees only its own:
// this Auth lists only the accounts created through it, and is the shared one otherwise.

/** `auth` whose `listUsers` pages hold only the accounts its `createUser` made (same page tokens). */
export const suiteAccounts = (auth: Auth): Auth => {
  const created = new Set<string>();
  const createUser: Auth['createUser'] = async (properties) => {
    const user = await auth.createUser(properties);
    created.add(user.uid);
    return user;
  };
  const listUsers: Auth['listUsers'] = async (maxResults, pageToken) => {
    const page = await auth.listUsers(maxResults, pageToken);
    return { ...page, users: page.users.filter((user) => created.has(user.uid)) };
  };
  return new Proxy(auth, {
    get: (target, property) => {
      if (property === 'createUser') return createUser;
      if (property === 'listUsers') return listUsers;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};
