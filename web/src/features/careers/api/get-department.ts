import { DOCUMENT_ID_PATTERN } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import type { Department, WithId } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicDocument } from '@/lib/firebase/public-document';

/**
 * `departments/{id}`, or null when there is no such department. The listing reads it only when the
 * department its URL names has no open job in the index (which carries the titles of the others),
 * to tell a department with no openings from one that does not exist. A public document, read over
 * REST like the index (lib/firebase/public-document.ts): no Firestore SDK for one read.
 */
export const getDepartment = async (departmentId: string): Promise<WithId<Department> | null> =>
  DOCUMENT_ID_PATTERN.test(departmentId)
    ? getPublicDocument<Department>(`${COLLECTIONS.departments}/${departmentId}`)
    : null;

export const departmentQueryKey = (departmentId: string) => ['department', departmentId] as const;

export const useDepartment = (departmentId: string, options: { enabled: boolean }) =>
  useQuery(
    queryOptions({
      queryKey: departmentQueryKey(departmentId),
      queryFn: () => getDepartment(departmentId),
      enabled: options.enabled,
    }),
  );
