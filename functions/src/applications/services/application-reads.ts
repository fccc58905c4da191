import { MESSAGES, type Application, type Job, type WithId } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import { readJobForCaller } from '../../jobs/index.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import {
  countApplicationsOfJob,
  readApplicationsOfCandidate,
  readApplicationsOfJob,
  readApplicationsPage,
} from '../repositories/applications-repository.ts';

/**
 * Spec: `GET /api/jobs/user-jobs/{userId}` → `{ userJobs }`: a candidate's applications, newest
 * first, for that candidate or an admin ('permission-denied' for anyone else). Application documents
 * hold no remarks or scores (those are in the admin-only `private/review`), so this answers exactly
 * what the security rules let the candidate read.
 */
export const listCandidateApplications = async (
  deps: Pick<Deps, 'db'>,
  caller: Pick<Caller, 'uid' | 'admin'>,
  userId: string,
): Promise<{ userJobs: WithId<Application>[] }> => {
  if (!caller.admin && caller.uid !== userId) {
    throw refuse('not-yours', MESSAGES.ownApplicationsOnly);
  }
  return { userJobs: await readApplicationsOfCandidate(deps.db, userId) };
};

/**
 * Spec: `GET /api/user_jobs/all/user-jobs` (admins; the route checks) → `{ userJobs, nextCursor }`:
 * every application, a page at a time (`limit`, default 100; `cursor` = the last page's
 * `nextCursor`, null after the last page).
 */
export const listAllApplications = async (
  deps: Pick<Deps, 'db'>,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<{ userJobs: WithId<Application>[]; nextCursor: string | null }> => {
  const page = await readApplicationsPage(deps.db, { limit, after: cursor || null });
  return { userJobs: page.applications, nextCursor: page.nextCursor };
};

export type JobView = { job: WithId<Job> };
export type AdminJobView = JobView & { applicants: WithId<Application>[]; applicantCount: number };

/**
 * `GET /api/jobs/{id}` → `{ job }` for anyone when the job is listed publicly (readJobForCaller:
 * 'not-found' otherwise, as for no job at all); for an admin any job (deleted ones too) with its
 * `applicants` (their applications, newest first; no remarks or scores) and `applicantCount` (a
 * count() query).
 */
export const getJobForCaller = async (
  deps: Pick<Deps, 'db' | 'now'>,
  caller: Pick<Caller, 'admin'> | null,
  jobId: string,
): Promise<JobView | AdminJobView> => {
  const view = { job: await readJobForCaller(deps, caller, jobId) };
  if (!caller?.admin) return view;
  const [applicants, applicantCount] = await Promise.all([
    readApplicationsOfJob(deps.db, jobId),
    countApplicationsOfJob(deps.db, jobId),
  ]);
  return { ...view, applicants, applicantCount };
};
