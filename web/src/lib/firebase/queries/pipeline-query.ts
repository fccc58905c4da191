import { COLLECTIONS } from '@careers/domain/firestore';
import { PIPELINE_STATUSES } from '@careers/domain/rules';
import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';

// A job's pipeline (issue 20): every application in one of its columns, oldest first, on the same
// composite index as the applicants table's default view (jobId, status, appliedAt).

/** The most cards the pipeline reads; beyond it the page says so and the table takes over. */
export const PIPELINE_MAX_CARDS = 500;

export const pipelineQuery = (db: Firestore, jobId: string): Query =>
  query(
    collection(db, COLLECTIONS.applications),
    where('jobId', '==', jobId),
    where('status', 'in', [...PIPELINE_STATUSES]),
    orderBy('appliedAt', 'asc'),
    limit(PIPELINE_MAX_CARDS + 1),
  );
