import { COLLECTIONS, REVIEW_PATH } from '@careers/domain/firestore';
import { HIDDEN_APPLICANT_STATUSES, VISIBLE_APPLICANT_STATUSES } from '@careers/domain/types';
import {
  collection,
  doc,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';

import {
  APPLICANTS_SORT_FIELDS,
  type ApplicantsGridSpec,
  type ApplicantsView,
} from './applicants-grid-spec.ts';

export {
  APPLICANTS_DEFAULT_SORT,
  APPLICANTS_SORT_FIELDS,
  type ApplicantsGridSpec,
  type ApplicantsSortField,
  type ApplicantsView,
} from './applicants-grid-spec.ts';

// A job's applicants table (issue 11): its Firestore queries, with no app imports, so the page
// (through ../firestore-sdk.ts) and the reads benchmark (scripts/bench/applicants-reads.bench.ts)
// run the very same queries. Pages use jobsPageQuery (./jobs-grid-query.ts): a cursor and limit().

const statusCondition = (view: ApplicantsView) => {
  if (view === 'active') return where('status', 'in', [...VISIBLE_APPLICANT_STATUSES]);
  if (view === 'hidden') return where('status', 'in', [...HIDDEN_APPLICANT_STATUSES]);
  return where('status', '==', view);
};

/** The applications `spec` asks for, in its order (page it with jobsPageQuery). */
export const applicantsQuery = (db: Firestore, spec: ApplicantsGridSpec): Query =>
  query(
    collection(db, COLLECTIONS.applications),
    where('jobId', '==', spec.jobId),
    statusCondition(spec.view),
    orderBy(APPLICANTS_SORT_FIELDS[spec.sort.field], spec.sort.direction),
  );

/** An application's admin-only review (remarks, test score). */
export const applicationReviewRef = (db: Firestore, applicationId: string): DocumentReference =>
  doc(db, COLLECTIONS.applications, applicationId, REVIEW_PATH.collection, REVIEW_PATH.id);
