import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ComponentType } from 'react';

import { InlineError } from '@/components/ui/inline-error';

import { useGridTooltip } from './grid-tooltip';

export type AdminDataGridProps<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'label'> & {
  /** What the table lists ('Jobs', 'Companies'): the grid's accessible name. */
  label: string;
  /** Shown in the grid when there are no rows (the spec's empty messages, e.g. 'No educations found...'). */
  emptyMessage: string;
  /** A failed load: the message and 'Try again' replace the grid. */
  error?: { message: string; retry: () => void } | null;
};

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100];

/** The grid's `error` for a read that failed: its message and the read again. */
export const loadFailure = (
  query: { isError: boolean; refetch: () => unknown },
  message: string,
): AdminDataGridProps<GridValidRowModel>['error'] =>
  query.isError ? { message, retry: () => void query.refetch() } : null;

// The grid (MUI X, about 115 KiB gzipped) loads right after the page's first paint, alongside the
// page's first read, which it could not show before anyway: the heading, filters and actions
// paint at once, with a table-shaped placeholder.
let gridModule: Promise<ComponentType<DataGridProps>> | null = null;
const loadDataGrid = () =>
  (gridModule ??= import('@mui/x-data-grid').then(
    (module) => module.DataGrid as ComponentType<DataGridProps>,
  ));
const DataGrid = lazy(async () => ({ default: await loadDataGrid() }));

function GridPlaceholder({ label }: { label: string }) {
  return (
    <Stack spacing={0.5} role="status" aria-label={`Loading ${label}`}>
      <Skeleton variant="rounded" height={56} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

const autoRowHeight = () => 'auto' as const;
// A constant: a new object each render would count as a changed prop (see gridSx below).
const FIRST_PAGE_STATE = { pagination: { paginationModel: { pageSize: 10, page: 0 } } };

/**
 * Every admin table: MUI X DataGrid (admin chunk only) with the same page sizes, keyboard
 * behaviour and empty/error states everywhere. Selecting by clicking a row is off, because rows
 * hold links and buttons; the checkbox column selects. Rows grow to their text: titles, names and
 * statuses wrap rather than being cut or pushing columns off-screen.
 */
export function AdminDataGrid<Row extends GridValidRowModel>({
  label,
  emptyMessage,
  error,
  localeText,
  sx,
  ...props
}: AdminDataGridProps<Row>) {
  // The grid's first render with rows is its costliest (every row and cell, then their heights).
  // Mounted empty while the first page loads, it would render all of that again when the rows
  // arrive, in one long task (its store updates React synchronously). So it mounts once the first
  // page is there (or has failed or come back empty), in a deferred render, which React splits into
  // short tasks between which the page stays responsive (Lighthouse TBT, issue 23). Later loads (a
  // page, a sort, a filter) show the mounted grid's own loading state, as before.
  const firstPagePending = Boolean(props.loading) && (props.rows?.length ?? 0) === 0;
  const [firstPageShown, setFirstPageShown] = useState(!firstPagePending);
  if (!firstPagePending && !firstPageShown) setFirstPageShown(true);
  const mountGrid = useDeferredValue(firstPageShown, false);
  // Its code loads meanwhile, beside the first page's read, as when the grid mounted at once.
  useEffect(() => void loadDataGrid(), []);
  // The same objects from render to render: new ones make the grid restyle its root (all of its
  // CSS, serialized again), re-read its texts and render every row again each time the page
  // around it renders.
  const gridLocaleText = useMemo(
    () => ({ noRowsLabel: emptyMessage, noResultsOverlayLabel: emptyMessage, ...localeText }),
    [emptyMessage, localeText],
  );
  const gridSx = useMemo(() => ({ minWidth: 640, bgcolor: 'background.paper', ...sx }), [sx]);
  // The tooltips of the rows' buttons (gridTooltip): one for the whole table.
  const { handlers: tooltipHandlers, tooltip } = useGridTooltip();
  if (error) return <InlineError message={error.message} onRetry={error.retry} />;
  const placeholder = <GridPlaceholder label={label} />;
  if (!mountGrid) return <Box sx={{ width: '100%', overflowX: 'auto' }}>{placeholder}</Box>;
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }} {...tooltipHandlers}>
      {tooltip}
      <Suspense fallback={placeholder}>
        <DataGrid
          autoHeight
          // Filters without `new Function`: the Content-Security-Policy allows no eval (firebase.json).
          disableEval
          disableRowSelectionOnClick
          pageSizeOptions={ADMIN_PAGE_SIZES}
          getRowHeight={autoRowHeight}
          initialState={FIRST_PAGE_STATE}
          {...(props as DataGridProps)}
          label={label}
          localeText={gridLocaleText}
          sx={gridSx}
        />
      </Suspense>
    </Box>
  );
}
