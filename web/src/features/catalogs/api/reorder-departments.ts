import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { catalogQueryKey } from './get-catalog-entries';

/**
 * `reorderDepartments`: every department's id, first tab first. Refused ('invalid-input' on `ids`)
 * when a department was added or deleted meanwhile; the list is read again either way.
 */
export const useReorderDepartments = () =>
  useCallableMutation('reorderDepartments', {
    input: (ids: string[]) => ({ ids }),
    // The landing page's tabs read the same documents (the departments feature's query).
    invalidates: [catalogQueryKey('departments'), ['departments']],
    refresh: 'settled',
  });
