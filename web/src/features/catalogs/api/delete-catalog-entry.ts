import type { CatalogKind } from '@careers/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { catalogQueryKey } from './get-catalog-entries';
import type { CatalogWriteResult } from './save-catalog-entry';

type DeleteRequest = { kind: CatalogKind; id: string };

/**
 * `deleteCatalogEntry`. The server refuses an entry that jobs (or, for a department, tests) use
 * with 'failed-precondition' and a message naming them; nothing else changes then.
 */
export const useDeleteCatalogEntry = (kind: CatalogKind) => {
  const call = useCallable<DeleteRequest, CatalogWriteResult>('deleteCatalogEntry');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call({ kind, id }),
    // Only this catalog's list changes: a used entry cannot be deleted, so no job pointed at it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey(kind) }),
  });
};
