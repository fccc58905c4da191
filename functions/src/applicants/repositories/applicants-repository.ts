import {
  COLLECTIONS,
  CONVERTERS,
  REVIEW_PATH,
  VISIBLE_APPLICANT_STATUSES,
  type Application,
  type ApplicationReview,
  type Job,
  type ReviewRemarks,
  type WithId,
} from '@careers/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import { jobRef } from '../../jobs/repositories/jobs-repository.ts';
import { adminConverter } from '../../lib/converter.ts';

// The documents the applicant actions read and write: a job's applications
// (`applications/{jobId}_{uid}`) and their admin-only review (`applications/{id}/private/review`).
// The application never holds remarks or scores; the review is read only by admins.

const applicationConverter = adminConverter<WithId<Application>>(CONVERTERS.applications);

const applications = (db: Firestore) =>
  db.collection(COLLECTIONS.applications).withConverter(applicationConverter);

export const applicationDoc = (db: Firestore, id: string): DocumentReference<WithId<Application>> =>
  applications(db).doc(id);

/** The same document without a converter, for updates of some fields. */
export const rawApplicationDoc = (db: Firestore, id: string): DocumentReference =>
  db.collection(COLLECTIONS.applications).doc(id);

export type StoredReview = ApplicationReview & ReviewRemarks;

export const reviewDoc = (db: Firestore, applicationId: string): DocumentReference<StoredReview> =>
  db
    .collection(COLLECTIONS.applications)
    .doc(applicationId)
    .collection(REVIEW_PATH.collection)
    .withConverter(adminConverter<StoredReview>())
    .doc(REVIEW_PATH.id);

/** The job, or null when there is none. */
export const readJob = async (db: Firestore, jobId: string): Promise<WithId<Job> | null> => {
  const snapshot = await jobRef(db, jobId).get();
  return snapshot.exists ? { ...(snapshot.data() as Job), id: snapshot.id } : null;
};

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

/** The applications with these ids, in order (null where there is none), in one read. */
export const readApplications = async (
  reader: Reader,
  db: Firestore,
  ids: readonly string[],
): Promise<(WithId<Application> | null)[]> => {
  if (ids.length === 0) return [];
  const refs = ids.map((id) => applicationDoc(db, id));
  const snapshots = await (reader as Pick<Firestore, 'getAll'>).getAll(...refs);
  return snapshots.map((snapshot) => (snapshot.exists ? (snapshot.data() as WithId<Application>) : null));
};

/** Every application of a job (the "top candidates" decision looks at all of them). */
export const readApplicationsOfJob = async (db: Firestore, jobId: string): Promise<WithId<Application>[]> =>
  (await applications(db).where('jobId', '==', jobId).get()).docs.map((doc) => doc.data());

/**
 * The job's applicants as the table shows them by default (removed and not-selected hidden), in
 * applied order: the same query as the web's table (composite index jobId, status, appliedAt in
 * firestore.indexes.json).
 */
export const visibleApplicantsOfJob = (db: Firestore, jobId: string, direction: 'asc' | 'desc'): Query =>
  db
    .collection(COLLECTIONS.applications)
    .where('jobId', '==', jobId)
    .where('status', 'in', [...VISIBLE_APPLICANT_STATUSES])
    .orderBy('appliedAt', direction);

/**
 * The visible applicants of the same job just before and just after this application in applied
 * order (ties by document id, as Firestore orders them). One document read each, ids only.
 */
export const neighbourIds = async (
  db: Firestore,
  snapshot: DocumentSnapshot<WithId<Application>>,
): Promise<{ previousId: string | null; nextId: string | null }> => {
  const jobId = (snapshot.data() as Application).jobId;
  const [previous, next] = await Promise.all([
    visibleApplicantsOfJob(db, jobId, 'desc').startAfter(snapshot).select().limit(1).get(),
    visibleApplicantsOfJob(db, jobId, 'asc').startAfter(snapshot).select().limit(1).get(),
  ]);
  return { previousId: previous.docs[0]?.id ?? null, nextId: next.docs[0]?.id ?? null };
};
