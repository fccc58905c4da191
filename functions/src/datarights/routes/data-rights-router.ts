import {
  eraseCandidateSchema,
  keepAccountSchema,
  retentionPolicySchema,
  setLegalHoldSchema,
} from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin, requireCaller } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { eraseCandidate } from '../services/erase-candidate.ts';
import { exportCandidateData } from '../services/export-data.ts';
import { setLegalHold } from '../services/legal-hold.ts';
import { getRetentionPolicy, keepAccount, setRetentionPolicy } from '../services/retention.ts';

/**
 * The candidate's data rights for clients without the web SDK, on the same services as the
 * callables: `GET /api/users/{id}/export` (the archive's JSON; the files are the Storage paths it
 * lists) and `DELETE /api/users/{id}` (a candidate sends `{ password }`, an admin `{ reason }`);
 * the admin's legal hold and retention setting; the retention warning's keep link.
 */
export const createDataRightsRouter = (deps: () => Deps): Router => {
  const router = Router();

  router.get('/users/:id/export', requireCaller(deps), async (req, res) => {
    res.json(await exportCandidateData(deps(), callerOf(res), { uid: String(req.params.id) }));
  });

  router.delete('/users/:id', requireCaller(deps), async (req, res) => {
    const input = await parseInput(eraseCandidateSchema, {
      ...(req.body ?? {}),
      uid: String(req.params.id),
    });
    res.json(await eraseCandidate(deps(), callerOf(res), input));
  });

  router.post('/admin/users/:id/legal-hold', ...requireAdmin(deps), async (req, res) => {
    const input = await parseInput(setLegalHoldSchema, { ...(req.body ?? {}), uid: String(req.params.id) });
    res.json(await setLegalHold(deps(), callerOf(res), input));
  });

  router.get('/admin/retention', ...requireAdmin(deps), async (_req, res) => {
    res.json(await getRetentionPolicy(deps()));
  });

  router.post('/admin/retention', ...requireAdmin(deps), async (req, res) => {
    res.json(
      await setRetentionPolicy(deps(), callerOf(res), await parseInput(retentionPolicySchema, req.body)),
    );
  });

  router.post('/users/keep', async (req, res) => {
    res.json(await keepAccount(deps(), await parseInput(keepAccountSchema, req.body)));
  });

  return router;
};
