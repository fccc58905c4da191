import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import { useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

const degreeConverter = firestoreConverter(CONVERTERS.degrees);

/** The degrees catalog (public), sorted by title, for the education entries' Degree choice. */
export const getDegreeTitles = async (): Promise<string[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(collection(db, COLLECTIONS.degrees).withConverter(degreeConverter));
  return snapshot.docs
    .map((document) => document.data().title)
    .sort((left, right) => left.localeCompare(right));
};

export const useDegreeTitles = () =>
  useQuery({ queryKey: ['degrees', 'titles'], queryFn: getDegreeTitles, staleTime: 5 * 60_000 });
