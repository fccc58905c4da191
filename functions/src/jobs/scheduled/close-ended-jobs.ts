import { FUNCTIONS_REGION } from '@careers/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { defaultDeps } from '../../deps.ts';
import { closeEndedJobs } from '../services/close-ended-jobs.ts';

/**
 * Every hour: closes the open jobs whose end date has passed (services/close-ended-jobs.ts), so they
 * leave the open-jobs index and their page. Jobs end at midnight in the company's time zone; until
 * the next run the careers page already leaves them out, and every server read that meets one
 * closes it itself. Locally and in tests the service is called directly.
 */
export const sweepEndedJobs = onSchedule(
  { schedule: 'every 1 hours', region: FUNCTIONS_REGION },
  async () => {
    const { examined, closed } = await closeEndedJobs(defaultDeps());
    if (examined > 0)
      console.info(`Jobs past their end date: ${String(examined)} found, ${String(closed.length)} closed.`);
  },
);
