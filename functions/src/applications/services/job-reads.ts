import {
  applicationsCloseAt,
  isListedPublicly,
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
// `GET /api/jobs/{id}`.

type ReadDeps = Pick<ApplicationsDeps, 'db' | 'auth' | 'bucket' | 'now'>;

/** `GET /api/public/jobs?fromDate&toDate` → `{ jobs }`: listed jobs posted within the range. */
export const listPublicJobs = async (deps: ReadDeps, query: unknown): Promise<{ jobs: JobIndexEntry[] }> => {
  const result = await validateInput(publicJobsQuerySchema, query);
  if (!result.ok) throw invalidInput(result.errors);
  const { from, to } = listingDateRange(result.value);
  const jobs = (await readListedJobs(deps.db)).filter(
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
  const jobs = (await readListedJobs(deps.db)).filter((entry) => entry.department.id === department.id);
  return { jobs: sortJobs(jobs, 'newest') };
};

/**
 * `GET /api/jobs/available/jobs` → `{ jobs }`: listed jobs that still take applications (their end
 * date has not passed), the ones a candidate can apply to now.
 */
export const listAvailableJobs = async (deps: ReadDeps): Promise<{ jobs: JobIndexEntry[] }> => {
  const now = nowOf(deps).getTime();
  const jobs = (await readListedJobs(deps.db)).filter(
    (entry) => applicationsCloseAt({ endDate: new Date(entry.endDate) }).getTime() >= now,
  );
  return { jobs: sortJobs(jobs, 'newest') };
};

export type JobView = { job: WithId<Job> };
export type AdminJobView = JobView & { applicants: WithId<Application>[]; applicantCount: number };

/**
 * `GET /api/jobs/{id}` → `{ job }` for anyone when the job is listed publicly; for an admin any job
 * (deleted ones too) with its `applicants` (their applications, newest first; no remarks or scores)
 * and `applicantCount` (a count() query). A job the public cannot see is 'not-found' to everyone but
 * an admin, the same answer as for no job at all.
 */
export const getJobForCaller = async (
  deps: ReadDeps,
  caller: Pick<Caller, 'admin'> | null,
  jobId: unknown,
): Promise<JobView | AdminJobView> => {
  const id = await validJobId(jobId);
  const job = (await jobRef(deps.db, id).get()).data();
  if (!job || (!caller?.admin && !isListedPublicly(job))) {
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
