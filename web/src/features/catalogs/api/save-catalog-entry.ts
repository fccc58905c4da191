import type { Query } from '@tanstack/react-query';

import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { newDepartmentIdQueryKey } from './new-department-id';

/**
 * A catalog write can change what almost any page shows: a rename is copied into the jobs that use
 * the entry and into the open-jobs index (landing page, careers listing, job form options). So every
 * cached read is marked stale, and the ones on screen are read again; except the id a new-department
 * page has chosen, which must not change under the picture uploaded with it.
 */
const EVERYTHING_BUT_THE_NEW_DEPARTMENT_ID = {
  predicate: (query: Query) => query.queryKey[1] !== newDepartmentIdQueryKey[1],
};

/** `createCatalogEntry`: a department's entry carries the id its picture was uploaded under. */
export const useCreateCatalogEntry = () =>
  useCallableMutation('createCatalogEntry', { invalidates: EVERYTHING_BUT_THE_NEW_DEPARTMENT_ID });

/** `updateCatalogEntry`: the jobs that use the entry get its new title (the server copies it). */
export const useUpdateCatalogEntry = () =>
  useCallableMutation('updateCatalogEntry', { invalidates: EVERYTHING_BUT_THE_NEW_DEPARTMENT_ID });
