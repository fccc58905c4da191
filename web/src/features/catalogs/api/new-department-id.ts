import { COLLECTIONS } from '@careers/domain/firestore';
import { useQuery } from '@tanstack/react-query';

import { loadFirestore } from '@/lib/firebase/load-firestore';

/** A new department document id (Firestore's auto id, made in the browser; nothing is read). */
export const newDepartmentId = async (): Promise<string> => {
  const { db, doc, collection } = await loadFirestore();
  return doc(collection(db, COLLECTIONS.departments)).id;
};

export const newDepartmentIdQueryKey = ['admin', 'new-department-id'] as const;

/**
 * The id of the department a new-department page creates: chosen before saving, so its picture can
 * be uploaded to `departments/{id}/…` (where the storage rules let admins write) first. One id per
 * visit of the page: it is dropped as soon as the page closes.
 */
export const useNewDepartmentId = (enabled: boolean) =>
  useQuery({
    queryKey: newDepartmentIdQueryKey,
    queryFn: newDepartmentId,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
