import { applicationId, ERASED_CANDIDATE_NAME, STORAGE_PATHS, type CandidateSnapshot } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import type { Bucket } from '../../deps.ts';
import {
  applicantSearchRef,
  writeApplicantSearchEntry,
} from '../repositories/applicant-search-repository.ts';
import {
  applicationRef,
  readApplicationsOfCandidate,
  reviewRef,
} from '../repositories/applications-repository.ts';

// Erasure (issue 21) as the applications see it: what the employer keeps for counts and audit (the
// job, dates, status history, score and test details) moves to `{jobId}_{pseudonym}` with the
// candidate's personal fields emptied; the `{jobId}_{uid}` document, its review and its CV copies
// go. The status is not changed, so nothing that counts statuses moves.

/** The snapshot a pseudonymous application keeps: the name every admin page shows, nothing personal. */
export const ERASED_SNAPSHOT: CandidateSnapshot = {
  firstName: ERASED_CANDIDATE_NAME,
  middleName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  city: '',
  address: '',
  avatar: null,
  resume: null,
  totalExperience: 0,
  education: [],
  career: [],
};

/**
 * Moves each of the candidate's applications to its pseudonymous id, one transaction each, after
 * deleting its CV copies (so a move interrupted half-way leaves at worst a document still under
 * the uid, which the next run moves). Idempotent: what was moved is no longer found by uid.
 * Answers how many were moved by this call.
 */
export const pseudonymiseApplications = async (
  deps: { db: Firestore; bucket: Bucket },
  uid: string,
  pseudonym: string,
  now: Date,
): Promise<number> => {
  const applications = await readApplicationsOfCandidate(deps.db, uid);
  for (const application of applications) {
    await deps.bucket.deleteFiles({ prefix: STORAGE_PATHS.applicationFolder(application.id) });
    const oldRef = applicationRef(deps.db, application.id);
    const newRef = applicationRef(deps.db, applicationId(application.jobId, pseudonym));
    await deps.db.runTransaction(async (transaction) => {
      const [stored, review] = await Promise.all([
        transaction.get(oldRef),
        transaction.get(reviewRef(deps.db, application.id)),
      ]);
      const data = stored.data();
      if (!data) return;
      // The converter drops the old id from the fields; the document's path gives the new one.
      transaction.set(newRef, {
        ...data,
        uid: pseudonym,
        candidate: ERASED_SNAPSHOT,
        // The questions stay (they are the job's); the candidate's words go.
        answers: data.answers.map((answer) => ({ ...answer, answer: '' })),
        // The interview's copy keeps when and where; the note to the person goes (interviews-erasure.ts).
        ...(data.interview ? { interview: { ...data.interview, note: '' } } : {}),
        erasedAt: now,
        updatedAt: now,
      });
      if (review.exists) {
        // Scores and test details are kept; remarks are about the person and go.
        transaction.set(newRef.collection(review.ref.parent.id).doc(review.ref.id), {
          ...review.data(),
          remarks: '',
          remarksHistory: [],
        });
        transaction.delete(review.ref);
      }
      transaction.delete(oldRef);
      // The search finds the moved application by its job only: the person's words are gone.
      transaction.delete(applicantSearchRef(deps.db, application.id));
      writeApplicantSearchEntry(
        transaction,
        deps.db,
        newRef.id,
        { ...data, uid: pseudonym, candidate: ERASED_SNAPSHOT },
        (review.data() as { score: number | null; totalQuestions: number | null } | undefined) ?? null,
        now,
      );
    });
  }
  return applications.length;
};

/** The candidate's applications moved so far, by their pseudonymous ids. */
export const pseudonymousApplicationIds = async (db: Firestore, pseudonym: string): Promise<string[]> =>
  (await readApplicationsOfCandidate(db, pseudonym)).map((application) => application.id);
