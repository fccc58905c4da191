import { FUNCTIONS_REGION } from '@careers/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { defaultDeps } from '../../deps.ts';
import { retryDueMail } from '../services/retry-mail.ts';

/**
 * Every 5 minutes: delivers the outbox's due messages again (failed ones whose backoff has passed,
 * queued ones whose sender died midway; services/retry-policy.ts). Locally and in tests the service
 * is called directly.
 */
export const retryFailedMail = onSchedule(
  { schedule: 'every 5 minutes', region: FUNCTIONS_REGION },
  async () => {
    const run = await retryDueMail(defaultDeps());
    if (run.examined > 0)
      console.info(
        `Mail retry: ${String(run.examined)} due, ${String(run.sent)} sent, ${String(run.failed)} failed.`,
      );
  },
);
