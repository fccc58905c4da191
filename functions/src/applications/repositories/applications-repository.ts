import {
  COLLECTIONS,
  CONVERTERS,
  REVIEW_PATH,
  VISIBLE_APPLICANT_STATUSES,
  type Application,
  type ApplicationReview,
  type ReviewRemarks,
  type WithId,
} from '@careers/domain';
import {
  FieldPath,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `applications/{jobId}_{uid}` and its admin-only review (`applications/{id}/private/review`),
// owned by the applications capability: the applicant actions and the assessments read and write
// them through here (ARCHITECTURE section 3). Written only by functions, read by their candidate
// and by admins. The application never holds remarks or scores: they are in the review, which
// nothing a candidate reads touches.

const converter = adminConverter<WithId<Application>>(CONVERTERS.applications);

const applications = (db: Firestore) => db.collection(COLLECTIONS.applications).withConverter(converter);

export const applicationRef = (db: Firestore, id: string): DocumentReference<WithId<Application>> =>
  applications(db).doc(id);

/** The same document without a converter, for updates of some fields (`test.taken`, `status`). */
export const rawApplicationRef = (db: Firestore, id: string): DocumentReference =>
  db.collection(COLLECTIONS.applications).doc(id);

/** The review as the applicants service keeps it: the latest remarks, score, and every remark. */
export type StoredReview = ApplicationReview & ReviewRemarks;

export const reviewRef = (db: Firestore, applicationId: string): DocumentReference<StoredReview> =>
  rawApplicationRef(db, applicationId)
    .collection(REVIEW_PATH.collection)
    .withConverter(adminConverter<StoredReview>())
    .doc(REVIEW_PATH.id);

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

/** The applications with these ids, in order (null where there is none), in one read. */
export const readApplications = async (
  reader: Reader,
  db: Firestore,
  ids: readonly string[],
): Promise<(WithId<Application> | null)[]> => {
  if (ids.length === 0) return [];
  const snapshots = await (reader as Pick<Firestore, 'getAll'>).getAll(
    ...ids.map((id) => applicationRef(db, id)),
  );
  return snapshots.map((snapshot) => (snapshot.exists ? (snapshot.data() as WithId<Application>) : null));
};

const newestFirst = (a: Application, b: Application) => b.appliedAt.getTime() - a.appliedAt.getTime();

/**
 * A candidate's applications, newest first: the same query the security rules allow the web app
 * (`where uid == own uid`); sorted here, so it needs no composite index.
 */
export const readApplicationsOfCandidate = async (
  db: Firestore,
  uid: string,
): Promise<WithId<Application>[]> =>
  (await applications(db).where('uid', '==', uid).get()).docs.map((doc) => doc.data()).sort(newestFirst);

/** Where the candidate's applications stand, by job id (withdrawn ones included). */
export const applicationStatusesOfCandidate = async (
  db: Firestore,
  uid: string,
): Promise<Map<string, string>> => {
  const snapshot = await rawApplications(db).where('uid', '==', uid).select('jobId', 'status').get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('jobId')), String(doc.get('status'))]));
};

const rawApplications = (db: Firestore) => db.collection(COLLECTIONS.applications);

/** A job's applications, newest first (the "top candidates" decision looks at all of them). */
export const readApplicationsOfJob = async (db: Firestore, jobId: string): Promise<WithId<Application>[]> =>
  (await applications(db).where('jobId', '==', jobId).get()).docs.map((doc) => doc.data()).sort(newestFirst);

/**
 * How many applications a job has: a `count()` aggregation (one read per 1,000 applications), never
 * a counter on the job, so applying writes nothing shared (data-model.md).
 */
export const countApplicationsOfJob = async (db: Firestore, jobId: string): Promise<number> =>
  (await applications(db).where('jobId', '==', jobId).count().get()).data().count;

/** One page of every application, by document id (a stable order that needs no index). */
export const readApplicationsPage = async (
  db: Firestore,
  page: { limit: number; after: string | null },
): Promise<{ applications: WithId<Application>[]; nextCursor: string | null }> => {
  let query = applications(db).orderBy(FieldPath.documentId()).limit(page.limit);
  if (page.after) query = query.startAfter(page.after);
  const docs = (await query.get()).docs;
  return {
    applications: docs.map((doc) => doc.data()),
    nextCursor: docs.length === page.limit ? (docs.at(-1)?.id ?? null) : null,
  };
};

/**
 * The job's applicants as the table shows them by default (removed and not-selected hidden), in
 * applied order: the same query as the web's table (composite index jobId, status, appliedAt in
 * firestore.indexes.json).
 */
export const visibleApplicantsOfJob = (db: Firestore, jobId: string, direction: 'asc' | 'desc'): Query =>
  rawApplications(db)
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
