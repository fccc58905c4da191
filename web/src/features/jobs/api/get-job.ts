import { DOCUMENT_ID_PATTERN } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import type { Job, JobSlug, WithId } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicDocument } from '@/lib/firebase/public-document';

export type JobWithId = WithId<Job>;

/**
 * The job at public address `address` as the public sees it, or null when there is none: missing,
 * or refused by the rules because it is closed, archived or hidden. A public document, read over
 * REST (see lib/firebase/public-document.ts); admins manage closed jobs in the admin area.
 *
 * The address is the job's id (one read) unless the job was renamed (issue 31): then its slug, new
 * or old, is in `jobSlugs/{address}`, which names the job (two reads more). The page redirects to
 * the job's current address (jobAddressOf) when it differs.
 */
export const getJob = async (address: string): Promise<JobWithId | null> => {
  // Anything that cannot be a job id has no job: no read.
  if (!DOCUMENT_ID_PATTERN.test(address)) return null;
  const job = await getPublicDocument<Job>(`${COLLECTIONS.jobs}/${address}`);
  if (job) return job;
  const slug = await getPublicDocument<JobSlug>(`${COLLECTIONS.jobSlugs}/${address}`);
  // Its own id (a closed or hidden job's first address): read already, and refused.
  if (!slug || slug.jobId === address || !DOCUMENT_ID_PATTERN.test(slug.jobId)) return null;
  return getPublicDocument<Job>(`${COLLECTIONS.jobs}/${slug.jobId}`);
};

export const jobQueryKey = (address: string) => ['jobs', address] as const;

export const getJobQueryOptions = (address: string) =>
  queryOptions({ queryKey: jobQueryKey(address), queryFn: () => getJob(address) });

export const useJob = (address: string) => useQuery(getJobQueryOptions(address));
