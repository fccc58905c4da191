import { STORAGE_PATHS } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import type { Bucket } from '../../deps.ts';
import { profileDocument } from '../repositories/profile-repository.ts';

/** Erasure (issue 21): every file under the candidate's folder, then their profile. Idempotent. */
export const deleteCandidateFiles = async (bucket: Bucket, uid: string): Promise<void> => {
  await bucket.deleteFiles({ prefix: STORAGE_PATHS.candidateFolder(uid) });
};

export const deleteProfileAndFiles = async (
  deps: { db: Firestore; bucket: Bucket },
  uid: string,
): Promise<void> => {
  await deleteCandidateFiles(deps.bucket, uid);
  await deps.db.recursiveDelete(profileDocument(deps.db, uid));
};
