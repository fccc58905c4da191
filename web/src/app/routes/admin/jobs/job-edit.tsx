import { useParams } from 'react-router-dom';

import { JobFormPage } from '@/features/job-admin/components/job-form-page';

/** /jobs/edit/{id}: the job form on a stored job. */
export function JobEditRoute() {
  const { id = '' } = useParams();
  return <JobFormPage key={id} jobId={id} />;
}
