import { ADMIN_STATUS_LABELS } from '@careers/domain/rules';
import { APPLICATION_STATUSES, EMPTY_APPLICANT_QUERY, type ApplicantQuery } from '@careers/domain/types';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { WRAPPING_CELLS_SX } from '@/components/data-grid/wrapping-cells';
import { FilterSelect, type FilterOption } from '@/components/form/filter-select';
import { SearchRow } from '@/components/form/search-row';
import { PageShell } from '@/components/ui/page-shell';

import { useCandidatesPage, type CandidateRow } from '../api/candidate-search';
import {
  readCandidateSearch,
  writeCandidateSearch,
  type CandidateSearch,
} from '../utils/candidate-search-params';

import { candidatesColumns, candidatesPhoneColumns } from './candidates-columns';

const GRID_DEFAULTS = { sortModel: [] };

/** On a phone the table is as wide as the screen (its three columns fit), not 640 px. */
const PHONE_GRID_SX = { ...WRAPPING_CELLS_SX, minWidth: 0 } as const;

const VIEWS: FilterOption<ApplicantQuery['view']>[] = [
  { value: 'active', label: 'Every active application' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status] })),
  { value: 'hidden', label: 'Removed and not selected' },
];

/**
 * /candidates (issue 20): everyone who has applied, across jobs, one row per application, found by
 * a word of their name, email, city, degree or the job, with experience and CGPA floors and a
 * status; each row links to the application's review. Reads a page of the search at a time.
 */
export function CandidatesPage() {
  const [params, setParams] = useSearchParams();
  const applied = readCandidateSearch(params);
  const [draft, setDraft] = useState(() => ({
    text: applied.text,
    experienceMin: applied.experienceMin === null ? '' : String(applied.experienceMin),
    cgpaMin: applied.cgpaMin === null ? '' : String(applied.cgpaMin),
  }));
  const grid = useGridUrlState(GRID_DEFAULTS);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { page, pageSize } = grid.paginationModel;
  const search: ApplicantQuery = { ...EMPTY_APPLICANT_QUERY, ...applied };
  const candidates = useCandidatesPage(search, page, pageSize);

  const apply = (change: Partial<CandidateSearch>) =>
    setParams((current) => writeCandidateSearch(current, { ...readCandidateSearch(current), ...change }), {
      replace: true,
    });
  const find = () =>
    apply({
      text: draft.text.trim(),
      experienceMin: draft.experienceMin === '' ? null : Number(draft.experienceMin),
      cgpaMin: draft.cgpaMin === '' ? null : Number(draft.cgpaMin),
    });

  return (
    <PageShell
      title="Candidates"
      description="Everyone who has applied, across jobs: one row per application, newest first. Open a name to review that application."
      maxWidth="xl"
    >
      <Stack spacing={2}>
        <SearchRow label="Search candidates" onFind={find}>
          <TextField
            type="search"
            label="Name, email, city, degree or job"
            value={draft.text}
            onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ minWidth: { md: 240 } }}
          />
          <TextField
            type="number"
            label="Experience from (years)"
            value={draft.experienceMin}
            onChange={(event) => setDraft((current) => ({ ...current, experienceMin: event.target.value }))}
            slotProps={{ htmlInput: { min: 0, max: 60 } }}
            // Labels in full at 1280 px.
            sx={{ minWidth: { md: 190 } }}
          />
          <TextField
            type="number"
            label="CGPA from"
            value={draft.cgpaMin}
            onChange={(event) => setDraft((current) => ({ ...current, cgpaMin: event.target.value }))}
            slotProps={{ htmlInput: { min: 0, max: 5, step: 0.1 } }}
            sx={{ minWidth: { md: 120 } }}
          />
          <FilterSelect
            label="Status"
            value={applied.view}
            options={VIEWS}
            onChange={(view) => apply({ view })}
            // Wide enough for "Every active application" at 1280 px.
            sx={{ minWidth: 250 }}
          />
        </SearchRow>
        <AdminDataGrid<CandidateRow>
          label="Candidates"
          emptyMessage="No candidate matches this search."
          rows={candidates.data?.rows ?? []}
          columns={phone ? candidatesPhoneColumns : candidatesColumns}
          loading={candidates.isFetching}
          error={loadFailure(candidates, 'The candidates could not be loaded.')}
          disableColumnFilter
          disableColumnSorting
          paginationMode="server"
          rowCount={candidates.data?.total ?? 0}
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.onPaginationModelChange}
          sx={phone ? PHONE_GRID_SX : WRAPPING_CELLS_SX}
        />
      </Stack>
    </PageShell>
  );
}
