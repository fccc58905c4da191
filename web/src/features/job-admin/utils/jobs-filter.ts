import { JOB_STATUSES, type JobStatus } from '@careers/domain/constants';
import {
  jobsColumnFilterOf,
  jobsSortOf,
  JOBS_GRID_DEFAULT_FILTER,
  JOBS_GRID_DEFAULT_SORT,
  JOBS_VIEWS,
  type JobsGridFilter,
  type JobsGridSpec,
  type JobsView,
} from '@careers/domain/rules';
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';

// The /jobs grid's own filters (beside the grid's column filter and sort), kept in the URL. The spec
// opens the grid on today's postings; we open it on every posting (docs/spec-departures.md), so an
// empty range means "all dates".

export const JOBS_FILTER_PARAMS = {
  status: 'status',
  show: 'show',
  from: 'from',
  to: 'to',
  search: 'q',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const readJobsFilter = (params: URLSearchParams): JobsGridFilter => {
  const status = params.get(JOBS_FILTER_PARAMS.status) ?? '';
  const show = params.get(JOBS_FILTER_PARAMS.show) ?? '';
  const from = params.get(JOBS_FILTER_PARAMS.from) ?? '';
  const to = params.get(JOBS_FILTER_PARAMS.to) ?? '';
  return {
    status: (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : 'all',
    show: (JOBS_VIEWS as readonly string[]).includes(show) ? (show as JobsView) : 'listed',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    search: (params.get(JOBS_FILTER_PARAMS.search) ?? '').trim(),
  };
};

export const writeJobsFilter = (params: URLSearchParams, filter: JobsGridFilter): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, value);
  };
  set(JOBS_FILTER_PARAMS.status, filter.status, JOBS_GRID_DEFAULT_FILTER.status);
  set(JOBS_FILTER_PARAMS.show, filter.show, JOBS_GRID_DEFAULT_FILTER.show);
  set(JOBS_FILTER_PARAMS.from, filter.from, '');
  set(JOBS_FILTER_PARAMS.to, filter.to, '');
  set(JOBS_FILTER_PARAMS.search, filter.search.trim(), '');
  // A new filter starts from the first page.
  next.delete('page');
  return next;
};

/** The grid's sort as the URL holds it when nothing is chosen: newest posting first. */
export const JOBS_DEFAULT_SORT_MODEL: GridSortModel = [
  { field: JOBS_GRID_DEFAULT_SORT.field, sort: JOBS_GRID_DEFAULT_SORT.direction },
];

/** What the page shows: the filter bar's filters, the grid's (first) column filter and its sort. */
export const jobsGridSpecOf = (
  filter: JobsGridFilter,
  filterModel: GridFilterModel,
  sortModel: GridSortModel,
): JobsGridSpec => {
  const [item] = filterModel.items;
  return {
    filter,
    column: item ? jobsColumnFilterOf(item) : null,
    sort: jobsSortOf(sortModel),
  };
};
