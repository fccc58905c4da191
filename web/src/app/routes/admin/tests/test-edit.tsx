import { useParams } from 'react-router-dom';

import { TestFormPage } from '@/features/test-admin/components/test-form-page';

/** /tests/edit/{id}: the test form on a stored test. */
export function TestEditRoute() {
  const { id = '' } = useParams();
  return <TestFormPage key={id} testId={id} />;
}
