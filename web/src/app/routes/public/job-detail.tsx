import { JobDetailPage } from '@/features/jobs/components/job-detail-page';

/** /job-detail/{id}. */
export function JobDetailRoute() {
  return <JobDetailPage />;
}
