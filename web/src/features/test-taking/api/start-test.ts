import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { loadedSession, testSessionQueryKey } from './test-session-query';

/**
 * Our `startTest` callable: starts the caller's test for a job (drawing the paper and marking the
 * application test taken), or resumes the session already started. The view goes straight into
 * the test page's cache, so opening the page costs no second call.
 */
export const useStartTest = () =>
  useCallableMutation('startTest', {
    onAnswer: (view, input, queryClient) => {
      queryClient.setQueryData(testSessionQueryKey(input.jobId), loadedSession(view));
    },
  });
