import { onCallable } from '../../lib/callable.ts';
import * as actions from '../services/job-actions.ts';
import * as save from '../services/save-job.ts';

// The jobs service's callables (admins only): each the same service call as its route
// (routes/jobs-router.ts).

/** The job form's fields (jobSchema) → 'Job has been created.' */
export const createJob = onCallable('createJob', (input, { deps, caller }) =>
  save.createJob(deps, caller, input),
);

/** `{ jobId, job }` with the form's fields → 'Job has been updated.' */
export const updateJob = onCallable('updateJob', (input, { deps, caller }) =>
  save.updateJob(deps, caller, input),
);

/** `{ jobId }` → soft delete, 'Job has been Removed.' */
export const deleteJob = onCallable('deleteJob', (input, { deps, caller }) =>
  actions.deleteJob(deps, caller, input),
);

/** `{ jobId }` → 'Job has been restored.' */
export const restoreJob = onCallable('restoreJob', (input, { deps, caller }) =>
  actions.restoreJob(deps, caller, input),
);

/** `{ jobIds, hidden? }` (hidden defaults to true) → `{ ids, message }`. */
export const hideJobs = onCallable('hideJobs', (input, { deps, caller }) =>
  actions.hideJobs(deps, caller, input),
);

/** `{ jobId, status }` → 'Job status is {status} now.' */
export const changeJobStatus = onCallable('changeJobStatus', (input, { deps, caller }) =>
  actions.changeJobStatus(deps, caller, input),
);
