import {
  COLLECTIONS,
  allIndexEntries,
  JOB_INDEX_DOC_ID,
  jobIndexWrites,
  layoutFromDocuments,
  type JobIndex,
  type JobIndexEntry,
  type JobIndexLayout,
  type JobIndexShard,
} from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

// The open-jobs index in Firestore: `jobIndex/open` (first shard + `shardIds`) and `jobIndex/{id}`
// for each further shard. Read and written only inside the transaction of a job write, so the index
// always matches the jobs (ARCHITECTURE section 3). Placement decisions are the domain's
// (rules/job-index-shards.ts); this file only moves documents.

const indexRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.jobIndex).doc(id);

/**
 * Reads the whole index in the transaction: one read up to JOB_INDEX_SHARD_CAPACITY listed jobs,
 * one more per further shard past it.
 */
export const readJobIndexLayout = async (
  transaction: Transaction,
  db: Firestore,
): Promise<JobIndexLayout> => {
  const open = (await transaction.get(indexRef(db, JOB_INDEX_DOC_ID))).data() as JobIndex | undefined;
  const shardIds = open?.shardIds ?? [];
  const shards = new Map<string, JobIndexShard | undefined>();
  if (shardIds.length > 0) {
    const snapshots = await transaction.getAll(...shardIds.map((id) => indexRef(db, id)));
    snapshots.forEach((snapshot, index) =>
      shards.set(shardIds[index]!, snapshot.data() as JobIndexShard | undefined),
    );
  }
  return layoutFromDocuments(open, shards);
};

/** Writes what changed between two layouts (nothing when no listed job changed). */
export const writeJobIndexLayout = (
  transaction: Transaction,
  db: Firestore,
  before: JobIndexLayout,
  after: JobIndexLayout,
  now: Date,
): void => {
  const writes = jobIndexWrites(before, after);
  for (const document of writes.set) {
    const data: JobIndexShard | JobIndex =
      document.id === JOB_INDEX_DOC_ID
        ? { jobs: document.jobs, shardIds: writes.shardIds, updatedAt: now }
        : { jobs: document.jobs, updatedAt: now };
    transaction.set(indexRef(db, document.id), data);
  }
  for (const id of writes.delete) transaction.delete(indexRef(db, id));
};

/**
 * Every publicly listed job, as the careers page sees it: the entries of the open-jobs index, read
 * in one read-only transaction, so the shards are one snapshot.
 */
export const readListedJobs = (db: Firestore): Promise<JobIndexEntry[]> =>
  db.runTransaction(async (transaction) => allIndexEntries(await readJobIndexLayout(transaction, db)), {
    readOnly: true,
  });
