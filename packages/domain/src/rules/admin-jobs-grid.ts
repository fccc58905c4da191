import { JOB_STATUSES, type JobStatus } from '../constants/enums.ts';
import { startOfCompanyDay } from './company-time.ts';
import { searchWordOf } from './search-tokens.ts';

// The admin /jobs grid reads Firestore a page at a time (limit + cursor, a count() for the total), so
// its filters and sort must be Firestore's, not the grid's: a filter applied in the browser would
// only ever see the page on screen. This module turns what the page's URL asks for into one query
// plan; the web app builds the Firestore query from it (web/src/lib/firebase/queries) and the reads
// benchmark (scripts/bench) runs the same plan.
//
// Every plan has one shape: equality on `deleted`, `hidden` and `status` (an `in` over every value
// when the page does not narrow it), at most one word of the search box (`array-contains` on the
// job's searchTokens), one ordered field, and range filters. So each combination the
// page can ask for is served by one composite index, and firestore.indexes.json holds exactly those
// (admin-jobs-grid.test.ts checks it). The grid offers one column filter at a time (MUI X
// community), which keeps that set small.

export const JOBS_VIEWS = ['listed', 'hidden', 'deleted'] as const;
/** Listed: neither hidden nor deleted. Hidden: bulk-hidden, not deleted. Deleted: soft-deleted. */
export type JobsView = (typeof JOBS_VIEWS)[number];

/** The grid's own filters (beside the column filter); '' dates mean no bound. */
export type JobsGridFilter = {
  status: JobStatus | 'all';
  show: JobsView;
  /** 'YYYY-MM-DD', a company-time calendar day, posted on or after. */
  from: string;
  /** 'YYYY-MM-DD', a company-time calendar day, posted on or before. */
  to: string;
  /** Words of the title or department to look for ('' for every job): see jobsGridPlan. */
  search: string;
};

export const JOBS_GRID_DEFAULT_FILTER: Readonly<JobsGridFilter> = Object.freeze({
  status: 'all',
  show: 'listed',
  from: '',
  to: '',
  search: '',
});

/** The column filters Firestore can answer, by column field, with what the filter menu says. */
export const JOBS_GRID_COLUMN_FILTERS = {
  title: [
    { operator: 'startsWith', label: 'starts with (exact case)' },
    { operator: 'equals', label: 'equals' },
  ],
  cgpa: [
    { operator: '=', label: 'CGPA is' },
    { operator: '>=', label: 'CGPA is at least' },
    { operator: '<=', label: 'CGPA is at most' },
  ],
  experience: [
    { operator: '=', label: 'is' },
    { operator: '>=', label: 'is at least' },
    { operator: '<=', label: 'is at most' },
  ],
} as const;

export type JobsGridFilterField = keyof typeof JOBS_GRID_COLUMN_FILTERS;
export type JobsGridColumnFilter =
  | { field: 'title'; operator: 'startsWith' | 'equals'; value: string }
  | { field: 'cgpa' | 'experience'; operator: '=' | '>=' | '<='; value: number };

/** The columns the grid sorts by (Firestore orders by the field itself). */
export const JOBS_GRID_SORT_FIELDS = ['postedAt', 'title', 'experience'] as const;
export type JobsGridSortField = (typeof JOBS_GRID_SORT_FIELDS)[number];
export type JobsGridSort = { field: JobsGridSortField; direction: 'asc' | 'desc' };
export const JOBS_GRID_DEFAULT_SORT: Readonly<JobsGridSort> = Object.freeze({
  field: 'postedAt',
  direction: 'desc',
});

/** What one page of the grid shows: the filter bar, the column filter and the sort. */
export type JobsGridSpec = {
  filter: JobsGridFilter;
  column: JobsGridColumnFilter | null;
  sort: JobsGridSort;
};

export const JOBS_GRID_DEFAULT_SPEC: Readonly<JobsGridSpec> = Object.freeze({
  filter: JOBS_GRID_DEFAULT_FILTER,
  column: null,
  sort: JOBS_GRID_DEFAULT_SORT,
});

export type JobsQueryCondition = {
  field: 'deleted' | 'hidden' | 'status' | 'postedAt' | 'searchTokens' | JobsGridFilterField;
  op: '==' | 'in' | 'array-contains' | '>=' | '<=' | '<';
  value: boolean | string | number | Date | readonly (boolean | string)[];
};

