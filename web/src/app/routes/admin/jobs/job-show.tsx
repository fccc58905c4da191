import { useParams } from 'react-router-dom';

import { JobApplicantsPanel } from '@/features/applicants/components/job-applicants-panel';
import { JobDetailsPage } from '@/features/job-admin/components/job-details-page';

/**
 * /jobs/show/{id}: the job and its actions (the job-admin feature), then the job's applicants (the
 * applicants feature), once the job has loaded. Features never import each other, so they meet here.
 */
export function JobShowRoute() {
  const { id = '' } = useParams();
  return (
    <JobDetailsPage key={id} jobId={id}>
      {(job) => <JobApplicantsPanel job={job} />}
    </JobDetailsPage>
  );
}
