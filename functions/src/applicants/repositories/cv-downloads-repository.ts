import { COLLECTIONS, type AuditEntry, type WithId } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// CV downloads are audit entries (`auditLog/{id}`, action CV_DOWNLOAD_ACTION, target the job): the
// audit log is already the admin-only, function-written record of who did what, when.

export const CV_DOWNLOAD_ACTION = 'cv.download';

/** The most entries the job page lists (newest first). */
export const CV_DOWNLOADS_LIST_MAX = 200;

const auditLog = (db: Firestore) =>
  db.collection(COLLECTIONS.auditLog).withConverter(adminConverter<WithId<AuditEntry>>());

/**
 * A job's CV download entries, newest first (composite index action, target.id, at desc in
 * firestore.indexes.json).
 */
export const readCvDownloadEntries = async (db: Firestore, jobId: string): Promise<WithId<AuditEntry>[]> =>
  (
    await auditLog(db)
      .where('action', '==', CV_DOWNLOAD_ACTION)
      .where('target.id', '==', jobId)
      .orderBy('at', 'desc')
      .limit(CV_DOWNLOADS_LIST_MAX)
      .get()
  ).docs.map((doc) => doc.data());
