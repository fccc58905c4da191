import { onCallable } from '../../lib/callable.ts';
import * as team from '../services/team-service.ts';

// The admin team's callables (issue 20); the services say what each refuses.

/** `{}` → `{ admins, invitations }`. */
export const listAdmins = onCallable('listAdmins', (_input, { deps, caller }) =>
  team.listAdmins(deps, caller),
);

/** `{ email }` → `{ id, message }`: the invitation mailed through the outbox. */
export const inviteAdmin = onCallable('inviteAdmin', (input, { deps, caller }) =>
  team.inviteAdmin(deps, caller, input),
);

/** `{ token }` (any signed-in account) → `{ message }`: the caller holds the claim afterwards. */
export const acceptAdminInvitation = onCallable('acceptAdminInvitation', (input, { deps, caller }) =>
  team.acceptAdminInvitation(deps, caller, input),
);

/** `{ uid }` → `{ uid, message }`. */
export const removeAdmin = onCallable('removeAdmin', (input, { deps, caller }) =>
  team.removeAdmin(deps, caller, input),
);
