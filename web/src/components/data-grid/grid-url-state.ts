import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

// An admin table's filters, sort and page live in the URL, so a filtered view can be bookmarked,
// shared, and survives a reload or Back (issue 10). Only this module knows the parameter names.
export const GRID_QUERY_PARAMS = {
  filters: 'filters',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
} as const;

export type GridUrlState = {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  paginationModel: GridPaginationModel;
};

const isFilterItem = (value: unknown): value is GridFilterItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GridFilterItem).field === 'string' &&
  typeof (value as GridFilterItem).operator === 'string';

/** A hand-edited or stale URL never breaks the page: whatever does not parse is dropped. */
const parseFilters = (raw: string | null): GridFilterItem[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFilterItem) : [];
  } catch {
    return [];
  }
};

const parseSort = (raw: string | null): GridSortModel =>
  (raw ?? '')
    .split(',')
    .map((part) => part.split(':'))
    .filter(([field, direction]) => field && (direction === 'asc' || direction === 'desc'))
    .map(([field, direction]) => ({ field: field ?? '', sort: direction as 'asc' | 'desc' }));

const parseWhole = (raw: string | null, fallback: number, min: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : fallback;
};

export const readGridUrlState = (
  params: URLSearchParams,
  defaults: Partial<GridUrlState> = {},
): GridUrlState => ({
  filterModel: params.has(GRID_QUERY_PARAMS.filters)
    ? { items: parseFilters(params.get(GRID_QUERY_PARAMS.filters)) }
    : (defaults.filterModel ?? { items: [] }),
  sortModel: params.has(GRID_QUERY_PARAMS.sort)
    ? parseSort(params.get(GRID_QUERY_PARAMS.sort))
    : (defaults.sortModel ?? []),
  paginationModel: {
    page: parseWhole(params.get(GRID_QUERY_PARAMS.page), 0, 0),
    pageSize: parseWhole(params.get(GRID_QUERY_PARAMS.pageSize), defaults.paginationModel?.pageSize ?? 10, 1),
  },
});

/** Writes the grid's state into `params` (a copy); other parameters of the page are kept. */
export const writeGridUrlState = (params: URLSearchParams, state: Partial<GridUrlState>): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  if (state.filterModel) {
    const items = state.filterModel.items.map(({ field, operator, value }) => ({ field, operator, value }));
    set(GRID_QUERY_PARAMS.filters, items.length > 0 ? JSON.stringify(items) : null);
  }
  if (state.sortModel) {
    set(
      GRID_QUERY_PARAMS.sort,
      state.sortModel
        .filter((item) => item.sort)
        .map((item) => `${item.field}:${item.sort ?? 'asc'}`)
        .join(','),
    );
  }
  if (state.paginationModel) {
    set(GRID_QUERY_PARAMS.page, state.paginationModel.page > 0 ? String(state.paginationModel.page) : null);
    set(GRID_QUERY_PARAMS.pageSize, String(state.paginationModel.pageSize));
  }
  return next;
};
