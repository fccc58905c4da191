import type { CatalogKind } from '@careers/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { newDepartmentIdQueryKey } from './new-department-id';

/** What the catalog callables answer: the entry's id and 'Company has been created.' and the like. */
export type CatalogWriteResult = { id: string; message: string };

/** The fields of one catalog's entry, as its domain schema takes them (see utils/catalog-form-values). */
export type CatalogEntryInput = Record<string, string | number>;

type CreateRequest = { kind: CatalogKind; entry: CatalogEntryInput };
type UpdateRequest = CreateRequest & { id: string };

/**
 * A catalog write can change what almost any page shows: a rename is copied into the jobs that use
 * the entry and into the open-jobs index (landing page, careers listing, job form options). So every
 * cached read is marked stale, and the ones on screen are read again; except the id a new-department
 * page has chosen, which must not change under the picture uploaded with it.
 */
const useInvalidateEverything = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[1] !== newDepartmentIdQueryKey[1],
    });
};

/** `createCatalogEntry`: a department's entry carries the id its picture was uploaded under. */
export const useCreateCatalogEntry = (kind: CatalogKind) => {
  const call = useCallable<CreateRequest, CatalogWriteResult>('createCatalogEntry');
  const invalidate = useInvalidateEverything();
  return useMutation({
    mutationFn: (entry: CatalogEntryInput) => call({ kind, entry }),
    onSuccess: invalidate,
  });
};

/** `updateCatalogEntry`: the jobs that use the entry get its new title (the server copies it). */
export const useUpdateCatalogEntry = (kind: CatalogKind) => {
  const call = useCallable<UpdateRequest, CatalogWriteResult>('updateCatalogEntry');
  const invalidate = useInvalidateEverything();
  return useMutation({
    mutationFn: ({ id, entry }: { id: string; entry: CatalogEntryInput }) => call({ kind, id, entry }),
    onSuccess: invalidate,
  });
};
