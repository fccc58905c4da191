import { ROUTES } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AdminDataGrid } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';

import { useAdminTests } from '../api/admin-tests';
import { useDeleteTest } from '../api/test-mutations';

import { testRowOf, testsGridColumns, type TestRow } from './tests-grid-columns';

const GRID_DEFAULTS = { sortModel: [{ field: 'title', sort: 'asc' as const }] };

/** /tests: every test, filterable, 10 a page, with view, edit and delete (after confirmation). */
export function TestsListPage() {
  const tests = useAdminTests();
  const remove = useDeleteTest();
  const grid = useGridUrlState(GRID_DEFAULTS);
  const notify = useNotify();
  // The test stays after the dialog closes, so its title does not blank out while it fades.
  const [deleting, setDeleting] = useState<{ test: TestRow; open: boolean } | null>(null);
  const columns = useMemo(() => testsGridColumns((test) => setDeleting({ test, open: true })), []);
  const rows = useMemo(() => (tests.data ?? []).map(testRowOf), [tests.data]);

  return (
    <PageShell
      title="Tests"
      description="All tests with their level, time, questions and mix. Open a test to add questions or preview it."
      maxWidth="xl"
      actions={
        <Button
          component={RouterLink}
          to={ROUTES.tests.create.getHref()}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          New Test
        </Button>
      }
    >
      <AdminDataGrid<TestRow>
        label="Tests"
        emptyMessage="No tests found. Create one with New Test."
        rows={rows}
        columns={columns}
        loading={tests.isPending}
        error={
          tests.isError
            ? { message: 'The tests could not be loaded.', retry: () => void tests.refetch() }
            : null
        }
        getRowHeight={() => 'auto'}
        // On a phone the grid scrolls inside itself, its pager in view (as the catalogs); every cell
        // gets the same padding so wrapped titles and numbers line up.
        sx={{ minWidth: 0, '& .MuiDataGrid-cell': { py: 1 } }}
        filterModel={grid.filterModel}
        onFilterModelChange={grid.onFilterModelChange}
        sortModel={grid.sortModel}
        onSortModelChange={grid.onSortModelChange}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.onPaginationModelChange}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={`Delete "${deleting?.test.title ?? ''}"?`}
        confirmLabel="Delete test"
        destructive
        onClose={() => setDeleting((current) => current && { ...current, open: false })}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove.mutateAsync(deleting.test.id);
          notify(result.message, 'success');
        }}
      >
        The test and its question bank are removed for good. A test that a job uses, or that candidates have
        taken, cannot be deleted.
      </ConfirmDialog>
    </PageShell>
  );
}
