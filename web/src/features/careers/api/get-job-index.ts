import { COLLECTIONS, JOB_INDEX_DOC_ID } from '@careers/domain/firestore';
import { allIndexEntries, layoutFromDocuments } from '@careers/domain/rules';
import type { JobIndex, JobIndexEntry, JobIndexShard } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicDocument } from '@/lib/firebase/public-document';

const indexPath = (documentId: string) => `${COLLECTIONS.jobIndex}/${documentId}`;

const EMPTY_JOB_INDEX: JobIndex = { jobs: [], shardIds: [], updatedAt: new Date(0) };

/**
 * A job can move between index documents while they are read one after the other (the jobs
 * service refills `open` from a shard when jobs close), so two documents may briefly both hold it:
 * keep its first entry, or the listing would show the card twice.
 */
const withoutRepeats = (entries: readonly JobIndexEntry[]): JobIndexEntry[] => {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
};

/**
 * The open-jobs index (packages/domain/src/rules/job-index-shards.ts). The careers page reads
 * `jobIndex/open` (one read per visit up to JOB_INDEX_SHARD_CAPACITY open jobs) and runs search,
 * filters, counts, sorting and paging in the browser. Past that capacity, `open.shardIds` names
 * further documents `jobIndex/{shardId}`: they are read in parallel and their entries merged,
 * newest first across all documents (each document is sorted only within itself). All of them
 * are public documents, read over REST (lib/firebase/public-document.ts); `open` may come from
 * index.html's early read.
 */
export const getJobIndex = async (): Promise<JobIndex> => {
  // No index yet (a new project before its first job): an empty listing, not an error.
  const open = (await getPublicDocument<JobIndex>(indexPath(JOB_INDEX_DOC_ID))) ?? EMPTY_JOB_INDEX;
  // An index written before sharding has no `shardIds`: it is all in `open`.
  const shardIds = open.shardIds ?? [];
  if (shardIds.length === 0) return { ...open, shardIds };

  const shards = await Promise.all(shardIds.map((id) => getPublicDocument<JobIndexShard>(indexPath(id))));
  // A shard listed but gone was emptied and deleted after `open` was read: it holds no jobs.
  const layout = layoutFromDocuments(
    { jobs: open.jobs, shardIds },
    new Map(shardIds.map((id, index) => [id, shards[index] ?? undefined])),
  );
  return { ...open, shardIds, jobs: withoutRepeats(allIndexEntries(layout)) };
};

export const jobIndexQueryKey = ['jobIndex', JOB_INDEX_DOC_ID] as const;

export const getJobIndexQueryOptions = () =>
  queryOptions({ queryKey: jobIndexQueryKey, queryFn: getJobIndex });

export const useJobIndex = () => useQuery(getJobIndexQueryOptions());
