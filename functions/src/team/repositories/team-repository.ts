import { COLLECTIONS, type AdminInvitation, type AdminMember, type WithId } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';
import type { Caller } from '../../lib/authenticate.ts';

// The team's two server-only collections (firestore.rules): the roster `admins/{uid}` and the
// invitations `adminInvitations/{sha256 of token}`. Only the team capability writes them.

export const rosterCollection = (db: Firestore) =>
  db.collection(COLLECTIONS.admins).withConverter(adminConverter<WithId<AdminMember>>());

export const invitationsCollection = (db: Firestore) =>
  db.collection(COLLECTIONS.adminInvitations).withConverter(adminConverter<WithId<AdminInvitation>>());

/**
 * Puts the calling admin on the roster if they are not on it. The claim is what makes an admin; an
 * admin granted it by the command line before the roster existed (or by an older `admin:grant`)
 * joins the roster the first time they use the team, so it never misses a verified admin. Returns
 * the roster as the transaction read it, the caller included. Reads only: call before any write.
 */
export const readRosterWithCaller = async (
  transaction: Transaction,
  db: Firestore,
  caller: Caller,
  now: Date,
): Promise<{ members: WithId<AdminMember>[]; addCaller: () => void }> => {
  const snapshot = await transaction.get(rosterCollection(db));
  const members = snapshot.docs.map((doc) => doc.data());
  const present = members.some((member) => member.id === caller.uid);
  const entry: AdminMember = { email: (caller.email ?? '').toLowerCase(), addedAt: now, addedBy: null };
  return {
    members: present ? members : [...members, { ...entry, id: caller.uid }],
    addCaller: () => {
      if (!present) transaction.set(rosterCollection(db).doc(caller.uid), { ...entry, id: caller.uid });
    },
  };
};
