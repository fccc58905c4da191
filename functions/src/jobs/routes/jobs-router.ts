import { Router } from 'express';

import type { AdminDeps } from '../../admin/admin-deps.ts';
import { adminActorOf, requireAdmin } from '../../admin/require-admin.ts';
import { changeJobStatus, deleteJob, hideJobs, restoreJob } from '../services/job-actions.ts';
import { createJob, updateJob } from '../services/save-job.ts';
import { jobIdsFromApiBody, jobInputFromApiBody } from './job-api-body.ts';

/**
 * The admin job routes of spec section 7, on the same services as the callables. Everything under
 * `/admin/jobs` needs an admin's ID token (401 without one, 403 for anyone else); errors are
 * answered by the app's handler (400 with per-field messages, 404 for an unknown job, 412 when the
 * job is deleted).
 */
export const createJobsRouter = (deps: () => AdminDeps): Router => {
  const router = Router();
  router.use('/admin/jobs', ...requireAdmin(() => deps().auth));

  router.post('/admin/jobs/create', async (req, res) => {
    res.status(201).json(await createJob(deps(), adminActorOf(res), jobInputFromApiBody(req.body)));
  });

  router.post('/admin/jobs/update/:id', async (req, res) => {
    res.json(await updateJob(deps(), adminActorOf(res), req.params.id, jobInputFromApiBody(req.body)));
  });

  router.post('/admin/jobs/hideMultipleJobs', async (req, res) => {
    res.json(await hideJobs(deps(), adminActorOf(res), jobIdsFromApiBody(req.body)));
  });

  router.post('/admin/jobs/change-status/:jobId/:status', async (req, res) => {
    const { jobId, status } = req.params;
    res.json(await changeJobStatus(deps(), adminActorOf(res), { jobId, status }));
  });

  // Not in the spec: deleting is a soft delete here, and this undoes it.
  router.post('/admin/jobs/restore/:id', async (req, res) => {
    res.json(await restoreJob(deps(), adminActorOf(res), req.params.id));
  });

  router.delete('/admin/jobs/:id', async (req, res) => {
    res.json(await deleteJob(deps(), adminActorOf(res), req.params.id));
  });

  return router;
};
