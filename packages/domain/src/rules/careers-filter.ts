import { DATE_POSTED_FILTERS, JOB_TYPES, SORT_OPTIONS } from '../constants/enums.ts';
import type { DatePostedFilter, SortOption } from '../constants/enums.ts';
import { PAGE_SIZES } from '../constants/limits.ts';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';
import type { JobIndexEntry } from '../types/job.ts';
import { endedBeforeCutoff } from './job-end-date.ts';

// The careers listing runs entirely in the browser over the one `jobIndex/open` document, and all
// of its state (search, filters, sort, page) lives in the URL so a listing can be shared, reloaded
// and navigated with Back. Everything here is pure and allocation-light: runCareersQuery is called
// on every keystroke and checkbox. A job past its end date stays in the index until the jobs
// service closes it (its sweep, or the next server read that finds it); the listing leaves it out
// from the moment it ends, so nobody is offered a job that no longer takes applications.

export type CareersQuery = {
  /** Matched as a trimmed, lowercased substring of the job title. */
  keyword: string;
  /** Matched as a trimmed, lowercased substring of the job location. */
  location: string;
  /** OR within the group; empty means any. */
  jobTypes: string[];
  /** OR within the group; empty means any. */
  departmentIds: string[];
  datePosted: DatePostedFilter;
  sort: SortOption;
  /** 1-based. */
  page: number;
};

export const DEFAULT_CAREERS_QUERY: Readonly<CareersQuery> = Object.freeze({
  keyword: '',
  location: '',
  // Frozen so that a caller mutating the default by mistake fails loudly instead of leaking state.
  jobTypes: Object.freeze([]) as unknown as string[],
  departmentIds: Object.freeze([]) as unknown as string[],
  datePosted: 'all',
  sort: 'newest',
  page: 1,
});

// URLSearchParams is a WHATWG API present in every browser and in Node, but this package compiles
// against the ES library only (no DOM, no Node types — by design). So the parameter accepts anything
// shaped like it, and the return type resolves to the platform's own URLSearchParams wherever the
// program declares one (web: DOM lib; functions: @types/node), falling back to the shape here.

/** The part of URLSearchParams these rules read and write. */
export type SearchParamsLike = {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  append(name: string, value: string): void;
  toString(): string;
};

export type PlatformSearchParams = typeof globalThis extends {
  URLSearchParams: new (...args: never[]) => infer Instance extends SearchParamsLike;
}
  ? Instance
  : SearchParamsLike;

const createSearchParams = (): PlatformSearchParams =>
  new (globalThis as unknown as { URLSearchParams: new () => PlatformSearchParams }).URLSearchParams();

