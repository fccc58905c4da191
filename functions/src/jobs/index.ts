// The jobs capability as the others use it: `jobs/{id}` and the open-jobs index are read through
// here, and jobs past their end date closed. Its callables, routes and schedule are wired by
// src/index.ts and http/app.ts.
export { jobRef, jobsNaming, readJob, readJobs } from './repositories/jobs-repository.ts';
export { readJobIndexLayout } from './repositories/job-index-repository.ts';
export {
  CLOSE_ENDED_ACTION,
  closeJobsPastEndDate,
  closeJobsPastEndDateQuietly,
  END_DATE_ACTOR,
} from './services/close-ended-jobs.ts';
export { listAvailableJobs, readJobForCaller } from './services/job-reads.ts';
export { runJobTransaction, writeJobChanges, type JobChange } from './services/job-writes.ts';
export { createJob } from './services/save-job.ts';
export { changeJobStatus } from './services/job-actions.ts';
