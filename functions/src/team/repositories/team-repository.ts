import { COLLECTIONS, type AdminInvitation, type AdminMember, type WithId } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// The team's two server-only collections (firestore.rules): the roster `admins/{uid}` and the
// invitations `adminInvitations/{sha256 of token}`. Only the team capability writes them.

export const rosterCollection = (db: Firestore) =>
  db.collection(COLLECTIONS.admins).withConverter(adminConverter<WithId<AdminMember>>());

export const invitationsCollection = (db: Firestore) =>
  db.collection(COLLECTIONS.adminInvitations).withConverter(adminConverter<WithId<AdminInvitation>>());

/**
 * The roster as the transaction reads it. It is what makes an admin, with the claim: the rules and
 * the functions' guards (lib/authenticate.ts) refuse a claim whose holder is not on it, so the
 * caller of a team function is on it already. (Before issue 31 a caller missing from it was added
 * here, which let a removed admin's stale token put them back.)
 */
export const readRoster = async (transaction: Transaction, db: Firestore): Promise<WithId<AdminMember>[]> =>
  (await transaction.get(rosterCollection(db))).docs.map((doc) => doc.data());
