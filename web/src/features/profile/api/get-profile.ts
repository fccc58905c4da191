import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Profile, WithId } from '@careers/domain/types';
import { queryOptions } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

export type ProfileWithId = WithId<Profile>;

const profileConverter = firestoreConverter(CONVERTERS.profiles);

/** The candidate's own `profiles/{uid}`, or null before the first wizard step is saved. */
export const getProfile = async (uid: string): Promise<ProfileWithId | null> => {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.profiles, uid).withConverter(profileConverter));
  return snapshot.data() ?? null;
};

export const profileQueryKey = (uid: string) => ['profiles', uid] as const;

export const getProfileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: profileQueryKey(uid), queryFn: () => getProfile(uid) });
