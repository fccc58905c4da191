import type { JobStatus } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';

// The admin /jobs grid's Firestore queries, with no app imports: the page uses them through the
// lazily loaded SDK (./../firestore-sdk.ts), and the reads benchmark
// (scripts/bench/admin-jobs-reads.bench.ts) runs the very same queries against the emulator.

export type JobsView = 'listed' | 'hidden' | 'deleted';
/** The grid's own filters; '' dates mean no bound. */
export type JobsFilter = { status: JobStatus | 'all'; show: JobsView; from: string; to: string };

const DAY_MS = 86_400_000;

/**
 * What the filter asks for, newest posting first. Status and the listed / hidden / deleted view are
 * equality filters and the range is on the ordered field, so each combination is one composite
 * index (firestore.indexes.json) and reads only what is shown.
 */
export const jobsQuery = (db: Firestore, filter: JobsFilter): Query => {
  const constraints = [
    where('deleted', '==', filter.show === 'deleted'),
    ...(filter.show === 'deleted' ? [] : [where('hidden', '==', filter.show === 'hidden')]),
    ...(filter.status === 'all' ? [] : [where('status', '==', filter.status)]),
    ...(filter.from ? [where('postedAt', '>=', new Date(`${filter.from}T00:00:00`))] : []),
    ...(filter.to
      ? [where('postedAt', '<', new Date(new Date(`${filter.to}T00:00:00`).getTime() + DAY_MS))]
      : []),
    orderBy('postedAt', 'desc'),
  ];
  return query(collection(db, COLLECTIONS.jobs), ...constraints);
};

/** Where the next page starts: the previous page's last document. */
export type JobsCursor = DocumentSnapshot;

/** One page: after the previous page's last document when known (a cursor), else from the top. */
export const jobsPageQuery = <T>(
  base: Query<T>,
  pageSize: number,
  after: JobsCursor | undefined,
): Query<T> => (after ? query(base, startAfter(after), limit(pageSize)) : query(base, limit(pageSize)));

/** Applications of one job, for its count() in the Title column. */
export const applicantsOfJobQuery = (db: Firestore, jobId: string): Query =>
  query(collection(db, COLLECTIONS.applications), where('jobId', '==', jobId));
