import type { TestSessionView } from '@careers/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { loadedSession, testSessionQueryKey } from './test-session-query';

export type SubmitStepRequest = {
  jobId: string;
  /** The step on screen (1-based): a retried submission of a step already saved changes nothing. */
  step: number;
  answers: { questionId: string; options: string[] }[];
};

/**
 * Our `submitStep` callable, 'Save this Part': the step's answers (merged over those saved one by
 * one) and the next step, or the completed session after the last one. The answer replaces the
 * page's cached session.
 */
export const useSubmitStep = () => {
  const call = useCallable<SubmitStepRequest & { focusLosses: number; tabSwitches: number }, TestSessionView>(
    'submitStep',
  );
  const queryClient = useQueryClient();
  return useMutation({
    // Focus events are reported as they happen (recordFocusLoss), so none are added here.
    mutationFn: (request: SubmitStepRequest) => call({ ...request, focusLosses: 0, tabSwitches: 0 }),
    onSuccess: (view, request) => {
      queryClient.setQueryData(testSessionQueryKey(request.jobId), loadedSession(view));
    },
  });
};
