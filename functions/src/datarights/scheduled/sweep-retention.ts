import { FUNCTIONS_REGION } from '@careers/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { defaultDeps } from '../../deps.ts';
import { sweepRetention as sweep } from '../services/retention.ts';

/** Daily: warns candidates near the end of the retention period and erases those past it. */
export const sweepRetention = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every day 03:00', timeoutSeconds: 540 },
  async () => {
    const run = await sweep(defaultDeps());
    if (run.warned.length + run.erased.length > 0) {
      console.info(`Retention: ${String(run.warned.length)} warned, ${String(run.erased.length)} erased.`);
    }
  },
);
