import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Department, WithId } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

export type DepartmentWithId = WithId<Department>;

const departmentConverter = firestoreConverter(CONVERTERS.departments);

/** The public departments catalog in landing-page order (ascending `order`). */
export const getDepartments = async (): Promise<DepartmentWithId[]> => {
  const { db, collection, getDocs, orderBy, query } = await loadFirestore();
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.departments).withConverter(departmentConverter), orderBy('order')),
  );
  return snapshot.docs.map((document) => document.data());
};

export const departmentsQueryKey = ['departments'] as const;

export const getDepartmentsQueryOptions = () =>
  queryOptions({ queryKey: departmentsQueryKey, queryFn: getDepartments });

export const useDepartments = () => useQuery(getDepartmentsQueryOptions());
