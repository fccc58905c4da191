import { JOB_STATUSES, ROUTES } from '@careers/domain/constants';
import { htmlToPlainText, jobsRangeError, type JobsGridFilter } from '@careers/domain/rules';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { AdminListPage } from '@/components/data-grid/admin-list-page';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useRowDeletion } from '@/components/data-grid/use-row-deletion';
import { CENTRED_CELLS_SX } from '@/components/data-grid/wrapping-cells';
import { FilterSelect, type FilterOption } from '@/components/form/filter-select';
import { SearchRow } from '@/components/form/search-row';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useAdminJobs, useApplicantCounts } from '../api/admin-jobs';
import { useDeleteJob, useHideJobs, useRestoreJob } from '../api/job-mutations';
import {
  JOBS_DEFAULT_SORT_MODEL,
  jobsGridSpecOf,
  readJobsFilter,
  writeJobsFilter,
} from '../utils/jobs-filter';

import { ApplicantCountsContext, jobsGridColumns, type JobRow } from './jobs-grid-columns';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const GRID_DEFAULTS = { sortModel: JOBS_DEFAULT_SORT_MODEL };
const STATUS_OPTIONS: FilterOption<JobsGridFilter['status']>[] = [
  { value: 'all', label: 'All statuses' },
  ...JOB_STATUSES.map((status) => ({ value: status, label: status })),
];
const SHOW_OPTIONS: FilterOption<JobsGridFilter['show']>[] = [
  { value: 'listed', label: 'Listed jobs' },
  { value: 'hidden', label: 'Hidden jobs' },
  { value: 'deleted', label: 'Deleted jobs' },
];

/**
 * The applicant counts of the jobs shown, for their chips. Read here rather than by the page: their
 * arrival renders this component, whose children (the grid) React leaves alone, and the chips that
 * read ApplicantCountsContext; read by the page, it rendered the page and its whole grid again, in
 * one long task (a query's result reaches React synchronously, issue 23).
 */
function ApplicantCounts({ jobIds, children }: { jobIds: readonly string[]; children: ReactNode }) {
  const counts = useApplicantCounts(jobIds);
  return <ApplicantCountsContext value={counts.data ?? null}>{children}</ApplicantCountsContext>;
}

