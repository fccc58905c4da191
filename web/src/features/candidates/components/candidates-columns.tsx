import { ROUTES } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS, countOf, formatCompanyDate } from '@careers/domain/rules';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import type { CandidateRow } from '../api/candidate-search';

/**
 * The candidates page's columns: one row per application, its name linking to the application's
 * review. Nothing sorts by column: the search lists newest first (its index has no other order).
 */
export const candidatesColumns: GridColDef<CandidateRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    minWidth: 170,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ROUTES.jobs.applicant.getHref(row.jobId, row.uid)}>
        {row.name || row.email}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Email', minWidth: 200, flex: 1 },
  {
    field: 'degrees',
    headerName: 'Degrees',
    minWidth: 170,
    flex: 1,
    valueGetter: (_value, row) => row.degrees.join(', '),
  },
  {
    field: 'cgpa',
    headerName: 'CGPA',
    width: 80,
    valueFormatter: (value: number | null) => (value === null ? '' : value.toFixed(2)),
  },
  {
    field: 'experience',
    headerName: 'Experience',
    width: 110,
    valueFormatter: (value: number) => countOf(value, 'year'),
  },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'jobTitle',
    headerName: 'Applied to',
    minWidth: 180,
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
    width: 140,
    valueFormatter: (value: CandidateRow['status']) => ADMIN_STATUS_LABELS[value],
  },
  {
    field: 'appliedAt',
    headerName: 'Applied',
    width: 120,
    valueFormatter: (value: Date) => formatCompanyDate(value),
  },
];
