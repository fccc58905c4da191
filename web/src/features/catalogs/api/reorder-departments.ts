import type { ReorderDepartmentsResult } from '@careers/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { catalogQueryKey } from './get-catalog-entries';

/**
 * `reorderDepartments`: every department's id, first tab first. Refused ('invalid-input' on `ids`)
 * when a department was added or deleted meanwhile; the list is read again either way.
 */
export const useReorderDepartments = () => {
  const call = useCallable<{ ids: string[] }, ReorderDepartmentsResult>('reorderDepartments');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call({ ids }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueryKey('departments') }),
        // The landing page's tabs read the same documents (the departments feature's query).
        queryClient.invalidateQueries({ queryKey: ['departments'] }),
      ]),
  });
};
