// The team capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger } from '../lib/triggers.ts';

const teamCallables = () => import('./callables/team-callables.ts');

export const listAdmins = callableTrigger('listAdmins', teamCallables);
export const inviteAdmin = callableTrigger('inviteAdmin', teamCallables);
export const acceptAdminInvitation = callableTrigger('acceptAdminInvitation', teamCallables);
export const removeAdmin = callableTrigger('removeAdmin', teamCallables);
