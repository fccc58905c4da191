import type { CatalogKind } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AdminDataGrid } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';
import { callableFeedback } from '@/utils/callable-feedback';

import { useCatalogEntries, useDeleteCatalogEntry, type CatalogEntry } from '../api/catalog-entries';
import { CATALOGS } from '../utils/catalog-config';

const describeError = (error: unknown) => {
  const feedback = callableFeedback(error);
  return feedback.form ?? Object.values(feedback.fields)[0] ?? 'Something went wrong.';
};

/** A catalog's list: filter, sort, edit, and delete with confirmation (refused while jobs use it). */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const config = CATALOGS[kind];
  const entries = useCatalogEntries(kind);
  const remove = useDeleteCatalogEntry(kind);
  const grid = useGridUrlState();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<CatalogEntry | null>(null);

  const columns: GridColDef<CatalogEntry>[] = [
    ...(config.fields.includes('picture')
      ? [
          {
            field: 'image',
            headerName: 'Picture',
            sortable: false,
            filterable: false,
            width: 110,
            renderCell: ({ row }) =>
              row.image ? (
                <Box
                  component="img"
                  src={row.image.url}
                  alt=""
                  sx={{ width: 80, height: 44, objectFit: 'cover', borderRadius: 0.5, mt: 0.5 }}
                />
              ) : null,
          } satisfies GridColDef<CatalogEntry>,
        ]
      : []),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
    ...(config.fields.includes('description')
      ? [
          {
            field: 'description',
            headerName: 'Description',
            flex: 2,
            minWidth: 240,
          } satisfies GridColDef<CatalogEntry>,
        ]
      : []),
    ...(config.fields.includes('limit')
      ? [
          {
            field: 'limit',
            headerName: 'Character limit',
            type: 'number',
            width: 150,
          } satisfies GridColDef<CatalogEntry>,
        ]
      : []),
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      width: 120,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <Tooltip title="Edit">
            <IconButton component={RouterLink} to={config.editHref(row.id)} aria-label={`Edit ${row.title}`}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${row.title}`} onClick={() => setDeleting(row)}>
              <DeleteOutlined fontSize="small" color="error" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <PageShell
      title={config.listTitle}
      description={config.listDescription}
      actions={
        <Button component={RouterLink} to={config.newHref} variant="contained" startIcon={<AddOutlined />}>
          {config.newButton}
        </Button>
      }
    >
      <AdminDataGrid<CatalogEntry>
        label={config.listTitle}
        emptyMessage={config.emptyMessage}
        rows={entries.data ?? []}
        columns={columns}
        loading={entries.isPending}
        error={
          entries.isError
            ? {
                message: `The ${config.listTitle.toLowerCase()} could not be loaded.`,
                retry: () => void entries.refetch(),
              }
            : null
        }
        getRowHeight={() => (config.fields.includes('picture') ? 56 : 'auto')}
        filterModel={grid.filterModel}
        onFilterModelChange={grid.onFilterModelChange}
        sortModel={grid.sortModel}
        onSortModelChange={grid.onSortModelChange}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.onPaginationModelChange}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete "${deleting?.title ?? ''}"?`}
        confirmLabel="Delete"
        destructive
        describeError={describeError}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove.mutateAsync({ id: deleting.id });
          notify(result.message, 'success');
        }}
      >
        It is removed for good. An entry that a job uses cannot be deleted: change those jobs first.
      </ConfirmDialog>
    </PageShell>
  );
}
