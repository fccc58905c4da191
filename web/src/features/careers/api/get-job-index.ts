import { COLLECTIONS, JOB_INDEX_DOC_ID } from '@careers/domain/firestore';
import type { JobIndex } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicDocument } from '@/lib/firebase/public-document';

/**
 * `jobIndex/open`: every open, visible job in one document. The careers page reads only this (one
 * read per visit); search, filters, counts, sorting and paging run in the browser. It is a public
 * document, read over REST (see lib/firebase/public-document.ts).
 */
export const getJobIndex = async (): Promise<JobIndex> =>
  // No index yet (a new project before its first job): an empty listing, not an error.
  (await getPublicDocument<JobIndex>(`${COLLECTIONS.jobIndex}/${JOB_INDEX_DOC_ID}`)) ?? {
    jobs: [],
    updatedAt: new Date(0),
  };

export const jobIndexQueryKey = ['jobIndex', JOB_INDEX_DOC_ID] as const;

export const getJobIndexQueryOptions = () =>
  queryOptions({ queryKey: jobIndexQueryKey, queryFn: getJobIndex });

export const useJobIndex = () => useQuery(getJobIndexQueryOptions());
