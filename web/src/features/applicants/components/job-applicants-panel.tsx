import type { ApplicantQuery } from '@careers/domain/types';
import type { Job, WithId } from '@careers/domain/types';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AdminDataGrid } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { CENTRED_CELLS_SX } from '@/components/data-grid/wrapping-cells';
import type { ApplicantsGridSpec, ApplicantsView } from '@/lib/firebase/queries/applicants-grid-spec';

import { useApplicantRows } from '../api/use-applicant-rows';
import type { ApplicantRow } from '../api/applicants-page';
import { useCvDownload } from '../hooks/use-cv-download';
import { hasApplicantFilters, readApplicantFilters, writeApplicantFilters } from '../utils/applicant-filters';
import {
  APPLICANTS_GRID_DEFAULTS,
  APPLICANTS_VIEWS,
  EMPTY_SELECTION,
  readView,
  sortOf,
  VIEW_PARAM,
} from '../utils/applicants-view';

import { ApplicantActionBar } from './applicant-action-bar';
// With the panel, not lazily: arriving after it, the form pushed the actions and the table down as
// the page settled (Lighthouse CLS 0.13, issue 23), for about 1 KiB.
import { ApplicantFiltersForm } from './applicant-filters';
import { ApplicantActionDialogs, type ApplicantDialog } from './applicant-action-dialogs';
import { ActionResult, type ActionReport } from './action-result';
import { applicantsColumns } from './applicants-columns';
import { ApplicantsCsvDownload } from './applicants-csv-download';
import { CvArchive } from './cv-archive';
import { CvDownloadsLog } from './cv-downloads-log';
import { SelectAllMatching } from './select-all-matching';

/**
 * The applicants of a job below its details on /jobs/show/{id} (issue 11): the table (server pages,
 * a status view, sort, selection), its CSV (every applicant it lists, ApplicantsCsvDownload), the confirmed batch actions with the
 * server's report, the removal of one applicant, top candidates on a closed job, the CVs one by one
 * or as all-documents.zip, and who downloaded them.
 */
