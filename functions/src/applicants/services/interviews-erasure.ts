import { applicationId, type Interview } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { interviewRef, interviewsOfCandidate } from '../repositories/interviews-repository.ts';

/**
 * An erased candidate's interviews (issue 21) move to the pseudonymous application id with their
 * application: when, attendance and score are kept, as the application's scores are; the notes about
 * the person and the note to them go, and no reminder is left to send. Idempotent: what was moved
 * is no longer found by uid. Answers how many were moved.
 */
export const pseudonymiseInterviews = async (
  db: Firestore,
  uid: string,
  pseudonym: string,
): Promise<number> => {
  const interviews = await interviewsOfCandidate(db, uid);
  for (const interview of interviews) {
    const newId = applicationId(interview.jobId, pseudonym);
    await db.runTransaction(async (transaction) => {
      const stored = (await transaction.get(interviewRef(db, interview.applicationId))).data();
      if (!stored) return;
      const moved: Interview = {
        ...stored,
        applicationId: newId,
        uid: pseudonym,
        note: '',
        reminderAt: null,
        outcome: stored.outcome ? { ...stored.outcome, notes: '' } : null,
      };
      transaction.set(interviewRef(db, newId), moved);
      transaction.delete(interviewRef(db, interview.applicationId));
    });
  }
  return interviews.length;
};
