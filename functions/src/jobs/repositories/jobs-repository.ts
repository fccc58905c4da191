import { COLLECTIONS, jobSlugCandidates, type Job, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `jobs/{id}`, owned by the jobs capability: every other capability reads jobs through here.

const jobConverter = adminConverter<Job>();

export const jobRef = (db: Firestore, id: string): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc(id);

/** A new job's reference: Firestore's auto id. */
export const newJobRef = (db: Firestore): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc();

/**
 * A new job's reference named after its title (issue 20): the first of 'slug', 'slug-2'… that no
 * job (deleted ones included) has, read in the creating transaction, so two jobs created at once
 * with one title cannot both take it; Firestore's auto id when the title gives no slug or every
 * candidate is taken.
 */
export const newJobRefForTitle = async (
  transaction: Transaction,
  db: Firestore,
  title: string,
): Promise<DocumentReference<Job>> => {
  for (const candidate of jobSlugCandidates(title)) {
    const ref = jobRef(db, candidate);
    if (!(await transaction.get(ref)).exists) return ref;
  }
  return newJobRef(db);
};

/** The jobs with these ids, in order; `null` where a job does not exist. */
export const readJobs = async (
  transaction: Transaction,
  db: Firestore,
  ids: readonly string[],
): Promise<(WithId<Job> | null)[]> => {
  if (ids.length === 0) return [];
  const snapshots = await transaction.getAll(...ids.map((id) => jobRef(db, id)));
  return snapshots.map((snapshot) =>
    snapshot.exists ? { ...(snapshot.data() as Job), id: snapshot.id } : null,
  );
};

/** A job with its id, or null when there is none. */
export const readJob = async (db: Firestore, id: string): Promise<WithId<Job> | null> => {
  const snapshot = await jobRef(db, id).get();
  return snapshot.exists ? { ...(snapshot.data() as Job), id: snapshot.id } : null;
};

/** What a job's snapshot of a catalog entry or a test is found by (firestore.indexes.json). */
const REFERENCE_FIELDS = {
  company: 'company.id',
  department: 'department.id',
  degree: 'educationIds',
  screeningQuestion: 'screeningQuestionIds',
  test: 'test.id',
} as const;

/**
 * The jobs (deleted ones included: they can be restored) whose snapshot names this catalog entry
 * or test: who uses it, before a rename is copied or a delete refused.
 */
export const jobsNaming = (
  db: Firestore,
  reference: keyof typeof REFERENCE_FIELDS,
  id: string,
): Query<WithId<Job>> => {
  const field = REFERENCE_FIELDS[reference];
  const jobs = db.collection(COLLECTIONS.jobs).withConverter(adminConverter<WithId<Job>>());
  return field === 'educationIds' || field === 'screeningQuestionIds'
    ? jobs.where(field, 'array-contains', id)
    : jobs.where(field, '==', id);
};