export function JobApplicantsPanel({ job }: { job: WithId<Job> }) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const grid = useGridUrlState(APPLICANTS_GRID_DEFAULTS);
  const { page, pageSize } = grid.paginationModel;
  const spec: ApplicantsGridSpec = useMemo(
    () => ({ jobId: job.id, view, sort: sortOf(grid.sortModel) }),
    [job.id, view, grid.sortModel],
  );
  const filters = readApplicantFilters(params);
  const search: ApplicantQuery = { ...filters, jobId: job.id, view, cgpaMin: null };
  const narrowed = hasApplicantFilters(filters);
  const applicants = useApplicantRows(spec, search, page, pageSize);
  // "Select all N matching": every applicant the search (or the status view) matches, on the server.
  const [matchingAll, setMatchingAll] = useState(false);
  const downloadCv = useCvDownload(job.id);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [dialog, setDialog] = useState<ApplicantDialog>(null);
  const [report, setReport] = useState<ActionReport | null>(null);

  // Names of every applicant shown so far: reports and the downloads log name applicants, not ids.
  const names = useRef(new Map<string, string>());
  const rows = useMemo(() => applicants.data?.rows ?? [], [applicants.data]);
  useEffect(() => {
    for (const row of rows) names.current.set(row.id, row.name || row.email);
  }, [rows]);
  const nameOf = useCallback((id: string) => names.current.get(id) ?? id, []);

  // The selection is of rows on this page (it is cleared when the page, view or sort changes).
  // The header's "select all" answers an exclude model (every row but these), a row's click an include one.
  const selected = rows.filter((row) => selection.ids.has(row.id) === (selection.type === 'include'));
  const selectedIds = selected.map((row) => row.id);
  const total = applicants.data?.total ?? 0;
  const changeSelection = (next: GridRowSelectionModel) => {
    setMatchingAll(false);
    setSelection(next);
  };

  const applyFilters = (next: Parameters<typeof writeApplicantFilters>[1]) => {
    changeSelection(EMPTY_SELECTION);
    setParams((current) => writeApplicantFilters(current, next), { replace: true });
  };

  const setView = (next: ApplicantsView) => {
    changeSelection(EMPTY_SELECTION);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'active') updated.delete(VIEW_PARAM);
        else updated.set(VIEW_PARAM, next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  const columns = useMemo(
    () =>
      applicantsColumns({
        jobId: job.id,
        onDownloadCv: downloadCv,
        onRemove: (row) => setDialog({ remove: row }),
        canRemove: (row) => row.status !== 'removed',
      }),
    [job.id, downloadCv],
  );

  return (
    <Stack spacing={3} component="section" aria-labelledby="job-applicants">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography id="job-applicants" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Applicants
              {applicants.data ? (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  ({applicants.data.total})
                </Typography>
              ) : null}
            </Typography>
            <TextField
              select
              size="small"
              label="Show"
              value={view}
              onChange={(event) => setView(event.target.value as ApplicantsView)}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {APPLICANTS_VIEWS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ApplicantFiltersForm filters={filters} onApply={applyFilters} />
          <ApplicantActionBar
            selected={selected}
            selectedCount={matchingAll ? total : selected.length}
            jobHasTest={job.conductTest && job.test !== null}
            jobClosed={job.status === 'closed'}
            onAction={setDialog}
          />
          <SelectAllMatching
            onPage={rows.length}
            total={total}
            allOnPageSelected={rows.length > 0 && selected.length === rows.length}
            matchingAll={matchingAll}
            onSelectAll={() => setMatchingAll(true)}
            onClear={() => changeSelection(EMPTY_SELECTION)}
          />
          {report ? <ActionResult report={report} onClose={() => setReport(null)} /> : null}
          <AdminDataGrid<ApplicantRow>
            label="Applicants"
            emptyMessage={
              narrowed
                ? 'No applicant matches this search.'
                : view === 'active'
                  ? 'No one has applied for this job yet.'
                  : 'No applicants in this view.'
            }
            rows={rows}
            columns={columns}
            loading={applicants.isFetching}
            error={
              applicants.isError
                ? { message: 'The applicants could not be loaded.', retry: () => void applicants.refetch() }
                : null
            }
            sx={CENTRED_CELLS_SX}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={changeSelection}
            // The search lists newest first: its index has no other order.
            disableColumnSorting={narrowed}
            keepNonExistentRowsSelected={false}
            paginationMode="server"
            sortingMode="server"
            disableColumnFilter
            rowCount={applicants.data?.total ?? 0}
            paginationModel={grid.paginationModel}
            onPaginationModelChange={(model) => {
              // All matching stays all matching from page to page; a page's own choice does not.
              if (!matchingAll) setSelection(EMPTY_SELECTION);
              grid.onPaginationModelChange(model);
            }}
            sortModel={grid.sortModel}
            onSortModelChange={(model) => {
              changeSelection(EMPTY_SELECTION);
              grid.onSortModelChange(model);
            }}
            showToolbar
            slotProps={{
              toolbar: {
                showQuickFilter: false,
                // The grid's export holds the page on screen and the columns as drawn (email and
                // phone inside the name): the CSV is ApplicantsCsvDownload's, below.
                csvOptions: { disableToolbarButton: true },
                printOptions: { disableToolbarButton: true },
              },
            }}
          />
          <ApplicantsCsvDownload
            jobId={job.id}
            jobTitle={job.title}
            spec={spec}
            search={search}
            total={total}
          />
          <CvArchive jobId={job.id} />
        </Stack>
      </Paper>
      <CvDownloadsLog jobId={job.id} nameOf={nameOf} />

      <ApplicantActionDialogs
        job={job}
        selectedIds={selectedIds}
        matching={matchingAll ? { query: search, total } : null}
        dialog={dialog}
        onClose={() => setDialog(null)}
        nameOf={nameOf}
        onReport={(next, done) => {
          if (done) changeSelection(EMPTY_SELECTION);
          setReport(next);
        }}
      />
    </Stack>
  );
}
