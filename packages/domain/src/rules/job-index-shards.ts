import { JOB_INDEX_MAX_BYTES, JOB_INDEX_SHARD_CAPACITY } from '../constants/limits.ts';
import { JOB_INDEX_DOC_ID } from '../firestore/collections.ts';
import type { JobIndex, JobIndexEntry, JobIndexShard } from '../types/job.ts';
import { compareJobs } from './careers-filter.ts';
import { estimateIndexBytes, firestoreValueBytes } from './job-index.ts';

// The open-jobs index as one or more documents in `jobIndex/`:
//
//   jobIndex/open     { jobs: JobIndexEntry[], shardIds: string[], updatedAt }   ← the careers page reads this
//   jobIndex/open-2   { jobs: JobIndexEntry[], updatedAt }                       ← only past 2,000 jobs
//   jobIndex/open-3   …
//
// Every listed job has exactly one entry in exactly one document. Documents fill in order (the first
// document first), so up to JOB_INDEX_SHARD_CAPACITY listed jobs everything is in `jobIndex/open` and
// the careers page needs one read. These pure functions decide where an entry goes; the jobs service
// applies them inside its transaction (it reads every shard, which only exist past the capacity).

export type JobIndexLimits = {
  /** Entries per document. */
  capacity: number;
  /** Stored bytes per document (estimateIndexBytes). */
  maxBytes: number;
};

export const DEFAULT_JOB_INDEX_LIMITS: JobIndexLimits = {
  capacity: JOB_INDEX_SHARD_CAPACITY,
  maxBytes: JOB_INDEX_MAX_BYTES,
};

/** One index document: `open` first, then the further shards in the order of `shardIds`. */
export type JobIndexDocument = { id: string; jobs: JobIndexEntry[] };

/** The whole index: `documents[0]` is always `jobIndex/open`, present even when empty. */
export type JobIndexLayout = { documents: JobIndexDocument[] };

/** What to write after a change: documents to set (with their new entries) and shards to delete. */
export type JobIndexWrites = {
  /** `open` is in this list when its entries or its `shardIds` changed. */
  set: JobIndexDocument[];
  /** Shards that became empty and were dropped from `shardIds`. */
  delete: string[];
  /** `shardIds` of the `open` document after the change. */
  shardIds: string[];
};

export const EMPTY_JOB_INDEX_LAYOUT: JobIndexLayout = { documents: [{ id: JOB_INDEX_DOC_ID, jobs: [] }] };

/**
 * The layout from stored documents. `open` may be missing (a new project); a shard listed in
 * `shardIds` but missing counts as empty (it is dropped on the next write).
 */
export const layoutFromDocuments = (
  open: Pick<JobIndex, 'jobs' | 'shardIds'> | undefined,
  shards: ReadonlyMap<string, Pick<JobIndexShard, 'jobs'> | undefined>,
): JobIndexLayout => ({
  documents: [
    { id: JOB_INDEX_DOC_ID, jobs: [...(open?.jobs ?? [])] },
    ...(open?.shardIds ?? []).map((id) => ({ id, jobs: [...(shards.get(id)?.jobs ?? [])] })),
  ],
});

/** Every entry of every document, newest first: what the careers page shows. */
export const allIndexEntries = (layout: JobIndexLayout): JobIndexEntry[] =>
  layout.documents.flatMap((document) => document.jobs).sort(compareJobs('newest'));

/** The smallest unused id of the form `open-{n}` (n ≥ 2): stable, readable names. */
export const nextShardId = (usedIds: readonly string[]): string => {
  const used = new Set(usedIds);
  let n = 2;
  while (used.has(`${JOB_INDEX_DOC_ID}-${String(n)}`)) n += 1;
  return `${JOB_INDEX_DOC_ID}-${String(n)}`;
};

const idsAfterOpen = (documents: readonly JobIndexDocument[]): string[] =>
  documents.slice(1).map((document) => document.id);

/** `shardIds` of a layout: the ids of every document after `open`. */
export const shardIdsOf = (layout: JobIndexLayout): string[] => idsAfterOpen(layout.documents);

/** A document while a layout is being changed: its entries' stored size is kept up to date. */
type WorkingDocument = JobIndexDocument & { entryBytes: number };

const working = (document: JobIndexDocument): WorkingDocument => ({
  id: document.id,
  jobs: [...document.jobs],
  entryBytes: document.jobs.reduce((sum, entry) => sum + firestoreValueBytes(entry), 0),
});

/**
 * Whether an entry of `bytes` can join `document` within the limits. `open` is measured with its
 * `shardIds` plus one id to spare, so adding a shard later cannot push a full `open` over its budget.
 */
const hasRoom = (
  document: WorkingDocument,
  bytes: number,
  shardIds: readonly string[],
  limits: JobIndexLimits,
): boolean => {
  if (document.jobs.length >= limits.capacity) return false;
  const fixed = estimateIndexBytes([], {
    path: `jobIndex/${document.id}`,
    ...(document.id === JOB_INDEX_DOC_ID ? { shardIds: [...shardIds, nextShardId(shardIds)] } : {}),
  });
  return fixed + document.entryBytes + bytes <= limits.maxBytes;
};

