import type { QuestionDraft, TestInput } from '@careers/domain';
import type { TestPreview } from '@careers/domain/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

export type TestWriteResult = { id: string; message: string };

/**
 * A test write changes more than the tests pages: the jobs that use a test show its snapshot, and
 * the job form offers the tests. Every admin read is marked stale; the ones on screen reload.
 */
const useInvalidateAdmin = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
};

/** `createTest`: the form's fields, with `copyFrom` (another test's bank) when creating. */
export const useCreateTest = () => {
  const call = useCallable<TestInput, TestWriteResult>('createTest');
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (test: TestInput) => call(test), onSuccess: invalidate });
};

/** `updateTest`: refused per field (department, level, a split the bank cannot serve) while jobs use it. */
export const useUpdateTest = () => {
  const call = useCallable<{ testId: string; test: TestInput }, TestWriteResult>('updateTest');
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (request: { testId: string; test: TestInput }) => call(request),
    onSuccess: invalidate,
  });
};

/** `deleteTest`: refused, naming them, while jobs use the test or once candidates have taken it. */
export const useDeleteTest = () => {
  const call = useCallable<{ testId: string }, TestWriteResult>('deleteTest');
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (testId: string) => call({ testId }),
    // Not awaited: the test's own page, still on screen, would otherwise reload into 'does not exist'
    // before it navigates away.
    onSuccess: () => void invalidate(),
  });
};

/**
 * `addTestQuestions`: many questions at once. The server skips drafts without a statement, drops
 * empty options and keys its messages by the draft's row (`questions[3].correctOptions`).
 */
export const useAddTestQuestions = () => {
  const call = useCallable<{ testId: string; questions: QuestionDraft[] }, unknown>('addTestQuestions');
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (request: { testId: string; questions: QuestionDraft[] }) => call(request),
    onSuccess: invalidate,
  });
};

/** `deleteTestQuestion`: refused while an open job uses the test and the bank would be too small. */
export const useDeleteTestQuestion = () => {
  const call = useCallable<{ testId: string; questionId: string }, unknown>('deleteTestQuestion');
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (request: { testId: string; questionId: string }) => call(request),
    onSuccess: invalidate,
  });
};

/**
 * `previewTest`: a paper drawn as a candidate's would be, the key marked. Nothing is recorded, and
 * each draw is new: the result is never reused from the cache.
 */
export const useTestPreview = (testId: string) => {
  const call = useCallable<{ testId: string }, TestPreview>('previewTest');
  return useQuery({
    queryKey: ['admin', 'test-preview', testId],
    queryFn: () => call({ testId }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
};
