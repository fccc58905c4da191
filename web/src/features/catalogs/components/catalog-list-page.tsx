import type { CatalogKind } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AdminDataGrid } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';
import { callableFeedback } from '@/utils/callable-feedback';

import { useDeleteCatalogEntry } from '../api/delete-catalog-entry';
import { useCatalogEntries, type CatalogEntry } from '../api/get-catalog-entries';
import { CATALOGS } from '../utils/catalog-config';

import { catalogColumns } from './catalog-columns';
import { DepartmentOrderPanel } from './department-order-panel';

/** The server's sentence, e.g. "Company 'X' is used by 2 jobs: 'A', 'B'. Change or delete those jobs first." */
const describeDeleteError = (error: unknown): string => {
  const feedback = callableFeedback(error);
  return feedback.form ?? Object.values(feedback.fields).join(' ');
};

/** A catalog's list: filter, sort and page (in the URL), edit, and delete after confirmation. */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const config = CATALOGS[kind];
  const entries = useCatalogEntries(kind);
  const remove = useDeleteCatalogEntry(kind);
  const grid = useGridUrlState();
  const notify = useNotify();
  // The entry stays after the dialog closes, so its title does not blank out while it fades.
  const [deleting, setDeleting] = useState<{ entry: CatalogEntry; open: boolean } | null>(null);
  const columns = useMemo(
    () => catalogColumns(config, (entry) => setDeleting({ entry, open: true })),
    [config],
  );

  return (
    <PageShell
      title={config.list.title}
      description={config.list.description}
      actions={
        <Button component={RouterLink} to={config.newHref} variant="contained" startIcon={<AddOutlined />}>
          {config.list.newButton}
        </Button>
      }
    >
      {kind === 'departments' && entries.data && entries.data.length > 1 ? (
        <DepartmentOrderPanel departments={entries.data} />
      ) : null}
      <AdminDataGrid<CatalogEntry>
        label={config.list.title}
        emptyMessage={config.list.emptyMessage}
        rows={entries.data ?? []}
        columns={columns}
        loading={entries.isPending}
        error={
          entries.isError
            ? {
                message: `The ${config.list.title.toLowerCase()} could not be loaded.`,
                retry: () => void entries.refetch(),
              }
            : null
        }
        getRowHeight={() => 'auto'}
        // Narrow catalogs fit a phone; wider ones scroll inside the grid, its pager in view.
        sx={{ minWidth: 0 }}
        filterModel={grid.filterModel}
        onFilterModelChange={grid.onFilterModelChange}
        sortModel={grid.sortModel}
        onSortModelChange={grid.onSortModelChange}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.onPaginationModelChange}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={`Delete "${deleting?.entry.title ?? ''}"?`}
        confirmLabel="Delete"
        destructive
        describeError={describeDeleteError}
        onClose={() => setDeleting((current) => current && { ...current, open: false })}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove.mutateAsync(deleting.entry.id);
          notify(result.message, 'success');
        }}
      >
        {`The ${config.label.toLowerCase()} is removed for good. One that a job uses cannot be deleted: change those jobs first.`}
      </ConfirmDialog>
    </PageShell>
  );
}
