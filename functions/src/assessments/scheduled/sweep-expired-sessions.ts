import { FUNCTIONS_REGION } from '@careers/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { defaultDeps } from '../../deps.ts';
import { sweepExpiredSessions } from '../services/finalise-session.ts';

/**
 * Every 5 minutes: finalises test sessions whose deadline passed with nobody there (the browser
 * closed), so their scores reach the admins. The same finalising as the candidate's and the admin's
 * reads (services/finalise-session.ts), which already end such a session whenever it is touched;
 * locally and in tests the service is called directly.
 */
export const sweepExpiredTestSessions = onSchedule(
  { schedule: 'every 5 minutes', region: FUNCTIONS_REGION },
  async () => {
    const { examined, finalised } = await sweepExpiredSessions(defaultDeps());
    if (examined > 0)
      console.info(`Test sessions: ${String(examined)} past their deadline, ${String(finalised)} finalised.`);
  },
);
