import { allIndexEntries, type JobIndexEntry } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { readJobIndexLayout } from '../../jobs/repositories/job-index-repository.ts';

/**
 * Every publicly listed job, as the careers page sees it: the entries of the open-jobs index
 * (`jobIndex/open` and its shards), which the jobs service keeps in step with the jobs using the
 * domain's isListedPublicly. Read in one read-only transaction, so the shards are one snapshot.
 */
export const readListedJobs = (db: Firestore): Promise<JobIndexEntry[]> =>
  db.runTransaction(async (transaction) => allIndexEntries(await readJobIndexLayout(transaction, db)), {
    readOnly: true,
  });
