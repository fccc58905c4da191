import { COLLECTIONS, type Interview } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `interviews/{applicationId}`: an application's interview (issue 20), owned by the applicants
// capability and written only by its services (server-only in firestore.rules: the review page reads
// it through getApplicantReview).

const converter = adminConverter<Interview>();

const interviews = (db: Firestore) => db.collection(COLLECTIONS.interviews).withConverter(converter);

export const interviewRef = (db: Firestore, applicationId: string): DocumentReference<Interview> =>
  interviews(db).doc(applicationId);

/**
 * Interviews whose reminder is due, oldest first. `reminderAt` is null once sent or cancelled, and a
 * range filter only matches values of its own type, so those never match (one field: no composite
 * index).
 */
export const dueInterviewReminders = (db: Firestore, now: Date, limit: number): Query<Interview> =>
  interviews(db).where('reminderAt', '<=', now).orderBy('reminderAt').limit(limit);

/** The interviews of these applications in the transaction, in order (undefined: none yet). */
export const readInterviews =
  (deps: { db: Firestore }) =>
  async (transaction: Transaction, applicationIds: readonly string[]): Promise<(Interview | undefined)[]> => {
    if (applicationIds.length === 0) return [];
    const snapshots = await transaction.getAll(...applicationIds.map((id) => interviewRef(deps.db, id)));
    return snapshots.map((snapshot) => snapshot.data());
  };

/** The candidate's interviews (their erasure moves them). */
export const interviewsOfCandidate = async (db: Firestore, uid: string): Promise<Interview[]> =>
  (await interviews(db).where('uid', '==', uid).get()).docs.map((doc) => doc.data());
