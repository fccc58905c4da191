import {
  endedBeforeCutoff,
  isListedPublicly,
  isPastEndDate,
  listingDateRange,
  MESSAGES,
  sortJobs,
  type Job,
  type JobIndexEntry,
  type PublicJobsQuery,
  type WithId,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { readListedJobs } from '../repositories/job-index-repository.ts';
import { readJob } from '../repositories/jobs-repository.ts';
import { closeJobsPastEndDateQuietly } from './close-ended-jobs.ts';

// The public job reads of spec section 7, on what the web app reads: the lists come from the
// open-jobs index (the careers page's one document, kept by the jobs service with the domain's
// isListedPublicly), a single job from `jobs/{id}` judged by that same predicate (firestore.rules
// says the same). Lists answer index entries, newest first. A job past its end date is left out,
// as the careers page leaves it out, and closed on the way (closeJobsPastEndDate), in case the
// hourly sweep has not run yet.

type ReadDeps = Pick<Deps, 'db' | 'now'>;

/**
 * Every listed job that still takes applications; those past their end date are closed first.
 * The same jobs as the careers page lists.
 */
const readOpenListedJobs = async (deps: ReadDeps): Promise<JobIndexEntry[]> => {
  const cutoff = endedBeforeCutoff(nowOf(deps));
  const entries = await readListedJobs(deps.db);
  const ended = entries.filter((entry) => entry.endDate < cutoff).map((entry) => entry.id);
  await closeJobsPastEndDateQuietly(deps, ended);
  return entries.filter((entry) => entry.endDate >= cutoff);
};

/** `GET /api/public/jobs?fromDate&toDate` → `{ jobs }`: listed jobs posted within the range. */
export const listPublicJobs = async (
  deps: ReadDeps,
  query: PublicJobsQuery,
): Promise<{ jobs: JobIndexEntry[] }> => {
  const { from, to } = listingDateRange(query);
  const jobs = (await readOpenListedJobs(deps)).filter(
    (entry) => (!from || entry.postedAt >= from.getTime()) && (!to || entry.postedAt <= to.getTime()),
  );
  return { jobs: sortJobs(jobs, 'newest') };
};

/** `GET /api/public/jobs/department/{id}` → `{ jobs }` of a department the caller found first. */
export const listDepartmentJobs = async (
  deps: ReadDeps,
  departmentId: string,
): Promise<{ jobs: JobIndexEntry[] }> => {
  const jobs = (await readOpenListedJobs(deps)).filter((entry) => entry.department.id === departmentId);
  return { jobs: sortJobs(jobs, 'newest') };
};

/**
 * `GET /api/jobs/available/jobs` → `{ jobs }`: listed jobs that still take applications, the ones a
 * candidate can apply to now (since jobs past their end date are closed, every listed job).
 */
export const listAvailableJobs = async (deps: ReadDeps): Promise<{ jobs: JobIndexEntry[] }> => ({
  jobs: sortJobs(await readOpenListedJobs(deps), 'newest'),
});

/**
 * A job as `caller` may see it: anyone, when it is listed publicly; an admin, any job (deleted ones
 * too). A job the public cannot see is 'not-found' to everyone but an admin, the same answer as for
 * no job at all; so is one past its end date, which is closed on the way.
 */
export const readJobForCaller = async (
  deps: ReadDeps,
  caller: Pick<Caller, 'admin'> | null,
  id: string,
): Promise<WithId<Job>> => {
  let job = await readJob(deps.db, id);
  // Past its end date: closed now, and then answered as the closed job it is.
  if (job?.status === 'open' && isPastEndDate(job.endDate, nowOf(deps))) {
    await closeJobsPastEndDateQuietly(deps, [id]);
    job = await readJob(deps.db, id);
  }
  if (!job || (!caller?.admin && !isListedPublicly(job))) throw refuse('not-found', MESSAGES.jobNotFound);
  // Still open only because closing it failed just now: ended all the same, and answered alike.
  if (!caller?.admin && isPastEndDate(job.endDate, nowOf(deps))) {
    throw refuse('not-found', MESSAGES.jobNotFound);
  }
  return job;
};
