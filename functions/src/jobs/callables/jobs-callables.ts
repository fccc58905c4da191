import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { defaultAdminDeps, type AdminDeps } from '../../admin/admin-deps.ts';
import { adminCallableOptions } from '../../admin/callable-options.ts';
import { adminActorOfCallable } from '../../admin/require-admin.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { inputObject } from '../../lib/service-error.ts';
import * as actions from '../services/job-actions.ts';
import * as save from '../services/save-job.ts';

// The jobs service's callables: thin, admin-only, each the same service call as its route
// (routes/jobs-router.ts). Errors arrive as HttpsError with per-field messages in `details.fields`.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => AdminDeps;

/** `data`: the job form's fields (jobSchema) → `{ id, message: 'Job has been created.' }`. */
export const handleCreateJob = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => save.createJob(deps(), adminActorOfCallable(request.auth), request.data));

/** `data`: `{ jobId, job }` with the form's fields → `{ id, message: 'Job has been updated.' }`. */
export const handleUpdateJob = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const { jobId, job } = inputObject(request.data);
    return save.updateJob(deps(), adminActorOfCallable(request.auth), jobId, job);
  });

/** `data`: `{ jobId }` → soft delete, `{ id, message: 'Job has been Removed.' }`. */
export const handleDeleteJob = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() =>
    actions.deleteJob(deps(), adminActorOfCallable(request.auth), inputObject(request.data)['jobId']),
  );

/** `data`: `{ jobId }` → `{ id, message: 'Job has been restored.' }`. */
export const handleRestoreJob = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() =>
    actions.restoreJob(deps(), adminActorOfCallable(request.auth), inputObject(request.data)['jobId']),
  );

/** `data`: `{ jobIds, hidden? }` (hidden defaults to true) → `{ ids, message }`. */
export const handleHideJobs = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => actions.hideJobs(deps(), adminActorOfCallable(request.auth), request.data));

/** `data`: `{ jobId, status }` → `{ id, message: 'Job status is {status} now.' }`. */
export const handleChangeJobStatus = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const { jobId, status } = inputObject(request.data);
    return actions.changeJobStatus(deps(), adminActorOfCallable(request.auth), { jobId, status });
  });

export const createJob = onCall(adminCallableOptions, (request) => handleCreateJob(request));
export const updateJob = onCall(adminCallableOptions, (request) => handleUpdateJob(request));
export const deleteJob = onCall(adminCallableOptions, (request) => handleDeleteJob(request));
export const restoreJob = onCall(adminCallableOptions, (request) => handleRestoreJob(request));
export const hideJobs = onCall(adminCallableOptions, (request) => handleHideJobs(request));
export const changeJobStatus = onCall(adminCallableOptions, (request) => handleChangeJobStatus(request));
