import { Router } from 'express';

import type { ApplicationsDeps } from '../applications-deps.ts';
import { listDepartmentJobs, listPublicJobs } from '../services/job-reads.ts';
import { listPublicCatalog } from '../services/public-catalogs.ts';

/**
 * The "Public" read routes of spec section 7: no token needed, nothing shown that the web app does
 * not read directly from public documents. Jobs lists answer `{ jobs }` (open-jobs index entries,
 * newest first); catalogs answer the list itself, as the admin catalog routes do.
 */
export const createPublicRouter = (deps: () => ApplicationsDeps): Router => {
  const router = Router();

  router.get('/public/jobs', async (req, res) => {
    res.json(await listPublicJobs(deps(), req.query));
  });

  router.get('/public/jobs/department/:id', async (req, res) => {
    res.json(await listDepartmentJobs(deps(), req.params.id));
  });

  router.get('/public/departments', async (_req, res) => {
    res.json(await listPublicCatalog(deps(), 'departments'));
  });

  router.get('/public/educations', async (_req, res) => {
    res.json(await listPublicCatalog(deps(), 'degrees'));
  });

  router.get('/public/employment_questions', async (_req, res) => {
    res.json(await listPublicCatalog(deps(), 'screeningQuestions'));
  });

  return router;
};
