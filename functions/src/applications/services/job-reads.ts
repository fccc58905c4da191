import {
  endedBeforeCutoff,
  isListedPublicly,
  isPastEndDate,
  listingDateRange,
  MESSAGES,
  publicJobsQuerySchema,
  sortJobs,
  validateInput,
  type Application,
  type Job,
  type JobIndexEntry,
  type WithId,
} from '@careers/domain';

import { getCatalogEntry } from '../../catalogs/services/catalog-service.ts';
import { jobRef } from '../../jobs/repositories/jobs-repository.ts';
import { closeJobsPastEndDateQuietly } from '../../jobs/services/close-ended-jobs.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalidInput, ServiceError } from '../../lib/service-error.ts';
import { nowOf, type ApplicationsDeps } from '../applications-deps.ts';
import { countApplicationsOfJob, readApplicationsOfJob } from '../repositories/applications-repository.ts';
import { readListedJobs } from '../repositories/listed-jobs-repository.ts';
import { validJobId } from './apply.ts';

// The public job reads of spec section 7, on what the web app reads: the lists come from the
// open-jobs index (the careers page's one document, kept by the jobs service with the domain's
// isListedPublicly), a single job from `jobs/{id}` judged by that same predicate (firestore.rules
// says the same). Lists answer index entries, newest first; a job's full document is
// `GET /api/jobs/{id}`. A job past its end date is left out, as the careers page leaves it out,
// and closed on the way (closeJobsPastEndDate), in case the hourly sweep has not run yet.

type ReadDeps = Pick<ApplicationsDeps, 'db' | 'auth' | 'bucket' | 'now'>;

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
export const listPublicJobs = async (deps: ReadDeps, query: unknown): Promise<{ jobs: JobIndexEntry[] }> => {
  const result = await validateInput(publicJobsQuerySchema, query);
  if (!result.ok) throw invalidInput(result.errors);
  const { from, to } = listingDateRange(result.value);
  const jobs = (await readOpenListedJobs(deps)).filter(
    (entry) => (!from || entry.postedAt >= from.getTime()) && (!to || entry.postedAt <= to.getTime()),
  );
  return { jobs: sortJobs(jobs, 'newest') };
};

/** `GET /api/public/jobs/department/{id}` → `{ jobs }`; 'not-found' for an unknown department. */
export const listDepartmentJobs = async (
  deps: ReadDeps,
  departmentId: unknown,
): Promise<{ jobs: JobIndexEntry[] }> => {
  const department = await getCatalogEntry(deps, 'departments', departmentId);
  const jobs = (await readOpenListedJobs(deps)).filter((entry) => entry.department.id === department.id);
  return { jobs: sortJobs(jobs, 'newest') };
};

/**
 * `GET /api/jobs/available/jobs` → `{ jobs }`: listed jobs that still take applications, the ones a
 * candidate can apply to now (since jobs past their end date are closed, every listed job).
 */
export const listAvailableJobs = async (deps: ReadDeps): Promise<{ jobs: JobIndexEntry[] }> => ({
  jobs: sortJobs(await readOpenListedJobs(deps), 'newest'),
});

export type JobView = { job: WithId<Job> };
export type AdminJobView = JobView & { applicants: WithId<Application>[]; applicantCount: number };

/**
 * `GET /api/jobs/{id}` → `{ job }` for anyone when the job is listed publicly; for an admin any job
 * (deleted ones too) with its `applicants` (their applications, newest first; no remarks or scores)
 * and `applicantCount` (a count() query). A job the public cannot see is 'not-found' to everyone but
 * an admin, the same answer as for no job at all; so is one past its end date, which is closed.
 */
export const getJobForCaller = async (
  deps: ReadDeps,
  caller: Pick<Caller, 'admin'> | null,
  jobId: unknown,
): Promise<JobView | AdminJobView> => {
  const id = await validJobId(jobId);
  let job = (await jobRef(deps.db, id).get()).data();
  // Past its end date: closed now, and then answered as the closed job it is.
  if (job?.status === 'open' && isPastEndDate(job.endDate, nowOf(deps))) {
    await closeJobsPastEndDateQuietly(deps, [id]);
    job = (await jobRef(deps.db, id).get()).data();
  }
  if (!job || (!caller?.admin && !isListedPublicly(job))) {
    throw new ServiceError('not-found', MESSAGES.jobNotFound);
  }
  // Still open only because closing it failed just now: ended all the same, and answered alike.
  if (!caller?.admin && isPastEndDate(job.endDate, nowOf(deps))) {
    throw new ServiceError('not-found', MESSAGES.jobNotFound);
  }
  const view = { job: { ...job, id } };
  if (!caller?.admin) return view;
  const [applicants, applicantCount] = await Promise.all([
    readApplicationsOfJob(deps.db, id),
    countApplicationsOfJob(deps.db, id),
  ]);
  return { ...view, applicants, applicantCount };
};
