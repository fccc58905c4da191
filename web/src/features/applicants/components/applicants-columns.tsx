import { ROUTES, testScoreLabel } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS, countOf, formatCompanyDate } from '@careers/domain/rules';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { memo } from 'react';

import { gridTooltip } from '@/components/data-grid/grid-tooltip';
import { PersonCell } from '@/components/data-grid/person-cell';

import type { ApplicantRow } from '../api/applicants-page';

type ColumnActions = {
  jobId: string;
  onDownloadCv: (row: ApplicantRow) => void;
  onRemove: (row: ApplicantRow) => void;
  /** Rows already removed have no Remove. */
  canRemove: (row: ApplicantRow) => boolean;
};

// Memoised on its row: the grid renders a row again when it measures its height, and the same row
// needs no new buttons and hints (issue 23).
const ActionsCell = memo(function ActionsCell({
  row,
  onDownloadCv,
  onRemove,
  canRemove,
}: Omit<ColumnActions, 'jobId'> & { row: ApplicantRow }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {/* The span: a disabled button gets no pointer events, and its tooltip says why. */}
      <span {...gridTooltip(row.resume ? 'Download CV' : 'No CV on this application')}>
        <IconButton
          size="small"
          aria-label={`Download the CV of ${row.name}`}
          disabled={!row.resume}
          onClick={() => onDownloadCv(row)}
        >
          <DescriptionOutlined fontSize="small" />
        </IconButton>
      </span>
      {canRemove(row) ? (
        <IconButton
          size="small"
          aria-label={`Remove ${row.name}`}
          onClick={() => onRemove(row)}
          {...gridTooltip('Remove applicant')}
        >
          <PersonRemoveOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );
});

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
    field: 'actions',
    headerName: 'Actions',
    // First, beside the checkbox: at 1280 px the other columns scroll sideways, the row's
    // actions stay in view.
    width: 90,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <ActionsCell row={row} onDownloadCv={onDownloadCv} onRemove={onRemove} canRemove={canRemove} />
    ),
  },
  {
    // Email and phone under the name, wrapping, rather than columns of their own: at 1280 px the
    // status, score and applied date must stay in view (issue 20).
    field: 'name',
    headerName: 'Name',
    description: 'Name, email and phone',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <PersonCell
        href={ROUTES.jobs.applicant.getHref(jobId, row.uid)}
        name={row.name}
        email={row.email}
        phone={row.phone}
      />
    ),
  },
  {
    field: 'totalExperience',
    headerName: 'Experience',
    description: 'Total experience',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => countOf(value, 'year'),
  },
  {
    field: 'firstCgpa',
    headerName: 'First CGPA',
    type: 'number',
    width: 95,
    sortable: false,
    valueFormatter: (value: number | null) => (value === null ? '—' : value.toFixed(2)),
  },
  {
    field: 'score',
    headerName: 'Test score',
    width: 90,
    sortable: false,
    valueGetter: (_value, row) =>
      row.score ? testScoreLabel(row.score.score, row.score.totalQuestions) : '',
    renderCell: ({ value }) => (value === '' ? '—' : String(value)),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 165,
    sortable: false,
    valueGetter: (_value, row) =>
      `${ADMIN_STATUS_LABELS[row.status]}${row.topCandidate && row.status !== 'selected' ? ' (top candidate)' : ''}`,
    renderCell: ({ row, value }) => (
      // The theme's default chip: the coloured outlined ones are too faint on white (axe contrast).
      <Chip
        size="small"
        label={String(value)}
        variant={row.status === 'selected' || row.topCandidate ? 'filled' : 'outlined'}
        // The whole status, on two lines if need be ('Invited to test' was cut to 'Invited').
        sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
    ),
  },
  {
    field: 'appliedAt',
    headerName: 'Applied',
    type: 'date',
    width: 115,
    valueFormatter: (value: Date) => formatCompanyDate(value),
  },
];
