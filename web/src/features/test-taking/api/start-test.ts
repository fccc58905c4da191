import type { TestSessionView } from '@careers/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { loadedSession, testSessionQueryKey } from './test-session-query';

export type StartTestRequest = { jobId: string; testId: string };

/**
 * Our `startTest` callable: starts the caller's test for a job (drawing the paper and marking the
 * application test taken), or resumes the session already started. The view goes straight into
 * the test page's cache, so opening the page costs no second call.
 */
export const useStartTest = () => {
  const call = useCallable<StartTestRequest, TestSessionView>('startTest');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view, request) => {
      queryClient.setQueryData(testSessionQueryKey(request.jobId), loadedSession(view));
    },
  });
};
