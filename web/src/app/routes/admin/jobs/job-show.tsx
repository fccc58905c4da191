import { useParams } from 'react-router-dom';

import { JobDetailsPage } from '@/features/job-admin/components/job-details-page';

/**
 * /jobs/show/{id}: the job and its actions (jobs admin). The applicants of the job (the applicants
 * feature) render below it, passed as children.
 */
export function JobShowRoute() {
  const { id = '' } = useParams();
  return <JobDetailsPage key={id} jobId={id} />;
}
