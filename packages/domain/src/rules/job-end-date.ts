import type { Job } from '../types/job.ts';
import { endOfCompanyDay, startOfCompanyDay, type DateInput } from './company-time.ts';

// A job takes applications until the end of its end date in the company's time zone (the job page
// shows the end date as a day, DD-MM-YYYY). The careers listing, the job page, the public API and
// the jobs service's sweep all ask this file, so a job ends at the same instant everywhere. No
// schemas here: the public pages import it and must not load yup.

const toMillis = (date: DateInput): number => (typeof date === 'number' ? date : date.getTime());

/** The last moment applications are taken: 23:59:59.999 of the end date, company time. */
export const applicationsCloseAt = (job: Pick<Job, 'endDate'>): Date => endOfCompanyDay(job.endDate);

/**
 * Jobs whose end date is before this instant (ms) have ended at `now`: the start of the company's
 * current day. One number per query, so a listing of 2,000 jobs compares numbers instead of
 * working out 2,000 calendar days, and a Firestore query can ask `endDate < cutoff`.
 */
export const endedBeforeCutoff = (now: DateInput): number => startOfCompanyDay(now).getTime();

/** Whether a job with this end date has stopped taking applications at `now`. */
export const isPastEndDate = (endDate: DateInput, now: DateInput): boolean =>
  toMillis(endDate) < endedBeforeCutoff(now);

/**
 * The status admins see at `now`: 'closed' once the end date has passed, though the stored status
 * is 'open' until the hourly sweep closes it (issue 31); otherwise the stored status. The jobs
 * list, the job page and the job pickers all show this one.
 */
export const effectiveJobStatus = (job: Pick<Job, 'status' | 'endDate'>, now: DateInput): Job['status'] =>
  job.status === 'open' && isPastEndDate(job.endDate, now) ? 'closed' : job.status;
