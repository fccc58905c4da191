import { COMPANY_TIME_ZONE, FUNCTIONS_REGION } from '@careers/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { defaultDeps } from '../../deps.ts';
import { sweepUnreferencedResumeCopies } from '../services/resume-copy.ts';

/**
 * Daily: deletes CV copies that an apply made but never committed (the function died between the
 * copy and its clean-up; services/resume-copy.ts). A production safety net; locally and in tests the
 * service is called directly.
 */
export const sweepApplicationResumeCopies = onSchedule(
  { schedule: 'every day 03:00', timeZone: COMPANY_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    const { examined, deleted } = await sweepUnreferencedResumeCopies(defaultDeps());
    console.info(
      `CV copies: ${String(examined)} old enough to judge, ${String(deleted.length)} unreferenced deleted.`,
    );
  },
);
