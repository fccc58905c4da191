import { defaultDeps } from '../../deps.ts';
import { retryDueMail } from '../services/retry-mail.ts';

/**
 * `retryFailedMail`, every 5 minutes (mail/triggers.ts): delivers the outbox's due messages again
 * (failed ones whose backoff has passed, queued ones whose sender died midway; services/
 * retry-policy.ts). Tests call the service directly.
 */
export const retryFailedMail = async (): Promise<void> => {
  const run = await retryDueMail(defaultDeps());
  if (run.examined > 0)
    console.info(
      `Mail retry: ${String(run.examined)} due, ${String(run.sent)} sent, ${String(run.failed)} failed.`,
    );
};
