import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import {
  myApplicationsQueryKey,
  useCandidateUid,
  useMyApplications,
} from '@/features/applications/api/get-my-applications';
import { useJob } from '@/features/jobs/api/get-job';
import {
  TestInstructionsPage,
  type TestInstructionsPageProps,
} from '@/features/test-taking/components/test-instructions-page';

/**
 * /user_tests/new/test/{jobId}/{testId}/instructions: the jobs feature's read of the job (title,
 * time, questions), the applications feature's read of the candidate's own applications (the
 * invitation), and the test-taking feature's page. Starting marks the test taken, so the header's
 * 'Test Invite' is read again.
 */
export function TestInstructionsRoute() {
  const { jobId = '', testId = '' } = useParams();
  const job = useJob(jobId);
  const uid = useCandidateUid();
  const applications = useMyApplications(uid);
  const queryClient = useQueryClient();

  const jobState: TestInstructionsPageProps['job'] = job.isPending
    ? { status: 'pending' }
    : job.isError
      ? { status: 'error', retry: () => void job.refetch() }
      : { status: 'ready', value: job.data };
  // Admins have no applications (nothing is read for them): they see the rules without Start Test.
  const applicationState: TestInstructionsPageProps['application'] =
    uid === null
      ? { status: 'ready', value: null }
      : applications.isPending
        ? { status: 'pending' }
        : applications.isError
          ? { status: 'error', retry: () => void applications.refetch() }
          : {
              status: 'ready',
              value: applications.data.find((application) => application.jobId === jobId) ?? null,
            };

  return (
    <TestInstructionsPage
      jobId={jobId}
      testId={testId}
      job={jobState}
      application={applicationState}
      onStarted={() => {
        void queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey(uid) });
      }}
    />
  );
}
