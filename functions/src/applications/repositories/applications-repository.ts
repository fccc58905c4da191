import { COLLECTIONS, CONVERTERS, type Application, type WithId } from '@careers/domain';
import { FieldPath, type DocumentReference, type Firestore } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `applications/{jobId}_{uid}` (ARCHITECTURE section 3): written only by functions, read by their
// candidate and by admins. The admin-only review (`private/review`) is a separate document that
// nothing here reads, so no answer of these functions can carry remarks or scores.

const converter = adminConverter<WithId<Application>>(CONVERTERS.applications);

const applications = (db: Firestore) => db.collection(COLLECTIONS.applications).withConverter(converter);

export const applicationRef = (db: Firestore, id: string): DocumentReference<WithId<Application>> =>
  applications(db).doc(id);

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

/** A job's applications, newest first. */
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
