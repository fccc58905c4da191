import { insightsQuerySchema } from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { requireAdmin } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { readHiringInsights } from '../services/hiring-insights.ts';

/**
 * `GET /api/admin/insights?from&to&company&department` (issue 22): the figures of the /insights
 * page as JSON, from the same service as its callable. An admin's ID token: 401 without one, 403
 * for anyone else; 400 with per-field messages for a bad date or range.
 */
export const createInsightsRouter = (deps: () => Deps): Router => {
  const router = Router();
  const admin = requireAdmin(deps);
  router.get('/admin/insights', ...admin, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const input = await parseInput(insightsQuerySchema, {
      from: query['from'] ?? '',
      to: query['to'] ?? '',
      company: query['company'] ?? '',
      department: query['department'] ?? '',
    });
    res.json(await readHiringInsights(deps(), input));
  });
  return router;
};
