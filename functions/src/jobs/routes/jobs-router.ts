import {
  catalogIdSchema,
  jobIdSchema,
  jobIdsSchema,
  jobSchema,
  jobStatusSchema,
  publicJobsQuerySchema,
  updateJobInputSchema,
} from '@careers/domain';
import { Router } from 'express';

import { getCatalogEntry } from '../../catalogs/index.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { changeJobStatus, deleteJob, hideJobs, restoreJob } from '../services/job-actions.ts';
import { listDepartmentJobs, listPublicJobs } from '../services/job-reads.ts';
import { createJob, updateJob } from '../services/save-job.ts';
import { jobIdsFromApiBody, jobInputFromApiBody } from './job-api-body.ts';

/**
 * The job routes of spec section 7, on the same services as the callables. Everything under
 * `/admin/jobs` needs an admin's ID token (401 without one, 403 for anyone else); errors are
 * answered by the app's handler (400 with per-field messages, 404 for an unknown job, 412 when the
 * job is deleted). The public job lists need no token and answer `{ jobs }` (open-jobs index
 * entries, newest first).
 */
export const createJobsRouter = (deps: () => Deps): Router => {
  const router = Router();
  router.use('/admin/jobs', ...requireAdmin(deps));

  router.post('/admin/jobs/create', async (req, res) => {
    const input = await parseInput(jobSchema, jobInputFromApiBody(req.body));
    res.status(201).json(await createJob(deps(), callerOf(res), input));
  });

  router.post('/admin/jobs/update/:id', async (req, res) => {
    const job = jobInputFromApiBody(req.body);
    const input = await parseInput(updateJobInputSchema, { jobId: req.params.id, job });
    res.json(await updateJob(deps(), callerOf(res), input));
  });

  router.post('/admin/jobs/hideMultipleJobs', async (req, res) => {
    const input = await parseInput(jobIdsSchema, jobIdsFromApiBody(req.body));
    res.json(await hideJobs(deps(), callerOf(res), input));
  });

  router.post('/admin/jobs/change-status/:jobId/:status', async (req, res) => {
    const input = await parseInput(jobStatusSchema, req.params);
    res.json(await changeJobStatus(deps(), callerOf(res), input));
  });

  // Not in the spec: deleting is a soft delete here, and this undoes it.
  router.post('/admin/jobs/restore/:id', async (req, res) => {
    const input = await parseInput(jobIdSchema, { jobId: req.params.id });
    res.json(await restoreJob(deps(), callerOf(res), input));
  });

  router.delete('/admin/jobs/:id', async (req, res) => {
    const input = await parseInput(jobIdSchema, { jobId: req.params.id });
    res.json(await deleteJob(deps(), callerOf(res), input));
  });

  router.get('/public/jobs', async (req, res) => {
    res.json(await listPublicJobs(deps(), await parseInput(publicJobsQuerySchema, req.query)));
  });

  // 'not-found' for an unknown department.
  router.get('/public/jobs/department/:id', async (req, res) => {
    const { id } = await parseInput(catalogIdSchema, req.params);
    const department = await getCatalogEntry(deps(), 'departments', id);
    res.json(await listDepartmentJobs(deps(), department.id));
  });

  return router;
};
