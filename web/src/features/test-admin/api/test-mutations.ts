import { useQuery } from '@tanstack/react-query';

import { ADMIN_QUERIES, useCallableMutation } from '@/hooks/use-callable-mutation';
import { useCallable } from '@/lib/firebase/use-callable';

// A test write changes more than the tests pages: the jobs that use a test show its snapshot, and
// the job form offers the tests. Every admin read is marked stale; the ones on screen reload.
const REFRESH = { invalidates: [ADMIN_QUERIES] };

/** `createTest`: the form's fields, with `copyFrom` (another test's bank) when creating. */
export const useCreateTest = () => useCallableMutation('createTest', REFRESH);

/** `updateTest`: refused per field (department, level, a split the bank cannot serve) while jobs use it. */
export const useUpdateTest = () => useCallableMutation('updateTest', REFRESH);

/** `deleteTest`: refused ('in-use'), naming them, while jobs use the test or once candidates have taken it. */
export const useDeleteTest = () =>
  useCallableMutation('deleteTest', {
    input: (testId: string) => ({ testId }),
    ...REFRESH,
    // Not awaited: the test's own page, still on screen, would otherwise reload into 'does not exist'
    // before it navigates away.
    refresh: 'background',
  });

/**
 * `addTestQuestions`: many questions at once. The server skips drafts without a statement, drops
 * empty options and keys its messages by the draft's row (`questions[3].correctOptions`).
 */
export const useAddTestQuestions = () => useCallableMutation('addTestQuestions', REFRESH);

/** `deleteTestQuestion`: refused while an open job uses the test and the bank would be too small. */
export const useDeleteTestQuestion = () => useCallableMutation('deleteTestQuestion', REFRESH);

/**
 * `previewTest`: a paper drawn as a candidate's would be, the key marked. Nothing is recorded, and
 * each draw is new: the result is never reused from the cache.
 */
export const useTestPreview = (testId: string) => {
  const call = useCallable('previewTest');
  return useQuery({
    queryKey: [...ADMIN_QUERIES, 'test-preview', testId],
    queryFn: () => call({ testId }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
};
