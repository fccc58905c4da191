import { useParams } from 'react-router-dom';

import { JobDetailsPage } from '@/features/job-admin/components/job-details-page';

/**
 * /jobs/show/{id}: the job and its actions (the job-admin feature), then the job's applicants (the
 * applicants feature). Features never import each other, so they meet here.
 */
export function JobShowRoute() {
  const { id = '' } = useParams();
  return (
    <JobDetailsPage key={id} jobId={id}>
      {/*
        APPLICANTS PANEL goes here, as this element's children: a node (<JobApplicantsPanel jobId={id} />)
        or a function of the loaded job ((job) => <JobApplicantsPanel job={job} />). JobDetailsPage
        renders it below the job's details once the job has loaded (not while loading, nor for an
        unknown id), inside the same page.
      */}
    </JobDetailsPage>
  );
}
