import { APPLICANTS_CSV_MAX } from '@careers/domain/constants';
import type { ApplicantQuery } from '@careers/domain/types';

import type { ApplicantsGridSpec } from '@/lib/firebase/queries/applicants-grid-spec';

import { hasApplicantFilters } from '../utils/applicant-filters';

import { fetchApplicantsPage, type ApplicantRow, type ApplicantsPage } from './applicants-page';

// Every applicant the table's view or search lists, for "Download as CSV" (issue 31): read through
// the table's own pages (the view's query, or the search's), a page at a time from the cursor of
// the last, up to APPLICANTS_CSV_MAX, so the file holds every match, not the page on screen.

/** Applicants read at a time. */
export const EXPORT_PAGE_SIZE = 100;

export type ExportProgress = { read: number; total: number };

export type ExportedApplicants = {
  rows: ApplicantRow[];
  /** How many the view or search matches (count()). */
  total: number;
  /** More matched than the file holds (`max`). */
  truncated: boolean;
};

export class ExportCancelledError extends Error {
  constructor() {
    super('The download was cancelled.');
    this.name = 'ExportCancelledError';
  }
}

/**
 * Pages 0, 1, 2… of `fetchPage` until a short page, `max` rows or the total: the rows, in order,
 * with the total the last page counted. `onProgress` after each page; `signal` stops between pages.
 */
export const readEveryPage = async (
  fetchPage: (page: number, pageSize: number) => Promise<ApplicantsPage>,
  {
    max = APPLICANTS_CSV_MAX,
    pageSize = EXPORT_PAGE_SIZE,
    onProgress,
    signal,
  }: {
    max?: number;
    pageSize?: number;
    onProgress?: (progress: ExportProgress) => void;
    signal?: AbortSignal;
  },
): Promise<ExportedApplicants> => {
  const rows: ApplicantRow[] = [];
  let total = 0;
  for (let page = 0; ; page += 1) {
    if (signal?.aborted) throw new ExportCancelledError();
    const answer = await fetchPage(page, pageSize);
    total = answer.total;
    rows.push(...answer.rows);
    onProgress?.({ read: Math.min(rows.length, max), total });
    if (answer.rows.length < pageSize || rows.length >= Math.min(max, total)) break;
  }
  if (signal?.aborted) throw new ExportCancelledError();
  return { rows: rows.slice(0, max), total, truncated: total > max };
};

/** Every applicant the table lists now: its status view in its sort, or, narrowed, the search's matches. */
export const fetchApplicantsForExport = async (
  spec: ApplicantsGridSpec,
  search: ApplicantQuery,
  options: { onProgress?: (progress: ExportProgress) => void; signal?: AbortSignal },
): Promise<ExportedApplicants> => {
  if (!hasApplicantFilters(search))
    return readEveryPage((page, pageSize) => fetchApplicantsPage(spec, page, pageSize), options);
  const { fetchApplicantSearchPage } = await import('./applicant-search-page');
  return readEveryPage((page, pageSize) => fetchApplicantSearchPage(search, page, pageSize), options);
};
