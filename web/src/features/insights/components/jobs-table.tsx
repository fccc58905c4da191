import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { JOB_COLUMNS, jobsCsv, sortJobs, type JobRow, type SortDirection } from '../utils/insights-format';

/** Saves text as a file through a temporary link (no server round trip). */
const download = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

const cellText = (value: JobRow[keyof JobRow]): string | number => (value === null ? '—' : value);

/** The per-job table of /insights: sortable by any column, and downloadable as CSV as sorted. */
export function JobsTable({ rows, range }: { rows: readonly JobRow[]; range: { from: string; to: string } }) {
  const [sort, setSort] = useState<{ key: keyof JobRow; direction: SortDirection }>({
    key: 'applicants',
    direction: 'desc',
  });
  const sorted = useMemo(() => sortJobs(rows, sort.key, sort.direction), [rows, sort]);
  const headingId = 'jobs-title';
  return (
    <Paper component="section" variant="outlined" id="jobs" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          Jobs
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          disabled={rows.length === 0}
          onClick={() => download(jobsCsv(sorted), `insights-jobs-${range.from}-${range.to}.csv`)}
        >
          Download CSV
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2">Nothing in this range yet.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Jobs (scrolls sideways)">
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {JOB_COLUMNS.map((column) => {
                  const active = sort.key === column.key;
                  return (
                    <TableCell
                      key={column.key}
                      align={column.numeric ? 'right' : 'left'}
                      sortDirection={active ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : column.numeric ? 'desc' : 'asc'}
                        onClick={() =>
                          setSort({
                            key: column.key,
                            direction: active
                              ? sort.direction === 'asc'
                                ? 'desc'
                                : 'asc'
                              : column.numeric
                                ? 'desc'
                                : 'asc',
                          })
                        }
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.jobId} data-job-id={row.jobId}>
                  {JOB_COLUMNS.map((column, index) =>
                    index === 0 ? (
                      <TableCell key={column.key} component="th" scope="row">
                        {row.title}
                      </TableCell>
                    ) : (
                      <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                        {cellText(row[column.key])}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
