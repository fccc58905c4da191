import { TestFormPage } from '@/features/test-admin/components/test-form-page';

/** /create-test: a new test, optionally with another test's questions copied in. */
export function TestCreateRoute() {
  return <TestFormPage testId={null} />;
}
