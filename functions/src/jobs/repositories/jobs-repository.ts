import { COLLECTIONS, type Job, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

const jobConverter = adminConverter<Job>();

export const jobRef = (db: Firestore, id: string): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc(id);

/** A new job's reference: Firestore's auto id. */
export const newJobRef = (db: Firestore): DocumentReference<Job> =>
  db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc();

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
