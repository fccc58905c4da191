import { newProfile, type Profile } from '@careers/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

import type { Deps } from '../../deps.ts';
import { profileDocument, typedProfileDocument } from '../repositories/profile-repository.ts';
import type { Candidate } from './candidate.ts';

/**
 * Reads the candidate's profile in a transaction. Registration creates it, but a registration that
 * failed half-way may have left none (web/src/features/auth/api/register.ts): then the wizard's
 * first save creates it from the domain's empty profile.
 */
export const readProfileForUpdate = async (
  db: Firestore,
  transaction: Transaction,
  uid: string,
): Promise<Profile | null> => {
  const snapshot = await transaction.get(typedProfileDocument(db, uid));
  const data = snapshot.data();
  if (!data) return null;
  const { id: _id, ...profile } = data;
  return profile;
};

type DateField = 'termsAcceptedAt' | 'submittedAt';

/**
 * Writes only `changes` (and the account's email and `updatedAt`) into the profile, creating it
 * first when there is none; returns the profile as it now is. Merging keeps whatever the other
 * steps saved. Fields in `serverTimes` get the commit's time (in the returned profile: `now`).
 */
export const writeProfileChanges = (
  db: Firestore,
  transaction: Transaction,
  input: {
    candidate: Candidate;
    existing: Profile | null;
    changes: Partial<Profile>;
    now: Date;
    serverTimes?: readonly DateField[];
  },
): Profile => {
  const { candidate, existing, changes, now, serverTimes = [] } = input;
  const base =
    existing ?? newProfile({ firstName: '', lastName: '', email: candidate.email, jobId: null }, now);
  const written = { ...(existing ? {} : base), ...changes, email: candidate.email, updatedAt: now };
  const stamps = Object.fromEntries(serverTimes.map((field) => [field, FieldValue.serverTimestamp()]));
  transaction.set(profileDocument(db, candidate.uid), { ...written, ...stamps }, { merge: true });
  return { ...base, ...written, ...Object.fromEntries(serverTimes.map((field) => [field, now])) };
};

/**
 * A step's save on its own: the profile read and `changes` written in one transaction
 * (writeProfileChanges), with `alongside`'s writes when given (they commit or fail with it);
 * returns the profile as it now is.
 */
export const saveProfileChanges = (
  deps: Pick<Deps, 'db'>,
  candidate: Candidate,
  changes: Partial<Profile>,
  options: {
    now: Date;
    serverTimes?: readonly DateField[];
    alongside?: (transaction: Transaction) => void;
  },
): Promise<Profile> =>
  deps.db.runTransaction(async (transaction) => {
    const { alongside, ...write } = options;
    const existing = await readProfileForUpdate(deps.db, transaction, candidate.uid);
    alongside?.(transaction);
    return writeProfileChanges(deps.db, transaction, { candidate, existing, changes, ...write });
  });
