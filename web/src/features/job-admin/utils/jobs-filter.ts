import { JOB_STATUSES, type JobStatus } from '@careers/domain/constants';

import type { JobsFilter } from '@/lib/firebase/queries/jobs-grid-query';

export type { JobsFilter, JobsView } from '@/lib/firebase/queries/jobs-grid-query';

// The /jobs grid's own filters (beside the grid's column filters), kept in the URL. The spec opens
// the grid on today's postings; we open it on every posting (docs/spec-departures.md), so an
// empty range means "all dates".

export const JOBS_FILTER_PARAMS = { status: 'status', show: 'show', from: 'from', to: 'to' } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const readJobsFilter = (params: URLSearchParams): JobsFilter => {
  const status = params.get(JOBS_FILTER_PARAMS.status);
  const show = params.get(JOBS_FILTER_PARAMS.show);
  const from = params.get(JOBS_FILTER_PARAMS.from) ?? '';
  const to = params.get(JOBS_FILTER_PARAMS.to) ?? '';
  return {
    status: (JOB_STATUSES as readonly string[]).includes(status ?? '') ? (status as JobStatus) : 'all',
    show: show === 'hidden' || show === 'deleted' ? show : 'listed',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
};

export const writeJobsFilter = (params: URLSearchParams, filter: JobsFilter): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, value);
  };
  set(JOBS_FILTER_PARAMS.status, filter.status, 'all');
  set(JOBS_FILTER_PARAMS.show, filter.show, 'listed');
  set(JOBS_FILTER_PARAMS.from, filter.from, '');
  set(JOBS_FILTER_PARAMS.to, filter.to, '');
  // A new filter starts from the first page.
  next.delete('page');
  return next;
};

/** The range problem to show beside the dates, if any. */
export const rangeError = (filter: Pick<JobsFilter, 'from' | 'to'>): string | null =>
  filter.from && filter.to && filter.from > filter.to ? 'To cannot be before From.' : null;
