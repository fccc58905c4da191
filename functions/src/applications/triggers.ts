// The applications capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const applicationsCallables = () => import('./callables/applications-callables.ts');

export const applyToJob = callableTrigger('applyToJob', applicationsCallables);
export const withdrawApplication = callableTrigger('withdrawApplication', applicationsCallables);
export const sweepApplicationResumeCopies = scheduleTrigger(
  { schedule: 'every 1 hours' },
  async () => (await import('./scheduled/sweep-resume-copies.ts')).sweepApplicationResumeCopies,
);
