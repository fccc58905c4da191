import { createHmac } from 'node:crypto';

import { COLLECTIONS, type ErasureRecord, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

import type { Deps } from '../../deps.ts';
import { adminConverter } from '../../lib/converter.ts';

// `erasures/{HMAC-SHA256(key, uid)}`: one per erased candidate, written and read only by functions
// (the rules deny clients). The id is keyed (the secret ERASURE_ID_KEY, deps.erasureIdKey) so the
// record never names the uid and nobody without the key can compute it from one: a plain hash of
// the uid was a lasting link from the uid to the pseudonym (issue 31). The functions find the
// record of a repeated request with the key; while an erasure runs `subject` holds the uid and
// address its steps need, and completion removes it.

const converter = adminConverter<WithId<ErasureRecord>>();

export const erasureIdOf = (key: string, uid: string): string =>
  createHmac('sha256', key).update(uid).digest('hex');

const erasures = (db: Firestore) => db.collection(COLLECTIONS.erasures).withConverter(converter);

/** The erasure record of `uid`, found with the key. */
export const erasureRef = (
  deps: Pick<Deps, 'db' | 'erasureIdKey'>,
  uid: string,
): DocumentReference<WithId<ErasureRecord>> => erasures(deps.db).doc(erasureIdOf(deps.erasureIdKey, uid));

/** A record by its id (a resumed erasure updates the record it read, whatever key made its id). */
export const erasureRefById = (db: Firestore, id: string): DocumentReference<WithId<ErasureRecord>> =>
  erasures(db).doc(id);

/** Erasures still running whose last step is older than `before`: what the sweep resumes. */
export const stalledErasures = (db: Firestore, before: Date, limit: number): Query<WithId<ErasureRecord>> =>
  erasures(db)
    .where('state', '==', 'running')
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit);
