import type { RetryMailResult } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { nowOf } from '../../deps.ts';
import { dueMail } from '../repositories/mail-outbox.ts';
import type { OutboxMailer } from './send-mail.ts';

// Retrying what could not be delivered: the scheduled run (every 5 minutes) for messages whose
// `nextAttemptAt` is due, and the mail log's Retry button for one message. Both claim the message
// first (mail-outbox.ts), so a message is never delivered twice at the same time.

/** How many due messages one scheduled run tries at most; the next run takes the rest. */
export const RETRY_BATCH = 50;

export type RetryRun = { examined: number; sent: number; failed: number };

/** Tries every due message once, oldest due first. */
export const retryDueMail = async (
  deps: { db: Firestore; mailer: OutboxMailer; now?: () => Date },
  limit: number = RETRY_BATCH,
): Promise<RetryRun> => {
  const due = await dueMail(deps.db, nowOf(deps), limit).get();
  const run: RetryRun = { examined: due.size, sent: 0, failed: 0 };
  for (const doc of due.docs) {
    const result = await deps.mailer.deliver(doc.id, 'due');
    if (!result.tried) continue;
    if (result.status === 'sent') run.sent += 1;
    else run.failed += 1;
  }
  return run;
};

/**
 * The admin's Retry (`{ mailId }`): delivers a failed message now, whatever its backoff says. A
 * message already sent, or being delivered (queued, its lease running), is not sent again: the
 * answer is its status. 'not-found' for an unknown id.
 */
export const retryMail = async (
  deps: { mailer: OutboxMailer },
  { mailId }: { mailId: string },
): Promise<RetryMailResult> => {
  const outcome = await deps.mailer.deliver(mailId, 'admin');
  return { id: mailId, status: outcome.status };
};
