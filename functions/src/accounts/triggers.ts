// The accounts capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger } from '../lib/triggers.ts';

const accountCallables = () => import('./callables/account-callables.ts');

export const sendPasswordResetEmail = callableTrigger('sendPasswordResetEmail', accountCallables);
export const sendVerificationEmail = callableTrigger('sendVerificationEmail', accountCallables);
