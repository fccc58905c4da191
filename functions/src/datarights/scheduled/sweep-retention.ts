import { defaultDeps } from '../../deps.ts';
import { sweepRetention as sweep } from '../services/retention.ts';

/**
 * `sweepRetention`, daily (datarights/triggers.ts): warns candidates near the end of the retention
 * period and erases those past it.
 */
export const sweepRetention = async (): Promise<void> => {
  const run = await sweep(defaultDeps());
  if (run.warned.length + run.erased.length > 0) {
    console.info(`Retention: ${String(run.warned.length)} warned, ${String(run.erased.length)} erased.`);
  }
};