const push = (document: WorkingDocument, entry: JobIndexEntry, bytes: number): void => {
  document.jobs.push(entry);
  document.entryBytes += bytes;
};

/**
 * Moves entries from the last documents into earlier ones that have room, and drops shards left
 * empty, so the index uses as few documents as it can: after jobs close, the careers page goes back
 * to one read as soon as the listed jobs fit `open` again. Only does work when a shard exists.
 */
const compact = (documents: WorkingDocument[], limits: JobIndexLimits): void => {
  for (let target = 0; target < documents.length; target += 1) {
    for (let source = documents.length - 1; source > target; source -= 1) {
      const from = documents[source]!;
      const to = documents[target]!;
      // Newest first, so the documents read first hold the newest jobs.
      from.jobs.sort(compareJobs('newest'));
      let moved = 0;
      const shardIds = idsAfterOpen(documents);
      for (const entry of from.jobs) {
        const bytes = firestoreValueBytes(entry);
        if (!hasRoom(to, bytes, shardIds, limits)) break;
        push(to, entry, bytes);
        from.entryBytes -= bytes;
        moved += 1;
      }
      from.jobs.splice(0, moved);
    }
  }
  for (let index = documents.length - 1; index > 0; index -= 1) {
    if (documents[index]!.jobs.length === 0) documents.splice(index, 1);
  }
};

const finish = (documents: readonly WorkingDocument[]): JobIndexLayout => ({
  documents: documents.map(({ id, jobs }) => ({ id, jobs: jobs.sort(compareJobs('newest')) })),
});

/**
 * The layout after one job changed: `entry` is its new index entry, or null when the job must not be
 * listed (closed, archived, hidden, deleted). An edited entry stays in its document when it still
 * fits there (one document written), otherwise it goes to the first document with room, or to a new
 * shard. Does not change the layout it was given.
 */
export const placeJobIndexEntry = (
  layout: JobIndexLayout,
  jobId: string,
  entry: JobIndexEntry | null,
  limits: JobIndexLimits = DEFAULT_JOB_INDEX_LIMITS,
): JobIndexLayout => {
  const documents = layout.documents.map(working);
  let home = -1;
  documents.forEach((document, index) => {
    const at = document.jobs.findIndex((existing) => existing.id === jobId);
    if (at < 0) return;
    document.entryBytes -= firestoreValueBytes(document.jobs[at]!);
    document.jobs.splice(at, 1);
    home = index;
  });

  if (entry) {
    const bytes = firestoreValueBytes(entry);
    const shardIds = idsAfterOpen(documents);
    const target =
      home >= 0 && hasRoom(documents[home]!, bytes, shardIds, limits)
        ? home
        : documents.findIndex((document) => hasRoom(document, bytes, shardIds, limits));
    if (target >= 0) push(documents[target]!, entry, bytes);
    else documents.push({ id: nextShardId(shardIds), jobs: [entry], entryBytes: bytes });
  }

  compact(documents, limits);
  return finish(documents);
};

/** A layout holding `entries` from scratch (seeding, a full rebuild): newest first across documents. */
export const buildJobIndexLayout = (
  entries: readonly JobIndexEntry[],
  limits: JobIndexLimits = DEFAULT_JOB_INDEX_LIMITS,
): JobIndexLayout => {
  const documents: WorkingDocument[] = [{ id: JOB_INDEX_DOC_ID, jobs: [], entryBytes: 0 }];
  for (const entry of [...entries].sort(compareJobs('newest'))) {
    const bytes = firestoreValueBytes(entry);
    const shardIds = idsAfterOpen(documents);
    const last = documents[documents.length - 1]!;
    if (hasRoom(last, bytes, shardIds, limits)) push(last, entry, bytes);
    else documents.push({ id: nextShardId(shardIds), jobs: [entry], entryBytes: bytes });
  }
  return finish(documents);
};

const sameEntries = (a: readonly JobIndexEntry[], b: readonly JobIndexEntry[]): boolean =>
  a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes that turn `before` into `after`: only documents whose entries changed (and `open` when
 * its `shardIds` changed), so an edit of a job that is listed in neither version writes nothing.
 */
export const jobIndexWrites = (before: JobIndexLayout, after: JobIndexLayout): JobIndexWrites => {
  const previous = new Map(before.documents.map((document) => [document.id, document.jobs]));
  const shardIds = shardIdsOf(after);
  const shardIdsChanged = JSON.stringify(shardIdsOf(before)) !== JSON.stringify(shardIds);
  const set = after.documents.filter((document) => {
    const old = previous.get(document.id);
    if (document.id === JOB_INDEX_DOC_ID && shardIdsChanged) return true;
    return !old || !sameEntries(old, document.jobs);
  });
  const kept = new Set(after.documents.map((document) => document.id));
  const deleted = before.documents.map((document) => document.id).filter((id) => !kept.has(id));
  return { set, delete: deleted, shardIds };
};
