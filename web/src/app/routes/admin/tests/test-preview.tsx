import { useParams } from 'react-router-dom';

import { TestPreviewPage } from '@/features/test-admin/components/test-preview-page';

/** /user_tests/new/test/1/{testId}: the admin's Test Preview (nothing recorded). */
export function TestPreviewRoute() {
  const { testId = '' } = useParams();
  return <TestPreviewPage key={testId} testId={testId} />;
}
