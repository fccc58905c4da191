import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

import { InlineError } from '@/components/ui/inline-error';

export type AdminDataGridProps<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'label'> & {
  /** What the table lists ('Jobs', 'Companies'): the grid's accessible name. */
  label: string;
  /** Shown in the grid when there are no rows (the spec's empty messages, e.g. 'No educations found...'). */
  emptyMessage: string;
  /** A failed load: the message and 'Try again' replace the grid. */
  error?: { message: string; retry: () => void } | null;
};

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100];

/**
 * Every admin table: MUI X DataGrid (admin chunk only) with the same page sizes, keyboard
 * behaviour and empty/error states everywhere. Selecting by clicking a row is off, because rows
 * hold links and buttons; the checkbox column selects.
 */
export function AdminDataGrid<Row extends GridValidRowModel>({
  label,
  emptyMessage,
  error,
  localeText,
  sx,
  ...props
}: AdminDataGridProps<Row>) {
  if (error) return <InlineError message={error.message} onRetry={error.retry} />;
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <DataGrid<Row>
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={ADMIN_PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        {...props}
        label={label}
        localeText={{ noRowsLabel: emptyMessage, noResultsOverlayLabel: emptyMessage, ...localeText }}
        sx={{ minWidth: 640, bgcolor: 'background.paper', ...sx }}
      />
    </Box>
  );
}
