import { defaultDeps } from '../../deps.ts';
import { retryPendingResumeCopies, sweepUnreferencedResumeCopies } from '../services/resume-copy.ts';

/**
 * `sweepApplicationResumeCopies`, every hour (applications/triggers.ts): makes the CV copies Storage
 * refused when their candidates applied (the applications show them pending until then), then
 * deletes CV copies that an apply made but never committed (the function died between the copy and
 * its clean-up; services/resume-copy.ts). Tests call the services directly.
 */
export const sweepApplicationResumeCopies = async (): Promise<void> => {
  const deps = defaultDeps();
  const pending = await retryPendingResumeCopies(deps);
  const { examined, deleted } = await sweepUnreferencedResumeCopies(deps);
  console.info(
    `CV copies: ${String(pending.copied.length)} of ${String(pending.examined)} pending made; ` +
      `${String(examined)} old enough to judge, ${String(deleted.length)} unreferenced deleted.`,
  );
};
