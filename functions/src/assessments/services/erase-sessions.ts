import type { Firestore } from 'firebase-admin/firestore';

import { sessionsOfCandidate } from '../repositories/test-sessions-repository.ts';

/**
 * Erasure (issue 21): a candidate's test sessions (their answers, paper and timings) go; the score
 * and test details the employer keeps are in the application's review. Idempotent.
 */
export const deleteSessionsOfCandidate = async (db: Firestore, uid: string): Promise<number> => {
  const sessions = await sessionsOfCandidate(db, uid).get();
  await Promise.all(sessions.docs.map((doc) => doc.ref.delete()));
  return sessions.size;
};
