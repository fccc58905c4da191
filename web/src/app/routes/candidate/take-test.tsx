import { useParams } from 'react-router-dom';

import { TakeTestPage } from '@/features/test-taking/components/take-test-page';

/** /user_tests/new/test/{jobId}/{testId}: the candidate's test, resumed from the server. */
export function TakeTestRoute() {
  const { jobId = '', testId = '' } = useParams();
  return <TakeTestPage jobId={jobId} testId={testId} />;
}
