import { JobDetailPage } from '@/features/jobs/components/job-detail-page';

import { ApplyNowAction } from './apply-now-action';

/** /job-detail/{id}, with Apply Now. */
export function JobDetailRoute() {
  return <JobDetailPage JobAction={ApplyNowAction} />;
}
