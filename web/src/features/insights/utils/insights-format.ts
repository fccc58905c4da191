import { countOf, type InsightsReport } from '@careers/domain/rules';

import { csvTable } from '@/utils/csv';

export type JobRow = InsightsReport['jobs'][number];
export type JobColumn = { key: keyof JobRow; label: string; numeric: boolean };

/** The per-job table's columns, in order (the CSV's too). */
export const JOB_COLUMNS: readonly JobColumn[] = [
  { key: 'title', label: 'Job', numeric: false },
  { key: 'companyTitle', label: 'Company', numeric: false },
  { key: 'departmentTitle', label: 'Department', numeric: false },
  { key: 'applicants', label: 'Applicants', numeric: true },
  { key: 'shortlisted', label: 'Shortlisted', numeric: true },
  { key: 'testTaken', label: 'Test taken', numeric: true },
  { key: 'interviewed', label: 'Interviewed', numeric: true },
  { key: 'selected', label: 'Selected', numeric: true },
  { key: 'daysOpen', label: 'Days open', numeric: true },
  { key: 'medianScore', label: 'Median score (%)', numeric: true },
];

/** A share as a whole percentage, or an em dash when there was nothing to share. */
export const formatShare = (ratio: number | null): string =>
  ratio === null ? '—' : `${String(Math.round(ratio * 100))}%`;

/** A number of days, or an em dash. */
export const formatDays = (days: number | null): string => (days === null ? '—' : countOf(days, 'day'));

export type SortDirection = 'asc' | 'desc';

/** The rows by one column; unknown values (null) last whichever the direction. */
export const sortJobs = (rows: readonly JobRow[], key: keyof JobRow, direction: SortDirection): JobRow[] =>
  [...rows].sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    if (x === y) return a.title.localeCompare(b.title);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction === 'asc' ? order : -order;
  });

/** The per-job table as CSV (RFC 4180, CRLF lines), in the order shown. */
export const jobsCsv = (rows: readonly JobRow[]): string =>
  csvTable(
    JOB_COLUMNS.map((column) => ({ label: column.label, value: (row: JobRow) => row[column.key] })),
    rows,
  );
