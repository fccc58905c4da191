import type { CatalogKind } from '@careers/domain/constants';
import { useMemo } from 'react';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { AdminListPage } from '@/components/data-grid/admin-list-page';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useRowDeletion } from '@/components/data-grid/use-row-deletion';
import { SCROLLS_INSIDE_SX } from '@/components/data-grid/wrapping-cells';

import { useDeleteCatalogEntry } from '../api/delete-catalog-entry';
import { useCatalogEntries, type CatalogEntry } from '../api/get-catalog-entries';
import { CATALOGS } from '../utils/catalog-config';

import { catalogColumns } from './catalog-columns';
import { DepartmentOrderPanel } from './department-order-panel';

/** A catalog's list: filter, sort and page (in the URL), edit, and delete after confirmation. */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const config = CATALOGS[kind];
  const entries = useCatalogEntries(kind);
  const remove = useDeleteCatalogEntry(kind);
  const grid = useGridUrlState();
  const deletion = useRowDeletion<CatalogEntry>({
    title: (entry) => `Delete "${entry.title}"?`,
    confirmLabel: 'Delete',
    text: () =>
      `The ${config.label.toLowerCase()} is removed for good. One that a job uses cannot be deleted: change those jobs first.`,
    remove: async (entry) => (await remove.mutateAsync(entry.id)).message,
  });
  const { ask } = deletion;
  const columns = useMemo(() => catalogColumns(config, ask), [config, ask]);

  return (
    <AdminListPage
      title={config.list.title}
      description={config.list.description}
      create={{ label: config.list.newButton, href: config.newHref }}
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
        error={loadFailure(entries, `The ${config.list.title.toLowerCase()} could not be loaded.`)}
        // Narrow catalogs fit a phone; wider ones scroll inside the grid, its pager in view.
        sx={SCROLLS_INSIDE_SX}
        {...grid}
      />
      {deletion.dialog}
    </AdminListPage>
  );
}
