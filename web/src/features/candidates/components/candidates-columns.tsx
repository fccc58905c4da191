import { ROUTES } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS, countOf, formatCompanyDate } from '@careers/domain/rules';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import { PersonCell } from '@/components/data-grid/person-cell';

import type { CandidateRow } from '../api/candidate-search';

/**
 * The candidates page's columns: one row per application, its name linking to the application's
 * review. Nothing sorts by column: the search lists newest first (its index has no other order).
 * They fit beside the admin menu at 1280 px (the email sits under the name, cells wrap).
 */
export const candidatesColumns: GridColDef<CandidateRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    description: 'Name and email',
    minWidth: 170,
    flex: 1.2,
    renderCell: ({ row }) => (
      <PersonCell
        href={ROUTES.jobs.applicant.getHref(row.jobId, row.uid)}
        name={row.name}
        email={row.email}
      />
    ),
  },
  {
    field: 'degrees',
    headerName: 'Degrees',
    minWidth: 140,
    flex: 1,
    valueGetter: (_value, row) => row.degrees.join(', '),
  },
  {
    field: 'cgpa',
    headerName: 'CGPA',
    width: 70,
    valueFormatter: (value: number | null) => (value === null ? '' : value.toFixed(2)),
  },
  {
    field: 'experience',
    headerName: 'Experience',
    width: 100,
    valueFormatter: (value: number) => countOf(value, 'year'),
  },
  { field: 'city', headerName: 'City', width: 100 },
  {
    field: 'jobTitle',
    headerName: 'Applied to',
    minWidth: 150,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ROUTES.jobs.show.getHref(row.jobId)}>
        {row.jobTitle}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    valueFormatter: (value: CandidateRow['status']) => ADMIN_STATUS_LABELS[value],
  },
  {
    field: 'appliedAt',
    headerName: 'Applied',
    width: 110,
    valueFormatter: (value: Date) => formatCompanyDate(value),
  },
];

/** What a phone's column keeps of a column, narrowed so that the three fit 390 px. */
const PHONE_COLUMNS: Readonly<Record<string, Partial<GridColDef<CandidateRow>>>> = {
  name: { minWidth: 110 },
  jobTitle: { minWidth: 100 },
  status: { width: 96 },
};

/**
 * The columns on a phone (below 600 px, issue 31): the name, the job applied to and the status,
 * in view without scrolling sideways (at 390 px they were off to the right, behind the degrees,
 * CGPA, experience and city, which the application's review shows).
 */
export const candidatesPhoneColumns: GridColDef<CandidateRow>[] = candidatesColumns
  .filter((column) => column.field in PHONE_COLUMNS)
  .map((column) => ({ ...column, flex: column.flex ?? 0, ...PHONE_COLUMNS[column.field] }));
