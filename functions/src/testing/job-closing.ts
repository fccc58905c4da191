import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';

import { CLOSE_ENDED_ACTION, END_DATE_ACTOR } from '../jobs/services/close-ended-jobs.ts';
import { auditEntriesOf, indexEntriesOf, readJob } from './admin-console.ts';

/**
 * Asserts that a job was closed by its end date, once, whoever's request or sweep found it: closed
 * by the end-date actor, out of the open-jobs index, and one audit entry of the close (open →
 * closed) however often it was read since.
 */
export const expectClosedByEndDate = async (db: Firestore, jobId: string): Promise<void> => {
  expect(await readJob(db, jobId)).toMatchObject({ status: 'closed', updatedBy: END_DATE_ACTOR.uid });
  expect(await indexEntriesOf(db, jobId)).toEqual([]);
  const closes = (await auditEntriesOf(db, jobId)).filter((entry) => entry['action'] === CLOSE_ENDED_ACTION);
  expect(closes).toEqual([
    expect.objectContaining({
      actor: END_DATE_ACTOR,
      target: expect.objectContaining({ type: 'job', id: jobId }),
      changes: { status: { before: 'open', after: 'closed' } },
    }),
  ]);
};
