// The mail capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const mailCallables = () => import('./callables/mail-callables.ts');

export const retryMail = callableTrigger('retryMail', mailCallables);
export const retryFailedMail = scheduleTrigger(
  { schedule: 'every 5 minutes' },
  async () => (await import('./scheduled/retry-due-mail.ts')).retryFailedMail,
);
