import { MESSAGES } from '@careers/domain/constants';

import { callableFeedback } from '@/utils/callable-feedback';

/**
 * One line for a refused test action (a dialog or a toast): the server's sentence, e.g. "Test 'X'
 * is used by 2 jobs: …", or its first field's message.
 */
export const describeTestActionError = (error: unknown): string => {
  const feedback = callableFeedback(error);
  return feedback.form ?? Object.values(feedback.fields)[0] ?? MESSAGES.somethingWentWrong;
};
