import { useQuery } from '@tanstack/react-query';

import { loadFirestore } from '@/lib/firebase/load-firestore';
// Only the pipeline's chunk needs its query: the table's Firestore module stays as it was.
import { PIPELINE_MAX_CARDS, pipelineQuery } from '@/lib/firebase/queries/pipeline-query';

import { applicantsQueryKey, applicationConverter, withScores, type ApplicantRow } from './applicants-page';

export type PipelineData = {
  rows: ApplicantRow[];
  /** More applications than the pipeline shows (PIPELINE_MAX_CARDS): the table lists them all. */
  truncated: boolean;
  /** When it was read: the cards' time in stage is counted to it. */
  readAt: Date;
};

/** Every application of the job in a pipeline column, oldest first, with the test scores. */
export const fetchPipeline = async (jobId: string): Promise<PipelineData> => {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(pipelineQuery(sdk.db, jobId).withConverter(applicationConverter));
  const applications = snapshot.docs.slice(0, PIPELINE_MAX_CARDS).map((document) => document.data());
  const { rows } = await withScores(sdk, applications);
  return { rows, truncated: snapshot.size > PIPELINE_MAX_CARDS, readAt: new Date() };
};

/** Under the applicants' key: every applicant action refreshes it (ADMIN_QUERIES). */
export const usePipeline = (jobId: string) =>
  useQuery({ queryKey: [...applicantsQueryKey(jobId), 'pipeline'], queryFn: () => fetchPipeline(jobId) });
