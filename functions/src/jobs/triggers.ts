// The jobs capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const jobsCallables = () => import('./callables/jobs-callables.ts');

export const createJob = callableTrigger('createJob', jobsCallables);
export const updateJob = callableTrigger('updateJob', jobsCallables);
export const deleteJob = callableTrigger('deleteJob', jobsCallables);
export const restoreJob = callableTrigger('restoreJob', jobsCallables);
export const hideJobs = callableTrigger('hideJobs', jobsCallables);
export const changeJobStatus = callableTrigger('changeJobStatus', jobsCallables);
export const sweepEndedJobs = scheduleTrigger(
  { schedule: 'every 1 hours' },
  async () => (await import('./scheduled/close-ended-jobs.ts')).sweepEndedJobs,
);
