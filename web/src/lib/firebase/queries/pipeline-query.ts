import { COLLECTIONS } from '@careers/domain/firestore';
import { pipelineStageStatuses, type PipelineStage } from '@careers/domain/rules';
import {
  collection,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

// A job's pipeline (issues 20, 31): one query per column, the job's applications in that stage,
// newest first, on the same composite index as the applicants table's default view (jobId, status,
// appliedAt descending). The column pages it (limit, startAfter) and counts it (count()), so a
// column's count is the job's, whatever it shows.

export const pipelineStageQuery = (db: Firestore, jobId: string, stage: PipelineStage): Query =>
  query(
    collection(db, COLLECTIONS.applications),
    where('jobId', '==', jobId),
    where('status', 'in', pipelineStageStatuses(stage)),
    orderBy('appliedAt', 'desc'),
  );

/** Where a column's next page starts: the last card of the page before (startAfter). */
export type PipelineCursor<T> = QueryDocumentSnapshot<T>;
