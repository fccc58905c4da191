import { COLLECTIONS, jobSlugCandidates, type Job, type JobSlug, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `jobs/{id}`, owned by the jobs capability: every other capability reads jobs through here.

const jobConverter = adminConverter<Job>();

export const jobRef = (db: Firestore, id: string): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc(id);

const slugConverter = adminConverter<JobSlug>();

/** `jobSlugs/{slug}`: a public address a job has or had. */
export const jobSlugRef = (db: Firestore, slug: string): DocumentReference<JobSlug> =>
  db.collection(COLLECTIONS.jobSlugs).withConverter(slugConverter).doc(slug);

/**
 * Who holds `slug` as an address, read in the transaction: the job whose id it is (jobs made before
 * slugs followed titles have no `jobSlugs` entry) or whose slug history has it; null when free.
 */
const holderOf = async (transaction: Transaction, db: Firestore, slug: string): Promise<string | null> => {
  const [job, address] = await Promise.all([
    transaction.get(jobRef(db, slug)),
    transaction.get(jobSlugRef(db, slug)),
  ]);
  if (job.exists) return slug;
  return address.data()?.jobId ?? null;
};

/** A new job's reference: Firestore's auto id. */
export const newJobRef = (db: Firestore): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc();

/**
 * A new job's reference named after its title (issue 20): the first of 'slug', 'slug-2'… that no
 * job (deleted ones included) has as its id or as an address, present or past (`jobSlugs`), read in
 * the creating transaction, so two jobs created at once with one title cannot both take it;
 * Firestore's auto id when the title gives no slug or every candidate is taken.
 */
export const newJobRefForTitle = async (
  transaction: Transaction,
  db: Firestore,
  title: string,
): Promise<DocumentReference<Job>> => {
  for (const candidate of jobSlugCandidates(title)) {
    if ((await holderOf(transaction, db, candidate)) === null) return jobRef(db, candidate);
  }
  return newJobRef(db);
};

/**
 * The address of job `jobId` renamed to `title` (issue 31): the first of the title's 'slug',
 * 'slug-2'… that is free or already this job's (renamed back), read in the renaming transaction;
 * null when the title gives no slug or every candidate is another job's (the address stays).
 */
export const slugForTitle = async (
  transaction: Transaction,
  db: Firestore,
  jobId: string,
  title: string,
): Promise<string | null> => {
  for (const candidate of jobSlugCandidates(title)) {
    const holder = await holderOf(transaction, db, candidate);
    if (holder === null || holder === jobId) return candidate;
  }
  return null;
};

/** Records `slug` as an address of job `jobId`, in the caller's transaction (after its reads). */
export const recordJobSlug = (
  transaction: Transaction,
  db: Firestore,
  jobId: string,
  slug: string,
  now: Date,
): void => {
  transaction.set(jobSlugRef(db, slug), { jobId, createdAt: now });
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
