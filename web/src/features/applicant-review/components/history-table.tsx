import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';

/** The spec's page size for the applicant's history tables (section 9). */
export const HISTORY_PAGE_SIZE = 3;

export type HistoryColumn<Row> = {
  label: string;
  /** The cell's text: also what the filter searches. */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** Short values (years, grades) that must not break across lines. */
  nowrap?: boolean;
  /** Room for long text (a description) before the table scrolls sideways. */
  minWidth?: string;
};

type HistoryTableProps<Row> = {
  title: string;
  rows: readonly Row[];
  columns: readonly HistoryColumn<Row>[];
  emptyMessage: string;
};

/**
 * A small table of the applicant's own history (a handful of rows): 3 a page and a filter over
 * every column, in the browser. A plain table rather than the data grid: nothing to load, and it
 * reads well at 390 px by scrolling sideways inside its box.
 */
export function HistoryTable<Row>({ title, rows, columns, emptyMessage }: HistoryTableProps<Row>) {
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const matching = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((row) => columns.some((column) => column.text(row).toLowerCase().includes(needle)));
  }, [rows, columns, filter]);
  const lastPage = Math.max(0, Math.ceil(matching.length / HISTORY_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = matching.slice(shownPage * HISTORY_PAGE_SIZE, (shownPage + 1) * HISTORY_PAGE_SIZE);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {rows.length > 0 ? (
          <TextField
            size="small"
            label={`Filter ${title.toLowerCase()}`}
            sx={{ width: { xs: '100%', sm: 280 } }}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
          />
        ) : null}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyMessage}</Typography>
      ) : (
        <>
          <TableContainer tabIndex={0} aria-label={title} sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ minWidth: 640 }} aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell
                      key={column.label}
                      scope="col"
                      sx={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}
                    >
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length}>Nothing matches “{filter.trim()}”.</TableCell>
                  </TableRow>
                ) : (
                  shown.map((row, index) => (
                    <TableRow key={`${String(shownPage)}-${String(index)}`}>
                      {columns.map((column) => (
                        <TableCell
                          key={column.label}
                          sx={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}
                        >
                          {column.render ? column.render(row) : column.text(row) || '—'}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={matching.length}
            page={shownPage}
            rowsPerPage={HISTORY_PAGE_SIZE}
            rowsPerPageOptions={[HISTORY_PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => `${String(from)}–${String(to)} of ${String(count)}`}
            slotProps={{
              actions: {
                previousButton: { 'aria-label': `Previous page of ${title.toLowerCase()}` },
                nextButton: { 'aria-label': `Next page of ${title.toLowerCase()}` },
              },
            }}
          />
        </>
      )}
    </Paper>
  );
}
