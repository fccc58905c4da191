import { MESSAGES } from '@careers/domain/constants';

import { callableFeedback } from '@/utils/callable-feedback';

/** One line for a refused job action (a toast or a dialog): the server's message, or its first field's. */
export const describeJobActionError = (error: unknown): string => {
  const feedback = callableFeedback(error);
  return feedback.form ?? Object.values(feedback.fields)[0] ?? MESSAGES.somethingWentWrong;
};
