import {
  formatJobDate,
  isPastEndDate,
  jobEndedCannotOpenMessage,
  jobsHiddenMessage,
  jobStatusChangedMessage,
  MESSAGES,
  type HideJobsResult,
  type Job,
  type JobStatus,
  type JobWriteResult,
  type WithId,
} from '@careers/domain';
import type { Transaction } from 'firebase-admin/firestore';

import { assertTestCanServeOpenJob } from '../../assessments/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { readJobIndexLayout } from '../repositories/job-index-repository.ts';
import { readJobs } from '../repositories/jobs-repository.ts';
import { runJobTransaction, writeJobChanges, type JobChange } from './job-writes.ts';
import type { AuditActor } from '../../audit/index.ts';

// The job actions of spec section 4 (status, removal, bulk hide) and our restore. Each is one
// transaction: the jobs, the open-jobs index and the audit log change together. A job already in
// the requested state is left alone (no write, no audit entry), so a retried call is harmless.

type Change = (job: WithId<Job>) => Partial<Job> | null;

/** Reads the jobs, applies `change` to each, and writes those that changed. */
const changeJobs = async (
  deps: Deps,
  actor: AuditActor,
  ids: readonly string[],
  action: string,
  change: Change,
  check: (job: WithId<Job>, transaction: Transaction) => void | Promise<void> = () => undefined,
): Promise<void> => {
  await runJobTransaction(deps, async (transaction: Transaction) => {
    const jobs = await readJobs(transaction, deps.db, ids);
    const missing = ids.filter((_, index) => !jobs[index]);
    if (missing.length > 0) {
      throw refuse(
        'not-found',
        missing.length === 1 ? 'No such job.' : `No such jobs: ${missing.join(', ')}.`,
      );
    }
    const layout = await readJobIndexLayout(transaction, deps.db);
    const now = nowOf(deps);
    const changes: JobChange[] = [];
    for (const job of jobs as WithId<Job>[]) {
      await check(job, transaction);
      const fields = change(job);
      if (!fields) continue;
      const { id, ...before } = job;
      changes.push({ id, before, after: { ...before, ...fields, updatedBy: actor.uid, updatedAt: now } });
    }
    if (changes.length > 0)
      writeJobChanges(transaction, deps.db, { layout, changes, audit: { actor, action }, now });
  });
};

const notDeleted = (job: WithId<Job>): void => {
  if (job.deleted) throw refuse('job-deleted', 'This job is deleted. Restore it first.');
};

/**
 * 'Job status is {status} now.': open, closed or archived (spec section 4). Opening a job whose end
 * date has passed is refused ('failed-precondition'): move the end date first.
 */
export const changeJobStatus = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, status }: { jobId: string; status: JobStatus },
): Promise<JobWriteResult> => {
  await changeJobs(
    deps,
    actor,
    [jobId],
    'status',
    (job) => (job.status === status ? null : { status }),
    async (job, transaction) => {
      notDeleted(job);
      // It would be closed again by the next read or the hourly sweep (services/close-ended-jobs.ts).
      if (status === 'open' && job.status !== 'open' && isPastEndDate(job.endDate, nowOf(deps))) {
        throw refuse('job-ended', jobEndedCannotOpenMessage(formatJobDate(job.endDate)));
      }
      // Opening a job with a test attaches the test to an open job: its bank must serve one draw.
      if (status === 'open' && job.status !== 'open' && job.test)
        await assertTestCanServeOpenJob(transaction, deps.db, job.test.id);
    },
  );
  return { id: jobId, message: jobStatusChangedMessage(status) };
};

/**
 * Deletes a job softly: it leaves the public site and the index, its applications stay (their
 * candidates still see them), and restoreJob brings it back as it was.
 */
export const deleteJob = async (
  deps: Deps,
  actor: AuditActor,
  { jobId: id }: { jobId: string },
): Promise<JobWriteResult> => {
  const now = nowOf(deps);
  await changeJobs(deps, actor, [id], 'delete', (job) =>
    job.deleted ? null : { deleted: true, deletedAt: now },
  );
  return { id, message: MESSAGES.jobRemoved };
};

/** Undoes deleteJob: the job is listed again if it is open and not hidden. */
export const restoreJob = async (
  deps: Deps,
  actor: AuditActor,
  { jobId: id }: { jobId: string },
): Promise<JobWriteResult> => {
  await changeJobs(deps, actor, [id], 'restore', (job) =>
    job.deleted ? { deleted: false, deletedAt: null } : null,
  );
  return { id, message: MESSAGES.jobRestored };
};

/**
 * "Delete Selected Jobs" of the jobs grid: hides them all at once (spec section 4: soft hide);
 * `hidden: false` shows them again. All or nothing: an unknown id fails the whole call.
 */
export const hideJobs = async (
  deps: Deps,
  actor: AuditActor,
  input: { jobIds: string[]; hidden: boolean },
): Promise<HideJobsResult> => {
  const ids = [...new Set(input.jobIds)];
  const { hidden } = input;
  await changeJobs(deps, actor, ids, hidden ? 'hide' : 'unhide', (job) =>
    job.hidden === hidden ? null : { hidden },
  );
  return { ids, message: jobsHiddenMessage(ids.length, hidden) };
};
