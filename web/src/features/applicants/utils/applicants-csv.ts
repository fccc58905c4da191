import { testScoreLabel } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS, companyIsoDate } from '@careers/domain/rules';

import { csvTable } from '@/utils/csv';

import type { ApplicantRow } from '../api/applicants-page';

// "Download as CSV" of a job's applicants (issue 31): a column for each thing the table shows,
// email and phone apart from the name (the table shows them under it), dates as the company's ISO
// days (YYYY-MM-DD), which a spreadsheet sorts.

type CsvColumn = { label: string; value: (row: ApplicantRow) => string | number | null };

const columnsFor = (jobTitle: string): CsvColumn[] => [
  { label: 'Name', value: (row) => row.name },
  { label: 'Email', value: (row) => row.email },
  { label: 'Phone', value: (row) => row.phone },
  { label: 'Job', value: () => jobTitle },
  { label: 'Status', value: (row) => ADMIN_STATUS_LABELS[row.status] },
  { label: 'Top candidate', value: (row) => (row.topCandidate ? 'yes' : '') },
  { label: 'Experience (years)', value: (row) => row.totalExperience },
  { label: 'First CGPA', value: (row) => (row.firstCgpa === null ? null : row.firstCgpa.toFixed(2)) },
  {
    label: 'Test score',
    value: (row) => (row.score ? testScoreLabel(row.score.score, row.score.totalQuestions) : null),
  },
  { label: 'Applied', value: (row) => companyIsoDate(row.appliedAt) },
  { label: 'In this status since', value: (row) => companyIsoDate(row.statusSince) },
];

/** The header of the file, in order (the tests read it). */
export const APPLICANTS_CSV_HEADER = columnsFor('').map((column) => column.label);

/** The applicants as CSV (RFC 4180, CRLF lines, formulas defused), in the order given. */
export const applicantsCsv = (rows: readonly ApplicantRow[], jobTitle: string): string =>
  csvTable(columnsFor(jobTitle), rows);
