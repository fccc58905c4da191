import { JOB_STATUSES, ROUTES } from '@careers/domain/constants';
import {
  countOf,
  effectiveJobStatus,
  formatCompanyDate,
  JOBS_GRID_COLUMN_FILTERS,
  type JobsGridFilterField,
} from '@careers/domain/rules';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridFilterInputValueProps, GridFilterOperator } from '@mui/x-data-grid';
import { createContext, lazy, memo, Suspense, use } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { RowActions } from '@/components/data-grid/row-actions';

import type { AdminJob } from '../api/admin-jobs';

export type JobRow = AdminJob & { firstSkill: string };

/**
 * Applications per job of the page shown, once counted (null until then). The counts arrive after
 * the rows: through context only the chips that show them re-render, not the whole grid with its
 * rows, cells and row heights (a long task of its own on a phone, issue 23).
 */
export const ApplicantCountsContext = createContext<Readonly<Record<string, number>> | null>(null);

// The grid's own value input. The grid module is already loaded when its filter panel opens (the
// grid itself loads lazily, see AdminDataGrid), so this adds nothing to the page's first paint.
const GridFilterInputValue = lazy(async () => ({
  default: (await import('@mui/x-data-grid')).GridFilterInputValue,
}));

// Its own boundary: the first render waits a tick for the (loaded) module, which must not bring
// the whole grid's loading placeholder back.
function TextFilterInput(props: GridFilterInputValueProps) {
  return (
    <Suspense fallback={null}>
      <GridFilterInputValue {...props} type="text" />
    </Suspense>
  );
}

function NumberFilterInput(props: GridFilterInputValueProps) {
  return (
    <Suspense fallback={null}>
      <GridFilterInputValue {...props} type="number" />
    </Suspense>
  );
}

/**
 * The filter menu of a column offers only what Firestore answers for the whole collection
 * (packages/domain/src/rules/admin-jobs-grid.ts); the grid runs in server mode, so these operators
 * never filter rows themselves.
 */
const serverOperators = (field: JobsGridFilterField): GridFilterOperator<JobRow>[] =>
  JOBS_GRID_COLUMN_FILTERS[field].map(({ operator, label }) => ({
    value: operator,
    label,
    getApplyFilterFn: () => null,
    InputComponent: field === 'title' ? TextFilterInput : NumberFilterInput,
  }));

const SERVER_OPERATORS = {
  title: serverOperators('title'),
  cgpa: serverOperators('cgpa'),
  experience: serverOperators('experience'),
};

function ApplicantsChip({ jobId }: { jobId: string }) {
  const count = use(ApplicantCountsContext)?.[jobId];
  return <Chip size="small" label={count === undefined ? '…' : countOf(count, 'applicant')} />;
}

// The cells with links, chips and buttons are memoised on their row: the grid renders a row again
// when it measures its height and when the page's size is known, and with the same row these
// cells need not render again (a third of /jobs' longest task on a phone, issue 23).
const TitleCell = memo(function TitleCell({ row }: { row: JobRow }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      <Link component={RouterLink} to={ROUTES.jobs.show.getHref(row.id)} sx={{ overflowWrap: 'anywhere' }}>
        {row.title}
      </Link>
      <ApplicantsChip jobId={row.id} />
    </Stack>
  );
});

const ActionsCell = memo(function ActionsCell({
  row,
  deletedView,
  onDelete,
  onRestore,
}: JobRowActions & { row: JobRow }) {
  return deletedView ? (
    <Button size="small" startIcon={<RestoreOutlined />} onClick={() => onRestore(row)}>
      Restore
    </Button>
  ) : (
    <RowActions
      label={row.title}
      viewHref={ROUTES.jobs.show.getHref(row.id)}
      editHref={ROUTES.jobs.edit.getHref(row.id)}
      onDelete={() => onDelete(row)}
    />
  );
});

export type JobRowActions = {
  /** The deleted view: rows offer Restore instead of view, edit and delete. */
  deletedView: boolean;
  onDelete: (job: JobRow) => void;
  onRestore: (job: JobRow) => void;
};

/** The /jobs columns of spec section 2, with what each may be filtered and sorted by. */
export const jobsGridColumns = ({
  deletedView,
  onDelete,
  onRestore,
}: JobRowActions): GridColDef<JobRow>[] => [
  {
    field: 'title',
    headerName: 'Title',
    flex: 3,
    // Every minimum here adds up to what fits beside the admin menu at 1280 px, Actions included.
    minWidth: 200,
    // Never unsorted: no sort means the default, newest first.
    sortingOrder: ['asc', 'desc'],
    filterOperators: SERVER_OPERATORS.title,
    renderCell: ({ row }) => <TitleCell row={row} />,
  },
  {
    field: 'cgpa',
    headerName: 'CGPA / %',
    description: 'CGPA / Percentage',
    minWidth: 105,
    sortable: false,
    filterOperators: SERVER_OPERATORS.cgpa,
    valueGetter: (_value, row) =>
      `${row.cgpa ?? '—'} / ${row.percentage === null ? '—' : `${String(row.percentage)}%`}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 95,
    type: 'singleSelect',
    valueOptions: [...JOB_STATUSES],
    // Closed once past its end date, though the sweep stores that within the hour.
    valueGetter: (_value, row) => effectiveJobStatus(row, Date.now()),
    // The Status select above the grid filters it, so it can combine with a column filter.
    filterable: false,
    sortable: false,
  },
  {
    field: 'experience',
    headerName: 'Experience',
    type: 'number',
    minWidth: 100,
    sortingOrder: ['asc', 'desc'],
    filterOperators: SERVER_OPERATORS.experience,
  },
  {
    field: 'firstSkill',
    headerName: 'Skills',
    flex: 1.5,
    minWidth: 120,
    // Skills are rich text: Firestore cannot match inside them.
    filterable: false,
    sortable: false,
  },
  {
    field: 'postedAt',
    headerName: 'Posted',
    type: 'date',
    minWidth: 110,
    // The console's one date format (26 Nov 2026), in company time.
    valueFormatter: (value: Date | null) => (value ? formatCompanyDate(value) : ''),
    sortingOrder: ['desc', 'asc'],
    // From / To above the grid filter it.
    filterable: false,
  },
  {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    minWidth: 150,
    renderCell: ({ row }) => (
      <ActionsCell row={row} deletedView={deletedView} onDelete={onDelete} onRestore={onRestore} />
    ),
  },
];
