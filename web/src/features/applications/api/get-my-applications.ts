import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Application, WithId } from '@careers/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { useSession } from '@/lib/session/use-session';

const applicationConverter = firestoreConverter(CONVERTERS.applications);

/**
 * The signed-in candidate's own applications: the security rules allow exactly this query
 * (`where('uid', '==', uid)`) to a candidate. One cache entry shared by the header (test invite),
 * the careers listing and the job page (applied checks).
 */
export const getMyApplications = async (uid: string): Promise<WithId<Application>[]> => {
  const { db, collection, getDocs, query, where } = await loadFirestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.applications).withConverter(applicationConverter),
      where('uid', '==', uid),
    ),
  );
  return snapshot.docs.map((document) => document.data());
};

/** Invalidate this after applying or taking a test, so the header and job pages catch up. */
export const myApplicationsQueryKey = (uid: string | null) => ['applications', 'own', uid] as const;

export const getMyApplicationsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: myApplicationsQueryKey(uid), queryFn: () => getMyApplications(uid) });

/** The uid whose applications the page should read: candidates only (admins do not apply). */
export const useCandidateUid = (): string | null => {
  const session = useSession();
  return session.status === 'signedIn' && session.role === 'user' ? session.user.uid : null;
};

/** The applications of `uid` (default: the signed-in candidate); nothing is read for null. */
export const useMyApplications = (uid: string | null = null) => {
  const candidateUid = useCandidateUid();
  const effectiveUid = uid ?? candidateUid;
  return useQuery({ ...getMyApplicationsQueryOptions(effectiveUid ?? ''), enabled: effectiveUid !== null });
};

/**
 * Ids of the jobs the candidate has applied for, withdrawn applications left out (empty for
 * visitors and admins, and while loading: the Apply button stays, and applying twice is impossible
 * by construction on the server).
 */
export const appliedJobIds = (
  applications: readonly Pick<Application, 'jobId' | 'status'>[],
): ReadonlySet<string> =>
  new Set(
    applications
      .filter((application) => application.status !== 'withdrawn')
      .map((application) => application.jobId),
  );

export const useAppliedJobIds = (): ReadonlySet<string> => {
  const { data } = useMyApplications();
  return useMemo(() => appliedJobIds(data ?? []), [data]);
};
