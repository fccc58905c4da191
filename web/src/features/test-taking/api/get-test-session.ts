import { useQuery } from '@tanstack/react-query';

import { readCallableError } from '@/lib/callable-errors';
import { useCallable } from '@/lib/firebase/use-callable';

import { loadedSession, testSessionQueryKey } from './test-session-query';

/** No session for this job yet (the candidate has not started it). */
export const isNotStartedError = (error: unknown): boolean =>
  readCallableError(error).reason === 'test-not-started';

/**
 * Our `getTestSession` callable: the caller's session of a job as a reload or another device
 * resumes it (the current step, saved choices, deadline and the server's time), finalised by the
 * server first when its time ran out.
 */
export const useTestSession = (jobId: string, options: { enabled?: boolean } = {}) => {
  const call = useCallable('getTestSession');
  return useQuery({
    queryKey: testSessionQueryKey(jobId),
    enabled: options.enabled ?? true,
    queryFn: async () => loadedSession(await call({ jobId })),
    // The session changes only through this page's own calls, which put their answer in the cache;
    // refetching on focus would also race the focus-loss report.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isNotStartedError(error) && failures < 2,
  });
};
