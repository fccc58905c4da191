import { useParams } from 'react-router-dom';

import { JobApplicantsWorkspace } from '@/features/applicants/components/job-applicants-workspace';
import { JobDetailsPage } from '@/features/job-admin/components/job-details-page';

/**
 * /jobs/show/{id}: the job and its actions (the job-admin feature) leading with the job's applicants
 * (the applicants feature: table or pipeline), once the job has loaded. Features never import each other, so they meet here.
 */
export function JobShowRoute() {
  const { id = '' } = useParams();
  return (
    <JobDetailsPage key={id} jobId={id}>
      {(job) => <JobApplicantsWorkspace job={job} />}
    </JobDetailsPage>
  );
}
