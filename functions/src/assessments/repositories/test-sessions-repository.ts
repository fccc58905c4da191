import { COLLECTIONS, testSessionId, type TestSession, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// A candidate's test session (`testSessions/{jobId}_{uid}`, owner-read). The application that
// invited them and its admin-only review, which receives the score, are the applications
// capability's (applications/index.ts).

const sessionConverter = adminConverter<TestSession>();

export const sessionRef = (db: Firestore, jobId: string, uid: string): DocumentReference<TestSession> =>
  db.collection(COLLECTIONS.testSessions).withConverter(sessionConverter).doc(testSessionId(jobId, uid));

/** The same document without a converter, for field-path updates (`answers.{questionId}`). */
export const rawSessionRef = (db: Firestore, jobId: string, uid: string): DocumentReference =>
  db.collection(COLLECTIONS.testSessions).doc(testSessionId(jobId, uid));

export const readSession = async (
  transaction: Transaction,
  db: Firestore,
  jobId: string,
  uid: string,
): Promise<WithId<TestSession> | null> => {
  const snapshot = await transaction.get(sessionRef(db, jobId, uid));
  return snapshot.exists ? (snapshot.data() as WithId<TestSession>) : null;
};

/** A candidate's sessions (the rules let the owner list exactly these). */
export const sessionsOfCandidate = (db: Firestore, uid: string): Query<TestSession> =>
  db.collection(COLLECTIONS.testSessions).withConverter(sessionConverter).where('uid', '==', uid);

/** Sessions still open whose deadline is before `before`: what the sweep finalises. */
export const expiredOpenSessions = (db: Firestore, before: Date, limit: number): Query<TestSession> =>
  db
    .collection(COLLECTIONS.testSessions)
    .withConverter(sessionConverter)
    .where('completedAt', '==', null)
    .where('deadline', '<', before)
    .orderBy('deadline')
    .limit(limit);
