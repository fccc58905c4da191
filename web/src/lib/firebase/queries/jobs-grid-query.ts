import { COLLECTIONS } from '@careers/domain/firestore';
import { jobsGridPlan, type JobsGridSpec } from '@careers/domain/rules';
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
// lazily loaded SDK (../firestore-sdk.ts), and the reads benchmark
// (scripts/bench/admin-jobs-reads.bench.ts) runs the very same queries against the emulator.

/** The jobs `spec` asks for, in its order (the plan: packages/domain/src/rules/admin-jobs-grid.ts). */
export const jobsQuery = (db: Firestore, spec: JobsGridSpec): Query => {
  const plan = jobsGridPlan(spec);
  return query(
    collection(db, COLLECTIONS.jobs),
    ...plan.where.map((condition) => where(condition.field, condition.op, condition.value)),
    orderBy(plan.orderBy.field, plan.orderBy.direction),
  );
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
