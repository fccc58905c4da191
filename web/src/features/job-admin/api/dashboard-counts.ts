import { AWAITING_SHORTLIST_STATUSES } from '@careers/domain/rules';
import { COLLECTIONS } from '@careers/domain/firestore';
import { useQuery } from '@tanstack/react-query';

import { loadFirestore } from '@/lib/firebase/load-firestore';

export type DashboardCounts = { openJobs: number; recentApplications: number; awaitingReview: number };

const WEEK_MS = 7 * 86_400_000;

/** The dashboard's figures, each one count() aggregation: reads scale with nothing shown. */
export const useDashboardCounts = () =>
  useQuery({
    queryKey: ['admin', 'dashboard-counts'],
    queryFn: async (): Promise<DashboardCounts> => {
      const { db, collection, getCount, query, where } = await loadFirestore();
      const jobs = collection(db, COLLECTIONS.jobs);
      const applications = collection(db, COLLECTIONS.applications);
      const [openJobs, recentApplications, awaitingReview] = await Promise.all([
        getCount(
          query(
            jobs,
            where('status', '==', 'open'),
            where('hidden', '==', false),
            where('deleted', '==', false),
          ),
        ),
        getCount(query(applications, where('appliedAt', '>=', new Date(Date.now() - WEEK_MS)))),
        getCount(query(applications, where('status', 'in', [...AWAITING_SHORTLIST_STATUSES]))),
      ]);
      return {
        openJobs: openJobs.data().count,
        recentApplications: recentApplications.data().count,
        awaitingReview: awaitingReview.data().count,
      };
    },
  });