/** /jobs: every job posting, newest first, with its applicants, and the bulk and row actions. */
export function JobsListPage() {
  const [params, setParams] = useSearchParams();
  const filter = readJobsFilter(params);
  const grid = useGridUrlState(GRID_DEFAULTS);
  const { page, pageSize } = grid.paginationModel;
  const spec = jobsGridSpecOf(filter, grid.filterModel, grid.sortModel);
  const jobs = useAdminJobs(spec, page, pageSize);
  const ids = useMemo(() => (jobs.data?.rows ?? []).map((job) => job.id), [jobs.data]);
  const notify = useNotify();
  const deleteJob = useDeleteJob();
  const { mutateAsync: restoreJob } = useRestoreJob();
  const hideJobs = useHideJobs();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [confirm, setConfirm] = useState<{ ids: string[]; hidden: boolean } | null>(null);
  const deletion = useRowDeletion<JobRow>({
    title: () => 'Delete this job?',
    confirmLabel: 'Delete job',
    text: (job) =>
      `"${job.title}" leaves the careers page and this list. Its applications are kept, and the job can be restored from "Deleted jobs".`,
    remove: async (job) => (await deleteJob.mutateAsync({ jobId: job.id })).message,
  });
  const { ask: askToDelete } = deletion;
  // What the form holds until Find: the search words and the dates.
  const [range, setRange] = useState({ from: filter.from, to: filter.to, search: filter.search });
  const rangeProblem = jobsRangeError(range);

  const applyFilter = (change: Partial<JobsGridFilter>) => {
    setSelection(EMPTY_SELECTION);
    setParams((current) => writeJobsFilter(current, { ...readJobsFilter(current), ...change }), {
      replace: true,
    });
  };

  // The same rows until the page changes: new ones make the grid process and lay out every row
  // again (the counts reach their chips through ApplicantCountsContext instead).
  const rows: JobRow[] = useMemo(
    () =>
      (jobs.data?.rows ?? []).map((job) => ({ ...job, firstSkill: htmlToPlainText(job.skills[0] ?? '') })),
    [jobs.data],
  );
  const selectedIds = [...selection.ids].map(String);

  const handleRestore = useCallback(
    (job: JobRow) =>
      void restoreJob({ jobId: job.id }).then(
        (result) => notify(result.message, 'success'),
        (error: unknown) => notify(callableErrorMessage(error), 'error'),
      ),
    [restoreJob, notify],
  );
  // The same columns from render to render (MUI X's advice): new ones would make the grid rebuild
  // its header and filter panel each time the rows or counts arrive.
  const deletedView = filter.show === 'deleted';
  const columns = useMemo(
    () =>
      jobsGridColumns({
        deletedView,
        onDelete: askToDelete,
        onRestore: handleRestore,
      }),
    [deletedView, handleRestore, askToDelete],
  );

  return (
    <AdminListPage
      title="Jobs"
      description="Every job posting, newest first. Open a job to see its applicants."
      maxWidth="xl"
      create={{ label: 'New Job', href: ROUTES.jobs.new.getHref() }}
    >
      <Stack spacing={2}>
        <SearchRow
          label="Filter jobs"
          onFind={() => applyFilter(range)}
          findDisabled={Boolean(rangeProblem)}
          reset={
            filter.from || filter.to
              ? {
                  label: 'All dates',
                  onClick: () => {
                    setRange((current) => ({ ...current, from: '', to: '' }));
                    applyFilter({ from: '', to: '' });
                  },
                }
              : null
          }
        >
          <TextField
            label="Search"
            type="search"
            value={range.search}
            onChange={(event) => setRange((current) => ({ ...current, search: event.target.value }))}
            helperText="A word of the title or department"
            sx={{ minWidth: { md: 240 } }}
          />
          <FilterSelect
            label="Status"
            value={filter.status}
            options={STATUS_OPTIONS}
            onChange={(status) => applyFilter({ status })}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            label="Show"
            value={filter.show}
            options={SHOW_OPTIONS}
            onChange={(show) => applyFilter({ show })}
            sx={{ minWidth: 150 }}
          />
          <TextField
            label="From"
            type="date"
            value={range.from}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            error={Boolean(rangeProblem)}
            helperText={rangeProblem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </SearchRow>
        <Stack direction="row" spacing={1}>
          {filter.show === 'listed' ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<VisibilityOffOutlined />}
              disabled={selectedIds.length === 0}
              onClick={() => setConfirm({ ids: selectedIds, hidden: true })}
            >
              Delete Selected Jobs
            </Button>
          ) : null}
          {filter.show === 'hidden' ? (
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              disabled={selectedIds.length === 0}
              onClick={() => setConfirm({ ids: selectedIds, hidden: false })}
            >
              Show Selected Jobs
            </Button>
          ) : null}
        </Stack>
        <ApplicantCounts jobIds={ids}>
          <AdminDataGrid<JobRow>
            label="Jobs"
            emptyMessage="No jobs found for these filters."
            rows={rows}
            columns={columns}
            loading={jobs.isFetching}
            error={loadFailure(jobs, 'The jobs could not be loaded.')}
            sx={CENTRED_CELLS_SX}
            checkboxSelection={filter.show !== 'deleted'}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            keepNonExistentRowsSelected={false}
            // Firestore pages, filters and sorts (a browser-side filter would only see this page).
            paginationMode="server"
            filterMode="server"
            sortingMode="server"
            rowCount={jobs.data?.total ?? 0}
            {...grid}
          />
        </ApplicantCounts>
      </Stack>
      {deletion.dialog}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm !== null && !confirm.hidden ? 'Show the selected jobs?' : 'Hide the selected jobs?'}
        confirmLabel={confirm !== null && !confirm.hidden ? 'Show jobs' : 'Hide jobs'}
        destructive={confirm?.hidden}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          const result = await hideJobs.mutateAsync({ jobIds: confirm.ids, hidden: confirm.hidden });
          setSelection(EMPTY_SELECTION);
          notify(result.message, 'success');
        }}
      >
        {confirm
          ? confirm.hidden
            ? `${String(confirm.ids.length)} selected job(s) will be hidden from the careers page and moved to "Hidden jobs". Their applications are kept.`
            : `${String(confirm.ids.length)} selected job(s) will be listed again.`
          : ''}
      </ConfirmDialog>
    </AdminListPage>
  );
}