/** URL parameter names, in the order serializeCareersQuery writes them. */
export const CAREERS_QUERY_PARAMS = {
  keyword: 'q',
  location: 'location',
  jobTypes: 'type',
  departmentIds: 'department',
  datePosted: 'posted',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof CareersQuery, string>;

/** Longer search text is cut: nothing in a title is that long, and URLs stay bounded. */
export const CAREERS_SEARCH_MAX_LENGTH = 100;
/** A URL cannot ask for more values than any real listing has. */
const MAX_FILTER_VALUES = 50;

const JOB_TYPE_BY_LOWERCASE = new Map<string, string>(JOB_TYPES.map((type) => [type.toLowerCase(), type]));
const DATE_POSTED_IDS = new Set<string>(DATE_POSTED_FILTERS.map((filter) => filter.id));
const SORT_IDS = new Set<string>(SORT_OPTIONS);

const cleanSearchText = (value: string | null): string =>
  (value ?? '').trim().slice(0, CAREERS_SEARCH_MAX_LENGTH).trim();

/** Accepts repeated keys (`type=a&type=b`), comma lists (`type=a,b`) and both mixed. */
const readList = (searchParams: Pick<SearchParamsLike, 'get' | 'getAll' | 'has'>, key: string): string[] =>
  searchParams
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** Deduplicated and sorted, so equal filters give equal URLs (and equal cache keys). */
const canonicalList = (values: Iterable<string>): string[] =>
  [...new Set(values)].sort().slice(0, MAX_FILTER_VALUES);

const parsePage = (value: string | null): number => {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return DEFAULT_CAREERS_QUERY.page;
  return Math.max(1, Number(value.trim()));
};

/**
 * Reads the listing state from the URL. Never throws: unknown or malformed values fall back to
 * the defaults. On /careers/{departmentId} the route's department is the default department filter,
 * used only while the URL has no `department` parameter of its own.
 */
export const parseCareersQuery = (
  searchParams: Pick<SearchParamsLike, 'get' | 'getAll' | 'has'>,
  routeDepartmentId?: string,
): CareersQuery => {
  const jobTypes = canonicalList(
    readList(searchParams, CAREERS_QUERY_PARAMS.jobTypes).flatMap((value) => {
      const canonical = JOB_TYPE_BY_LOWERCASE.get(value.toLowerCase());
      return canonical ? [canonical] : [];
    }),
  );
  const hasDepartmentParam = searchParams.has(CAREERS_QUERY_PARAMS.departmentIds);
  const departmentSource = hasDepartmentParam
    ? readList(searchParams, CAREERS_QUERY_PARAMS.departmentIds)
    : routeDepartmentId
      ? [routeDepartmentId.trim()]
      : [];
  // Only what can be a department id: a hand-edited URL cannot smuggle odd ids into queries.
  const departmentIds = canonicalList(departmentSource.filter((id) => DOCUMENT_ID_PATTERN.test(id)));

  const datePosted = searchParams.get(CAREERS_QUERY_PARAMS.datePosted)?.trim() ?? '';
  const sort = searchParams.get(CAREERS_QUERY_PARAMS.sort)?.trim().toLowerCase() ?? '';

  return {
    keyword: cleanSearchText(searchParams.get(CAREERS_QUERY_PARAMS.keyword)),
    location: cleanSearchText(searchParams.get(CAREERS_QUERY_PARAMS.location)),
    jobTypes,
    departmentIds,
    datePosted: DATE_POSTED_IDS.has(datePosted)
      ? (datePosted as DatePostedFilter)
      : DEFAULT_CAREERS_QUERY.datePosted,
    sort: SORT_IDS.has(sort) ? (sort as SortOption) : DEFAULT_CAREERS_QUERY.sort,
    page: parsePage(searchParams.get(CAREERS_QUERY_PARAMS.page)),
  };
};

/**
 * Writes the listing state to URL parameters: only values that differ from the defaults, keys
 * always in the order of CAREERS_QUERY_PARAMS, lists as repeated keys, sorted. Write it to
 * `/careers?…` (not `/careers/{id}?…`) so a department that came from the route can be unticked.
 */
export const serializeCareersQuery = (query: CareersQuery): PlatformSearchParams => {
  const params = createSearchParams();
  const keyword = cleanSearchText(query.keyword);
  const location = cleanSearchText(query.location);
  if (keyword) params.append(CAREERS_QUERY_PARAMS.keyword, keyword);
  if (location) params.append(CAREERS_QUERY_PARAMS.location, location);
  for (const type of canonicalList(query.jobTypes)) params.append(CAREERS_QUERY_PARAMS.jobTypes, type);
  for (const id of canonicalList(query.departmentIds)) params.append(CAREERS_QUERY_PARAMS.departmentIds, id);
  if (query.datePosted !== DEFAULT_CAREERS_QUERY.datePosted) {
    params.append(CAREERS_QUERY_PARAMS.datePosted, query.datePosted);
  }
  if (query.sort !== DEFAULT_CAREERS_QUERY.sort) params.append(CAREERS_QUERY_PARAMS.sort, query.sort);
  if (Number.isInteger(query.page) && query.page > 1) {
    params.append(CAREERS_QUERY_PARAMS.page, String(query.page));
  }
  return params;
};

/**
 * Applies a change from the page. Any change other than the page itself goes back to page 1:
 * page 3 of the old result set means nothing for the new one.
 */
export const updateCareersQuery = (query: CareersQuery, changes: Partial<CareersQuery>): CareersQuery => {
  const next = { ...query, ...changes };
  const onlyPageChanged = Object.keys(changes).every((key) => key === 'page');
  return onlyPageChanged ? next : { ...next, page: 1 };
};

/** Ticks or unticks one value of a checkbox group. */
export const toggleValue = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((existing) => existing !== value) : [...values, value];

// ---------------------------------------------------------------------------------------------
// Filtering

const DURATION_BY_FILTER = new Map<DatePostedFilter, number | null>(
  DATE_POSTED_FILTERS.map((filter) => [filter.id, filter.durationMs]),
);

/**
 * Earliest postedAt (ms) the Date Posted filter keeps, or -Infinity for 'All'. Durations are
 * absolute (ARCHITECTURE section 4: 'Last 30 days' is 30 days, no 5-hour shift), so the company's
 * time zone does not change the window.
 */
export const datePostedCutoff = (datePosted: DatePostedFilter, now: Date | number): number => {
  const duration = DURATION_BY_FILTER.get(datePosted) ?? null;
  if (duration === null) return -Infinity;
  return (typeof now === 'number' ? now : now.getTime()) - duration;
};

/** The query reduced to what the per-entry test needs, computed once per call. */
type CompiledFilter = {
  keyword: string;
  location: string;
  jobTypes: ReadonlySet<string> | null;
  departmentIds: ReadonlySet<string> | null;
  cutoff: number;
  /** Entries whose end date is before this have ended (endedBeforeCutoff). */
  endedBefore: number;
};

const compileFilter = (query: CareersQuery, now: Date | number): CompiledFilter => ({
  keyword: query.keyword.trim().toLowerCase(),
  location: query.location.trim().toLowerCase(),
  jobTypes: query.jobTypes.length > 0 ? new Set(query.jobTypes) : null,
  departmentIds: query.departmentIds.length > 0 ? new Set(query.departmentIds) : null,
  cutoff: datePostedCutoff(query.datePosted, now),
  endedBefore: endedBeforeCutoff(now),
});

/** Ended jobs are not listed at all: no card, and no count in the facets. */
const isTakingApplications = (entry: JobIndexEntry, filter: CompiledFilter): boolean =>
  entry.endDate >= filter.endedBefore;

/** Keyword, location and date: the filters that are not facets. */
const matchesBase = (entry: JobIndexEntry, filter: CompiledFilter): boolean =>
  // At the boundary (exactly `duration` ago) a job is included; future-dated jobs always are.
  entry.postedAt >= filter.cutoff &&
  (filter.keyword === '' || entry.title.toLowerCase().includes(filter.keyword)) &&
  (filter.location === '' || entry.location.toLowerCase().includes(filter.location));

const matchesJobType = (entry: JobIndexEntry, filter: CompiledFilter): boolean =>
  filter.jobTypes === null || filter.jobTypes.has(entry.jobType);

const matchesDepartment = (entry: JobIndexEntry, filter: CompiledFilter): boolean =>
  filter.departmentIds === null || filter.departmentIds.has(entry.department.id);

/** Jobs matching every filter of the query (AND across groups, OR within a group); order kept. */
export const filterJobs = (
  entries: readonly JobIndexEntry[],
  query: CareersQuery,
  now: Date | number,
): JobIndexEntry[] => {
  const filter = compileFilter(query, now);
  return entries.filter(
    (entry) =>
      isTakingApplications(entry, filter) &&
      matchesBase(entry, filter) &&
      matchesJobType(entry, filter) &&
      matchesDepartment(entry, filter),
  );
};

// ---------------------------------------------------------------------------------------------
// Facets

export type FacetValue = {
  value: string;
  label: string;
  /** Jobs matching every other filter of the query, with this value in place of its own group. */
  count: number;
  selected: boolean;
};

export type CareersFacets = {
  jobTypes: FacetValue[];
  departments: FacetValue[];
};

const labelCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Code-unit order: the last tie-breaker, total and identical on every engine. */
const compareStrings = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/** Counts per value plus a label, accumulated during the single pass. */
type FacetTally = Map<string, { label: string; labelAt: number; count: number }>;

const tallyValue = (tally: FacetTally, value: string, label: string, postedAt: number, counted: boolean) => {
  const existing = tally.get(value);
  if (!existing) {
    tally.set(value, { label, labelAt: postedAt, count: counted ? 1 : 0 });
    return;
  }
  if (counted) existing.count += 1;
  // Department titles are snapshots; if a department was renamed, the newest job's title wins.
  if (postedAt > existing.labelAt) {
    existing.label = label;
    existing.labelAt = postedAt;
  }
};

const facetList = (tally: FacetTally, selected: readonly string[]): FacetValue[] => {
  const selectedSet = new Set(selected);
  const values: FacetValue[] = [];
  for (const [value, { label, count }] of tally) {
    values.push({ value, label, count, selected: selectedSet.has(value) });
  }
  // A value ticked in the URL but absent from the data stays listed (count 0) so it can be
  // unticked; its label is the raw value, which the page may replace from its catalog.
  for (const value of selectedSet) {
    if (!tally.has(value)) values.push({ value, label: value, count: 0, selected: true });
  }
  return values.sort(
    (left, right) =>
      labelCollator.compare(left.label, right.label) || compareStrings(left.value, right.value),
  );
};

type Scan = { matches: JobIndexEntry[]; jobTypes: FacetTally; departments: FacetTally };

/** The single pass: each entry's filters are decided once and feed the matches and both tallies. */
const scanEntries = (entries: readonly JobIndexEntry[], filter: CompiledFilter): Scan => {
  const scan: Scan = { matches: [], jobTypes: new Map(), departments: new Map() };
  for (const entry of entries) {
    if (!isTakingApplications(entry, filter)) continue;
    const base = matchesBase(entry, filter);
    const jobTypeOk = matchesJobType(entry, filter);
    const departmentOk = matchesDepartment(entry, filter);
    tallyValue(scan.jobTypes, entry.jobType, entry.jobType, entry.postedAt, base && departmentOk);
    tallyValue(
      scan.departments,
      entry.department.id,
      entry.department.title,
      entry.postedAt,
      base && jobTypeOk,
    );
    if (base && jobTypeOk && departmentOk) scan.matches.push(entry);
  }
  return scan;
};

const buildFacets = (scan: Scan, query: CareersQuery): CareersFacets => ({
  jobTypes: facetList(scan.jobTypes, query.jobTypes),
  departments: facetList(scan.departments, query.departmentIds),
});

/**
 * Facet counts, standard faceted search: each group's counts apply every OTHER filter but not the
 * group's own, so ticking 'Permanent' does not zero 'Contractual'. Lists every value present in the
 * data (count 0 where other filters exclude it), sorted by label.
 */
export const countFacets = (
  entries: readonly JobIndexEntry[],
  query: CareersQuery,
  now: Date | number,
): CareersFacets => {
  const scan = scanEntries(entries, compileFilter(query, now));
  return buildFacets(scan, query);
};

// ---------------------------------------------------------------------------------------------
// Sorting and paging

/**
 * Newest or oldest first by postedAt; equal dates fall back to title then id, so the order — and
 * therefore what each page holds — is the same on every render and every device.
 */
export const compareJobs = (sort: SortOption) => {
  const direction = sort === 'oldest' ? 1 : -1;
  return (left: JobIndexEntry, right: JobIndexEntry): number =>
    (left.postedAt - right.postedAt) * direction ||
    labelCollator.compare(left.title, right.title) ||
    compareStrings(left.id, right.id);
};

/** A sorted copy; the input is not changed. */
export const sortJobs = (entries: readonly JobIndexEntry[], sort: SortOption): JobIndexEntry[] =>
  [...entries].sort(compareJobs(sort));

export type Page<T> = {
  items: T[];
  /** The requested page clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty listing is "page 1 of 1" with no items. */
  pageCount: number;
  /** 1-based position of the first item on the page; 0 when there are none. */
  from: number;
  /** 1-based position of the last item on the page; 0 when there are none. */
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** One page of `entries`; `from`/`to`/`total` feed jobOpeningsRangeMessage ('Job Openings x-y of n'). */
export const paginate = <T>(entries: readonly T[], page: number, pageSize: number): Page<T> => {
  const size = Number.isFinite(pageSize) ? Math.max(1, Math.floor(pageSize)) : 1;
  const total = entries.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const requested = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(pageCount, Math.max(1, requested));
  const start = (current - 1) * size;
  const items = entries.slice(start, start + size);
  return {
    items,
    page: current,
    pageCount,
    from: items.length > 0 ? start + 1 : 0,
    to: start + items.length,
    total,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
};

// ---------------------------------------------------------------------------------------------
// The hot path

export type CareersResult = Page<JobIndexEntry> & { facets: CareersFacets };

/**
 * Filter, facet counts, sort and paginate in one call: one pass over the entries decides each
 * entry's filters once and feeds both the result list and the two facet tallies; only the matches
 * are sorted. The index is stored newest first, so the default sort is close to linear.
 */
export const runCareersQuery = (
  entries: readonly JobIndexEntry[],
  query: CareersQuery,
  now: Date | number,
  pageSize: number = PAGE_SIZES.careers,
): CareersResult => {
  const scan = scanEntries(entries, compileFilter(query, now));
  scan.matches.sort(compareJobs(query.sort));
  return { ...paginate(scan.matches, query.page, pageSize), facets: buildFacets(scan, query) };
};
