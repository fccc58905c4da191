import { useQuery } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

/**
 * Our `getQuestionImage` callable: a question's picture as a data URL, served only while the
 * candidate's current step shows that question. Pictures never change, so one read per question.
 */
export const useQuestionImage = (jobId: string, questionId: string) => {
  const call = useCallable('getQuestionImage');
  return useQuery({
    queryKey: ['test-session', jobId, 'image', questionId] as const,
    queryFn: async () => (await call({ jobId, questionId })).dataUrl,
    staleTime: Infinity,
    gcTime: Infinity,
  });
};
