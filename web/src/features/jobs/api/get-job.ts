import { DOCUMENT_ID_PATTERN } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import type { Job, WithId } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicDocument } from '@/lib/firebase/public-document';

export type JobWithId = WithId<Job>;

/**
 * `jobs/{id}` as the public sees it, or null when there is none: missing, or refused by the rules
 * because it is closed, archived or hidden. A public document, read over REST (see
 * lib/firebase/public-document.ts); admins manage closed jobs in the admin area.
 */
export const getJob = async (jobId: string): Promise<JobWithId | null> => {
  // Anything that cannot be a job id has no job: no read.
  if (!DOCUMENT_ID_PATTERN.test(jobId)) return null;
  return getPublicDocument<Job>(`${COLLECTIONS.jobs}/${jobId}`);
};

export const jobQueryKey = (jobId: string) => ['jobs', jobId] as const;

export const getJobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobQueryKey(jobId), queryFn: () => getJob(jobId) });

export const useJob = (jobId: string) => useQuery(getJobQueryOptions(jobId));
