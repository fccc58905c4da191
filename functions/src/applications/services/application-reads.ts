import {
  applicationsPageSchema,
  MESSAGES,
  validateInput,
  type Application,
  type WithId,
} from '@careers/domain';

import type { Caller } from '../../lib/caller.ts';
import { invalidInput, ServiceError } from '../../lib/service-error.ts';
import type { ApplicationsDeps } from '../applications-deps.ts';
import {
  readApplicationsOfCandidate,
  readApplicationsPage,
} from '../repositories/applications-repository.ts';

/**
 * Spec: `GET /api/jobs/user-jobs/{userId}` → `{ userJobs }`: a candidate's applications, newest
 * first, for that candidate or an admin ('permission-denied' for anyone else). Application documents
 * hold no remarks or scores (those are in the admin-only `private/review`), so this answers exactly
 * what the security rules let the candidate read.
 */
export const listCandidateApplications = async (
  deps: Pick<ApplicationsDeps, 'db'>,
  caller: Pick<Caller, 'uid' | 'admin'>,
  userId: string,
): Promise<{ userJobs: WithId<Application>[] }> => {
  if (!caller.admin && caller.uid !== userId) {
    throw new ServiceError('permission-denied', MESSAGES.ownApplicationsOnly);
  }
  return { userJobs: await readApplicationsOfCandidate(deps.db, userId) };
};

/**
 * Spec: `GET /api/user_jobs/all/user-jobs` (admins; the route checks) → `{ userJobs, nextCursor }`:
 * every application, a page at a time (`limit`, default 100; `cursor` = the last page's
 * `nextCursor`, null after the last page).
 */
export const listAllApplications = async (
  deps: Pick<ApplicationsDeps, 'db'>,
  query: unknown,
): Promise<{ userJobs: WithId<Application>[]; nextCursor: string | null }> => {
  const result = await validateInput(applicationsPageSchema, query);
  if (!result.ok) throw invalidInput(result.errors);
  const page = await readApplicationsPage(deps.db, {
    limit: result.value.limit,
    after: result.value.cursor || null,
  });
  return { userJobs: page.applications, nextCursor: page.nextCursor };
};
