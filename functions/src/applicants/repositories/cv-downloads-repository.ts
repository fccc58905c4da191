import type { AuditEntry, WithId } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { readAuditEntries } from '../../audit/index.ts';

// CV downloads are audit entries (`auditLog/{id}`, action CV_DOWNLOAD_ACTION, target the job): the
// audit log is already the admin-only, function-written record of who did what, when.

export const CV_DOWNLOAD_ACTION = 'cv.download';

/** The most entries the job page lists (newest first). */
export const CV_DOWNLOADS_LIST_MAX = 200;

/** A job's CV download entries, newest first. */
export const readCvDownloadEntries = (db: Firestore, jobId: string): Promise<WithId<AuditEntry>[]> =>
  readAuditEntries(db, { action: CV_DOWNLOAD_ACTION, targetId: jobId, limit: CV_DOWNLOADS_LIST_MAX });
