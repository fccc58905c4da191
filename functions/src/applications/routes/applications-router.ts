import { applicationsPageSchema, applyToJobInputSchema, jobIdSchema } from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { listAvailableJobs } from '../../jobs/index.ts';
import {
  callerOf,
  optionalCaller,
  optionalCallerOf,
  requireAdmin,
  requireCaller,
} from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { inputObject } from '../../lib/service-error.ts';
import {
  getJobForCaller,
  listAllApplications,
  listCandidateApplications,
} from '../services/application-reads.ts';
import { applyToJob } from '../services/apply.ts';
import { withdrawApplication } from '../services/withdraw.ts';

/**
 * The "Jobs and applications" routes of spec section 7, on the same services as the callables and
 * the web app. Errors are answered by the app's handler: 400 with per-field messages, 401 without a
 * valid token, 403 for the wrong caller, 404 for what the caller may not know exists, 409 when
 * already applied, 412 when the profile, the email or the job's dates do not allow it.
 */
export const createApplicationsRouter = (deps: () => Deps): Router => {
  const router = Router();
  const signedIn = requireCaller(deps);

  // Not in the spec: the candidate withdraws an application (docs/spec-departures.md).
  router.post('/jobs/:jobId/:userId/withdraw', signedIn, async (req, res) => {
    const { jobId } = await parseInput(jobIdSchema, req.params);
    res.json(await withdrawApplication(deps(), callerOf(res), { jobId, userId: String(req.params.userId) }));
  });

  // Spec: apply, body `answers: [{ employment_question_id, answer }]` (`questionId` also accepted),
  // and (issue 22) an optional `source`: where the candidate came from.
  router.post('/jobs/:jobId/:userId', signedIn, async (req, res) => {
    const { answers, source } = inputObject(req.body);
    const input = await parseInput(applyToJobInputSchema, { jobId: req.params.jobId, answers, source });
    const created = await applyToJob(deps(), callerOf(res), { ...input, userId: String(req.params.userId) });
    res.status(201).json(created);
  });

  router.get('/jobs/available/jobs', async (_req, res) => {
    res.json(await listAvailableJobs(deps()));
  });

  router.get('/jobs/user-jobs/:userId', signedIn, async (req, res) => {
    res.json(await listCandidateApplications(deps(), callerOf(res), String(req.params.userId)));
  });

  // Anyone: the job when it is public; an admin also gets its applicants.
  router.get('/jobs/:id', optionalCaller(deps), async (req, res) => {
    const { jobId } = await parseInput(jobIdSchema, { jobId: req.params.id });
    res.json(await getJobForCaller(deps(), optionalCallerOf(res), jobId));
  });

  router.get('/user_jobs/all/user-jobs', ...requireAdmin(deps), async (req, res) => {
    res.json(await listAllApplications(deps(), await parseInput(applicationsPageSchema, req.query)));
  });

  return router;
};
