import { createHash } from 'node:crypto';

import { COLLECTIONS, type ErasureRecord, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `erasures/{sha256(uid)}`: one per erased candidate, written and read only by functions (the
// rules deny clients). The id is a hash so the record never names the uid; while an erasure runs
// `subject` holds the uid and address its steps need, and completion removes it.

const converter = adminConverter<WithId<ErasureRecord>>();

export const erasureIdOf = (uid: string): string => createHash('sha256').update(uid).digest('hex');

export const erasureRef = (db: Firestore, uid: string): DocumentReference<WithId<ErasureRecord>> =>
  db.collection(COLLECTIONS.erasures).withConverter(converter).doc(erasureIdOf(uid));

/** Erasures still running whose last step is older than `before`: what the sweep resumes. */
export const stalledErasures = (db: Firestore, before: Date, limit: number): Query<WithId<ErasureRecord>> =>
  db
    .collection(COLLECTIONS.erasures)
    .withConverter(converter)
    .where('state', '==', 'running')
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit);
