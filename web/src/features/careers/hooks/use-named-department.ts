import type { JobIndexEntry } from '@careers/domain/types';

import { useDepartment } from '../api/get-department';

/**
 * What the listing knows of the department its URL names:
 * - `listed`: none is named, or the index has open jobs in it (the index carries its title);
 * - `checking`: it has no open job, and `departments/{id}` is being read;
 * - `noOpenings`: it exists and has no open job right now;
 * - `unknown`: there is no such department (or the URL's value cannot be a department id);
 * - `error`: the department could not be read.
 */
export type NamedDepartment =
  | { status: 'listed' }
  | { status: 'checking' }
  | { status: 'noOpenings'; id: string; title: string }
  | { status: 'unknown'; id: string }
  | { status: 'error'; retry: () => void };

/**
 * Decides from the index first: only a department that no open job names costs a read, so the
 * landing page's department links (which all have jobs) keep the listing at one read.
 */
export const useNamedDepartment = (
  departmentId: string | null,
  entries: readonly JobIndexEntry[] | undefined,
): NamedDepartment => {
  const listed =
    departmentId === null ||
    entries === undefined ||
    entries.some((entry) => entry.department.id === departmentId);
  const department = useDepartment(departmentId ?? '', { enabled: !listed });

  if (listed) return { status: 'listed' };
  if (department.isPending) return { status: 'checking' };
  if (department.isError) {
    return {
      status: 'error',
      retry: () => {
        void department.refetch();
      },
    };
  }
  return department.data
    ? { status: 'noOpenings', id: departmentId, title: department.data.title }
    : { status: 'unknown', id: departmentId };
};
