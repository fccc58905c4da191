import {
  COLLECTIONS,
  DEFAULT_RETENTION_MONTHS,
  RETENTION_SETTINGS_DOC_ID,
  RETENTION_SWEEP_DOC_ID,
  type CandidateDataRights,
  type RetentionSettings,
  type RetentionSweepCursor,
} from '@careers/domain';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `dataRights/{uid}` (a candidate's legal hold and retention warning), `settings/retention` and
// `settings/retentionSweep`, owned by the data-rights capability; functions write them, admins read them.

export const dataRightsRef = (db: Firestore, uid: string): DocumentReference<CandidateDataRights> =>
  db.collection(COLLECTIONS.dataRights).withConverter(adminConverter<CandidateDataRights>()).doc(uid);

/** A `dataRights` document as read (absent, or missing a field, means none of it). */
export const dataRightsOf = (data: Partial<CandidateDataRights> | undefined): CandidateDataRights => ({
  legalHold: data?.legalHold ?? null,
  retentionWarning: data?.retentionWarning ?? null,
  keptAt: data?.keptAt ?? null,
});

export const readDataRights = async (db: Firestore, uid: string): Promise<CandidateDataRights> =>
  dataRightsOf((await dataRightsRef(db, uid).get()).data());

/** The warning whose keep link carries the token with this hash. */
export const warningByTokenHash = (db: Firestore, tokenHash: string): Query<CandidateDataRights> =>
  db
    .collection(COLLECTIONS.dataRights)
    .withConverter(adminConverter<CandidateDataRights>())
    .where('retentionWarning.tokenHash', '==', tokenHash)
    .limit(1);

export const retentionSettingsRef = (db: Firestore): DocumentReference<RetentionSettings> =>
  db
    .collection(COLLECTIONS.settings)
    .withConverter(adminConverter<RetentionSettings>())
    .doc(RETENTION_SETTINGS_DOC_ID);

export const readRetentionMonths = async (db: Firestore): Promise<number> =>
  (await retentionSettingsRef(db).get()).data()?.months ?? DEFAULT_RETENTION_MONTHS;

/** Where the retention sweep stopped (retention.ts). */
export const retentionSweepRef = (db: Firestore): DocumentReference<RetentionSweepCursor> =>
  db
    .collection(COLLECTIONS.settings)
    .withConverter(adminConverter<RetentionSweepCursor>())
    .doc(RETENTION_SWEEP_DOC_ID);
