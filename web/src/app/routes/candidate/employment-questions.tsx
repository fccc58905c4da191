import { useParams } from 'react-router-dom';

import {
  EmploymentQuestionsPage,
  type EmploymentQuestionsPageProps,
} from '@/features/applications/components/employment-questions-page';
import { useJob } from '@/features/jobs/api/get-job';

/** /jobs/apply/{id}/employmentQuestions: the jobs feature's read of the job, the applications feature's form. */
export function EmploymentQuestionsRoute() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const state: EmploymentQuestionsPageProps['job'] = job.isPending
    ? { status: 'pending' }
    : job.isError
      ? {
          status: 'error',
          retry: () => {
            void job.refetch();
          },
        }
      : { status: 'ready', job: job.data };
  return <EmploymentQuestionsPage jobId={id} job={state} />;
}
