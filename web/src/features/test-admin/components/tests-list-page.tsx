import { ROUTES } from '@careers/domain/constants';
import { useMemo } from 'react';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { AdminListPage } from '@/components/data-grid/admin-list-page';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useRowDeletion } from '@/components/data-grid/use-row-deletion';
import { SCROLLS_INSIDE_PADDED_SX } from '@/components/data-grid/wrapping-cells';

import { useAdminTests } from '../api/admin-tests';
import { useDeleteTest } from '../api/test-mutations';

import { testRowOf, testsGridColumns, type TestRow } from './tests-grid-columns';

const GRID_DEFAULTS = { sortModel: [{ field: 'title', sort: 'asc' as const }] };

/** /tests: every test, filterable, 10 a page, with view, edit and delete (after confirmation). */
export function TestsListPage() {
  const tests = useAdminTests();
  const remove = useDeleteTest();
  const grid = useGridUrlState(GRID_DEFAULTS);
  const deletion = useRowDeletion<TestRow>({
    title: (test) => `Delete "${test.title}"?`,
    confirmLabel: 'Delete test',
    text: () =>
      'The test and its question bank are removed for good. A test that a job uses, or that candidates have taken, cannot be deleted.',
    remove: async (test) => (await remove.mutateAsync(test.id)).message,
  });
  const { ask } = deletion;
  const columns = useMemo(() => testsGridColumns(ask), [ask]);
  const rows = useMemo(() => (tests.data ?? []).map(testRowOf), [tests.data]);

  return (
    <AdminListPage
      title="Tests"
      description="All tests with their level, time, questions and mix. Open a test to add questions or preview it."
      maxWidth="xl"
      create={{ label: 'New Test', href: ROUTES.tests.create.getHref() }}
    >
      <AdminDataGrid<TestRow>
        label="Tests"
        emptyMessage="No tests found. Create one with New Test."
        rows={rows}
        columns={columns}
        loading={tests.isPending}
        error={loadFailure(tests, 'The tests could not be loaded.')}
        sx={SCROLLS_INSIDE_PADDED_SX}
        {...grid}
      />
      {deletion.dialog}
    </AdminListPage>
  );
}
