import { TestsListPage } from '@/features/test-admin/components/tests-list-page';

/** /tests: the tests grid. */
export function TestsListRoute() {
  return <TestsListPage />;
}
