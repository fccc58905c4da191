import type { Application, WithId } from '@careers/domain/types';
import { PIPELINE_PAGE_SIZE, PIPELINE_STAGES, type PipelineStage } from '@careers/domain/rules';
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { loadFirestore } from '@/lib/firebase/load-firestore';
// Only the pipeline's chunk needs its query: the table's Firestore module stays as it was.
import { pipelineStageQuery, type PipelineCursor } from '@/lib/firebase/queries/pipeline-query';

import { applicantsQueryKey, applicationConverter, withScores, type ApplicantRow } from './applicants-page';

// A job's pipeline (issue 31): each column reads its own stage, newest first, a page at a time,
// and its count is the job's (count() per stage), not the cards it shows. Everything sits under the
// applicants' key: every applicant action refreshes it (ADMIN_QUERIES), each column from its first
// page.

export type PipelineCounts = Record<PipelineStage, number>;

type Cursor = PipelineCursor<WithId<Application>>;

export type PipelinePage = {
  rows: ApplicantRow[];
  /** The last card of this page when the stage holds more: the next page starts after it. */
  next: Cursor | null;
  /** When it was read: the cards' time in stage is counted to it. */
  readAt: Date;
};

export const pipelineQueryKey = (jobId: string) => [...applicantsQueryKey(jobId), 'pipeline'] as const;
const columnKey = (jobId: string, stage: PipelineStage) =>
  [...pipelineQueryKey(jobId), 'column', stage] as const;

/** How many of the job's applications stand in each column: one count() per stage. */
export const fetchPipelineCounts = async (jobId: string): Promise<PipelineCounts> => {
  const sdk = await loadFirestore();
  const counts = await Promise.all(
    PIPELINE_STAGES.map(
      async (stage) =>
        [stage, (await sdk.getCount(pipelineStageQuery(sdk.db, jobId, stage))).data().count] as const,
    ),
  );
  return Object.fromEntries(counts) as PipelineCounts;
};

/**
 * One page of a column, newest first, with the test scores: PIPELINE_PAGE_SIZE cards after
 * `after` (one more is read to know whether the stage holds more).
 */
export const fetchPipelinePage = async (
  jobId: string,
  stage: PipelineStage,
  after: Cursor | null,
): Promise<PipelinePage> => {
  const sdk = await loadFirestore();
  const base = pipelineStageQuery(sdk.db, jobId, stage).withConverter(applicationConverter);
  const snapshot = await sdk.getDocs(
    after
      ? sdk.query(base, sdk.startAfter(after), sdk.limit(PIPELINE_PAGE_SIZE + 1))
      : sdk.query(base, sdk.limit(PIPELINE_PAGE_SIZE + 1)),
  );
  const docs = snapshot.docs.slice(0, PIPELINE_PAGE_SIZE);
  const { rows } = await withScores(
    sdk,
    docs.map((document) => document.data()),
  );
  return {
    rows,
    next: snapshot.docs.length > PIPELINE_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
    readAt: new Date(),
  };
};

export const usePipelineCounts = (jobId: string) =>
  useQuery({ queryKey: [...pipelineQueryKey(jobId), 'counts'], queryFn: () => fetchPipelineCounts(jobId) });

/** A column's cards, a page at a time ("Show more": fetchNextPage). */
export const usePipelineColumn = (jobId: string, stage: PipelineStage) =>
  useInfiniteQuery({
    queryKey: columnKey(jobId, stage),
    queryFn: ({ pageParam }) => fetchPipelinePage(jobId, stage, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The cards every column shows now, from the cache (the board's arrow keys walk them). */
export const shownColumns = (
  queryClient: QueryClient,
  jobId: string,
): Record<PipelineStage, ApplicantRow[]> =>
  Object.fromEntries(
    PIPELINE_STAGES.map((stage) => [
      stage,
      queryClient
        .getQueryData<InfiniteData<PipelinePage>>(columnKey(jobId, stage))
        ?.pages.flatMap((page) => page.rows) ?? [],
    ]),
  ) as Record<PipelineStage, ApplicantRow[]>;
