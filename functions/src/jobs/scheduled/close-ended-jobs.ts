import { defaultDeps } from '../../deps.ts';
import { closeEndedJobs } from '../services/close-ended-jobs.ts';

/**
 * `sweepEndedJobs`, every hour (jobs/triggers.ts): closes the open jobs whose end date has passed
 * (services/close-ended-jobs.ts), so they leave the open-jobs index and their page. Jobs end at
 * midnight in the company's time zone; until the next run the careers page already leaves them out,
 * and every server read that meets one closes it itself. Tests call the service directly.
 */
export const sweepEndedJobs = async (): Promise<void> => {
  const { examined, closed } = await closeEndedJobs(defaultDeps());
  if (examined > 0)
    console.info(`Jobs past their end date: ${String(examined)} found, ${String(closed.length)} closed.`);
};
