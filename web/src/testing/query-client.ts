import { QueryClient, type QueryKey } from '@tanstack/react-query';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { jobIndexQueryKey } from '@/features/careers/api/get-job-index';
import { departmentsQueryKey } from '@/features/departments/api/get-departments';

import { testSessions } from './sessions';

/** The uid of a signed-in test session. */
export const uidOf = (session: { user: { uid: string } | null }): string => {
  if (!session.user) throw new Error('A signed-in session is needed here.');
  return session.user.uid;
};

export type QuerySeed = readonly (readonly [QueryKey, unknown])[];

/**
 * What the public pages read, empty: pages render without touching Firestore. A test that cares
 * about the data passes its own seed for the same keys (later entries win).
 */
export const EMPTY_PUBLIC_DATA: QuerySeed = [
  [jobIndexQueryKey, { jobs: [], shardIds: [], updatedAt: new Date(0) }],
  [departmentsQueryKey, []],
  [myApplicationsQueryKey(uidOf(testSessions.candidate)), []],
];

/**
 * A query client for component tests: no retries, and seeded data never goes stale, so a page
 * reads its data from the cache instead of Firebase. Data that is not seeded is fetched for real
 * (and fails without an emulator): seed everything a test's page reads.
 */
export const createTestQueryClient = (seed: QuerySeed = []): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of [...EMPTY_PUBLIC_DATA, ...seed]) client.setQueryData(key, data);
  return client;
};
