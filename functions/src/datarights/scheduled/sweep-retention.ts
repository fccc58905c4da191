import { defaultDeps } from '../../deps.ts';
import { sweepRetention as sweep } from '../services/retention.ts';

/**
 * `sweepRetention`, daily (datarights/triggers.ts): warns candidates near the end of the retention
 * period and erases those past it, resuming where the last run stopped (RETENTION_BUDGET a run).
 */
export const sweepRetention = async (): Promise<void> => {
  const run = await sweep(defaultDeps());
  console.info(
    `Retention: ${String(run.reviewed.length)} reviewed, ${String(run.warned.length)} warned, ` +
      `${String(run.withdrawn.length)} warnings withdrawn, ${String(run.erased.length)} erased.`,
  );
};
