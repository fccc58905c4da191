import { COLLECTIONS } from '@careers/domain/firestore';

import { loadFirestore } from '@/lib/firebase/load-firestore';

/**
 * Records the job a candidate chose to apply for (spec section 4: "records the job being applied
 * for"): the review step sends them on to its employment questions. The rules let a candidate
 * update their own profile field by field.
 */
export const setPendingJob = async ({ uid, jobId }: { uid: string; jobId: string }): Promise<void> => {
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.profiles, uid), {
    pendingJobId: jobId,
    updatedAt: serverTimestamp(),
  });
};
