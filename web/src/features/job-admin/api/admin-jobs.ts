import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import { JOBS_GRID_DEFAULT_SPEC, type JobsGridSpec } from '@careers/domain/rules';
import type { Job, WithId } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

const jobConverter = firestoreConverter(CONVERTERS.jobs);

export type AdminJob = WithId<Job>;
export type JobsPage = { rows: AdminJob[]; total: number; reads: number };

const readJobsPage = createPageReader<AdminJob>();

/** One page of the /jobs grid and the total its filters match (count(): one read per 1,000). */
export const fetchJobsPage = async (
  spec: JobsGridSpec,
  page: number,
  pageSize: number,
): Promise<JobsPage> => {
  const sdk = await loadFirestore();
  const base = sdk.jobsQuery(sdk.db, spec).withConverter(jobConverter);
  const { docs, total, reads } = await readJobsPage(sdk, base, JSON.stringify(spec), page, pageSize);
  return { rows: docs.map((document) => document.data()), total, reads };
};

export const adminJobsQueryKey = ['admin', 'jobs'] as const;

export const useAdminJobs = (spec: JobsGridSpec, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...adminJobsQueryKey, spec, page, pageSize],
    queryFn: () => fetchJobsPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });

/** Applications per shown job, by count() aggregation (one read each), never a stored counter. */
export const useApplicantCounts = (jobIds: readonly string[]) =>
  useQuery({
    queryKey: ['admin', 'applicant-counts', ...jobIds],
    enabled: jobIds.length > 0,
    queryFn: async () => {
      const { db, getCount, applicantsOfJobQuery } = await loadFirestore();
      const counts = await Promise.all(
        jobIds.map(async (id) => [id, (await getCount(applicantsOfJobQuery(db, id))).data().count] as const),
      );
      return Object.fromEntries(counts) as Record<string, number>;
    },
  });

const listJobs = async (spec: JobsGridSpec, max: number): Promise<AdminJob[]> => {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.jobsPageQuery(sdk.jobsQuery(sdk.db, spec).withConverter(jobConverter), max, undefined),
  );
  return snapshot.docs.map((document) => document.data());
};

const RECENT_TO_COPY = 50;
const MATCHES_TO_COPY = 20;

/**
 * Jobs to copy a new one from: the latest postings, or, once the admin types, those whose title
 * starts with the text (as typed and capitalised: Firestore compares exact case), so any of
 * thousands of jobs can be found in a few reads.
 */
export const useJobsToCopy = (text: string) =>
  useQuery({
    queryKey: ['admin', 'jobs', 'to-copy', text],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<AdminJob[]> => {
      const prefix = text.trim();
      if (prefix === '') return listJobs(JOBS_GRID_DEFAULT_SPEC, RECENT_TO_COPY);
      const variants = [...new Set([prefix, `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}`])];
      const found = await Promise.all(
        variants.map((value) =>
          listJobs(
            {
              ...JOBS_GRID_DEFAULT_SPEC,
              column: { field: 'title', operator: 'startsWith', value },
              sort: { field: 'title', direction: 'asc' },
            },
            MATCHES_TO_COPY,
          ),
        ),
      );
      return [...new Map(found.flat().map((job) => [job.id, job])).values()];
    },
  });

export const getAdminJob = async (jobId: string): Promise<AdminJob | null> => {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.jobs, jobId).withConverter(jobConverter));
  return snapshot.data() ?? null;
};

export const adminJobQueryKey = (jobId: string) => ['admin', 'job', jobId] as const;

export const useAdminJob = (jobId: string | null) =>
  useQuery({
    queryKey: adminJobQueryKey(jobId ?? ''),
    queryFn: () => getAdminJob(jobId ?? ''),
    enabled: Boolean(jobId),
  });
