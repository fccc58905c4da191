import type { CatalogKind } from '@careers/domain/constants';

import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { catalogQueryKey } from './get-catalog-entries';

/**
 * `deleteCatalogEntry`. The server refuses an entry that jobs (or, for a department, tests) use
 * ('in-use', with a message naming them); nothing else changes then.
 */
export const useDeleteCatalogEntry = (kind: CatalogKind) =>
  useCallableMutation('deleteCatalogEntry', {
    input: (id: string) => ({ kind, id }),
    // Only this catalog's list changes: a used entry cannot be deleted, so no job pointed at it.
    invalidates: [catalogQueryKey(kind)],
  });
