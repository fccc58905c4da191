import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

/** The range and filters as the page's URL holds them ('' = the server's default / all). */
export type InsightsQuery = { from: string; to: string; company: string; department: string };

/**
 * The figures (`getHiringInsights`, functions/src/insights): one callable that reads one counter
 * document per job and month of the range, whatever the number of applications.
 */
export const useInsights = (query: InsightsQuery) => {
  const call = useCallable('getHiringInsights');
  return useQuery({
    queryKey: ['admin', 'insights', query],
    queryFn: () => call(query),
    placeholderData: keepPreviousData,
  });
};
