import { ROUTES, testScoreLabel } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS, formatJobDate } from '@careers/domain/rules';
import type { ApplicationStatus } from '@careers/domain/types';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import type { ApplicantRow } from '../api/applicants-page';

const STATUS_COLORS: Partial<Record<ApplicationStatus, 'success' | 'info' | 'warning' | 'error' | 'primary'>> = {
  shortlisted: 'info',
  'test-invited': 'info',
  'test-taken': 'info',
  'interview-invited': 'primary',
  selected: 'success',
  rejected: 'error',
  removed: 'warning',
};

type ColumnActions = {
  jobId: string;
  onDownloadCv: (row: ApplicantRow) => void;
  onRemove: (row: ApplicantRow) => void;
  /** Rows already removed have no Remove. */
  canRemove: (row: ApplicantRow) => boolean;
};

/**
 * The applicants table's columns (issue 11). Firestore sorts by name (last name), email, total
 * experience and applied date (applicants-grid-query.ts); the other columns sort nothing, since a
 * sort of one page would mislead. Filtering is the view above the table (by status).
 */
export const applicantsColumns = ({
  jobId,
  onDownloadCv,
  onRemove,
  canRemove,
}: ColumnActions): GridColDef<ApplicantRow>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1.2,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ROUTES.jobs.applicant.getHref(jobId, row.uid)}>
        {row.name || row.email}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', minWidth: 130, sortable: false },
  {
    field: 'totalExperience',
    headerName: 'Total experience',
    type: 'number',
    minWidth: 130,
    valueFormatter: (value: number) => `${String(value)} ${value === 1 ? 'year' : 'years'}`,
  },
  {
    field: 'firstCgpa',
    headerName: 'First CGPA',
    type: 'number',
    minWidth: 100,
    sortable: false,
    valueFormatter: (value: number | null) => (value === null ? '—' : value.toFixed(2)),
  },
  {
    field: 'score',
    headerName: 'Test score',
    minWidth: 100,
    sortable: false,
    valueGetter: (_value, row) => (row.score ? testScoreLabel(row.score.score, row.score.totalQuestions) : ''),
    renderCell: ({ value }) => (value === '' ? '—' : String(value)),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) =>
      `${ADMIN_STATUS_LABELS[row.status]}${row.topCandidate && row.status !== 'selected' ? ' (top candidate)' : ''}`,
    renderCell: ({ row, value }) => (
      <Chip size="small" label={String(value)} color={STATUS_COLORS[row.status] ?? 'default'} variant="outlined" />
    ),
  },
  {
    field: 'appliedAt',
    headerName: 'Applied',
    type: 'date',
    minWidth: 110,
    valueFormatter: (value: Date) => formatJobDate(value),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    minWidth: 110,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <Tooltip title={row.resume ? 'Download CV' : 'No CV on this application'}>
          <span>
            <IconButton
              size="small"
              aria-label={`Download the CV of ${row.name}`}
              disabled={!row.resume}
              onClick={() => onDownloadCv(row)}
            >
              <DescriptionOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {canRemove(row) ? (
          <Tooltip title="Remove applicant">
            <IconButton size="small" aria-label={`Remove ${row.name}`} onClick={() => onRemove(row)}>
              <PersonRemoveOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    ),
  },
];
