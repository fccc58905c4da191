// The insights capability's deployed function (src/index.ts exports it): its trigger loads the
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger } from '../lib/triggers.ts';

export const getHiringInsights = callableTrigger(
  'getHiringInsights',
  () => import('./callables/insights-callables.ts'),
);
