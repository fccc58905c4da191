import { onCallable } from '../../lib/callable.ts';
import { readHiringInsights } from '../services/hiring-insights.ts';

/** The /insights page, admins only: `{ from?, to?, company?, department? }` → the figures. */
export const getHiringInsights = onCallable('getHiringInsights', (input, { deps }) =>
  readHiringInsights(deps, input),
);
