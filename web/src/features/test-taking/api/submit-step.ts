import type { CallableRequest } from '@careers/domain/callables';

import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { loadedSession, testSessionQueryKey } from './test-session-query';

/** The step on screen (1-based: a retried submission of a step already saved changes nothing) and its answers. */
export type SubmitStepRequest = Pick<CallableRequest<'submitStep'>, 'jobId' | 'step' | 'answers'>;

/**
 * Our `submitStep` callable, 'Save this Part': the step's answers (merged over those saved one by
 * one) and the next step, or the completed session after the last one. The answer replaces the
 * page's cached session.
 */
export const useSubmitStep = () =>
  useCallableMutation('submitStep', {
    // Focus events are reported as they happen (recordFocusLoss), so none are added here.
    input: (request: SubmitStepRequest) => ({ ...request, focusLosses: 0, tabSwitches: 0 }),
    onAnswer: (view, request, queryClient) => {
      queryClient.setQueryData(testSessionQueryKey(request.jobId), loadedSession(view));
    },
  });
