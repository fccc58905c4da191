import { useParams } from 'react-router-dom';

import { TestDetailsPage } from '@/features/test-admin/components/test-details-page';

/** /tests/show/{id}: the test, its question bank and the many-questions form. */
export function TestShowRoute() {
  const { id = '' } = useParams();
  return <TestDetailsPage key={id} testId={id} />;
}