/** A Firestore query, as data: AND of `where`, ordered by `orderBy` (then by the range fields). */
export type JobsQueryPlan = {
  where: JobsQueryCondition[];
  orderBy: { field: JobsGridSortField; direction: 'asc' | 'desc' };
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a 'YYYY-MM-DD' calendar day starts in the company's time zone, or null when it is no
 * such day. Noon UTC lies on the same calendar day in every zone within ±11 h of UTC.
 */
export const startOfCompanyDate = (isoDay: string): Date | null => {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  if (noon.getUTCFullYear() !== year || noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== day) {
    return null;
  }
  return startOfCompanyDay(noon);
};

/** The day after a 'YYYY-MM-DD' day, as 'YYYY-MM-DD' (for an exclusive upper bound). */
const nextIsoDay = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/** The range problem to show beside the dates, if any. */
export const jobsRangeError = (range: Pick<JobsGridFilter, 'from' | 'to'>): string | null =>
  range.from && range.to && range.from > range.to ? 'To cannot be before From.' : null;

/**
 * A grid filter item (from the URL or the filter menu) as a filter Firestore can answer, or null:
 * an unknown column or operator, or a value still being typed, filters nothing.
 */
export const jobsColumnFilterOf = (item: {
  field: string;
  operator: string;
  value?: unknown;
}): JobsGridColumnFilter | null => {
  const offered = (JOBS_GRID_COLUMN_FILTERS as Record<string, readonly { operator: string }[]>)[item.field];
  if (!offered?.some((choice) => choice.operator === item.operator)) return null;
  const raw = typeof item.value === 'number' ? String(item.value) : item.value;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  if (item.field === 'title') {
    return { field: 'title', operator: item.operator as 'startsWith' | 'equals', value: raw.trim() };
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return {
    field: item.field as 'cgpa' | 'experience',
    operator: item.operator as '=' | '>=' | '<=',
    value,
  };
};

/** The grid's sort model (one column, MUI X community) as a sort Firestore can do, else the default. */
export const jobsSortOf = (
  model: readonly { field: string; sort?: 'asc' | 'desc' | null }[],
): JobsGridSort => {
  const first = model[0];
  if (!first?.sort || !(JOBS_GRID_SORT_FIELDS as readonly string[]).includes(first.field)) {
    return JOBS_GRID_DEFAULT_SORT;
  }
  return { field: first.field as JobsGridSortField, direction: first.sort };
};

// Everything after the prefix sorts below this: `title >= v AND title < v + HIGH` is "starts with v".
const HIGH = '\uf8ff';

/** The Firestore query that answers `spec`, newest posting first unless sorted otherwise. */
export const jobsGridPlan = (spec: JobsGridSpec): JobsQueryPlan => {
  const { filter, column, sort } = spec;
  const where: JobsQueryCondition[] = [
    { field: 'deleted', op: '==', value: filter.show === 'deleted' },
    filter.show === 'deleted'
      ? { field: 'hidden', op: 'in', value: [false, true] }
      : { field: 'hidden', op: '==', value: filter.show === 'hidden' },
    filter.status === 'all'
      ? { field: 'status', op: 'in', value: JOB_STATUSES }
      : { field: 'status', op: '==', value: filter.status },
  ];
  const from = startOfCompanyDate(filter.from);
  // "To" includes its whole day: before the next day starts.
  const to = startOfCompanyDate(filter.to) ? startOfCompanyDate(nextIsoDay(filter.to)) : null;
  if (from) where.push({ field: 'postedAt', op: '>=', value: from });
  if (to) where.push({ field: 'postedAt', op: '<', value: to });
  // One word (Firestore allows one array-contains), and no column filter beside it: the search
  // replaces the title filter, and each combination would need its own index.
  const word = searchWordOf(filter.search);
  if (word) {
    where.push({ field: 'searchTokens', op: 'array-contains', value: word });
  } else if (column?.field === 'title') {
    where.push({ field: 'title', op: '>=', value: column.value });
    where.push(
      column.operator === 'equals'
        ? { field: 'title', op: '<=', value: column.value }
        : { field: 'title', op: '<', value: `${column.value}${HIGH}` },
    );
  } else if (column) {
    // "is" is a closed range, so it needs the same index as "at least" and "at most".
    if (column.operator !== '<=') where.push({ field: column.field, op: '>=', value: column.value });
    if (column.operator !== '>=') where.push({ field: column.field, op: '<=', value: column.value });
  }
  return { where, orderBy: { field: sort.field, direction: sort.direction } };
};
