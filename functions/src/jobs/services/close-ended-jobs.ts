import { COLLECTIONS, endedBeforeCutoff, isPastEndDate, type Job, type WithId } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { readJobIndexLayout } from '../repositories/job-index-repository.ts';
import { readJobs } from '../repositories/jobs-repository.ts';
import { runJobTransaction, writeJobChanges, type JobChange } from './job-writes.ts';
import type { AuditActor } from '../../audit/index.ts';

// A job stops taking applications at the end of its end date (company time; the domain's
// rules/job-end-date.ts). Nothing else closes it, so it would stay open, listed in the open-jobs
// index and on its page with Apply Now. Two things close it: the scheduled sweep
// (scheduled/close-ended-jobs.ts, every hour) and every server read that meets one before the sweep
// has run (apply, submitProfile, the public job routes). Either way the job, the index and the
// audit log change in one transaction, as for an admin's status change.

/** Who closes a job whose end date has passed: the clock, not an admin. */
export const END_DATE_ACTOR: AuditActor = { uid: 'system:end-date', email: null };

/** The audit action of such a close (an admin's close is 'status'). */
export const CLOSE_ENDED_ACTION = 'close-ended';

/** Jobs per transaction: a job write and an audit entry each, plus the index documents it changes. */
const JOBS_PER_TRANSACTION = 100;

/** Jobs the sweep asks for at a time. */
const SWEEP_PAGE = 500;

type ClockedDb = Pick<Deps, 'db' | 'now'>;

const isOpenPastEndDate = (job: WithId<Job> | null, now: Date): job is WithId<Job> =>
  job !== null && job.status === 'open' && isPastEndDate(job.endDate, now);

/**
 * Closes those of `jobIds` that are still open and past their end date, each with its index entry
 * removed and an audit entry by END_DATE_ACTOR; returns the ids it closed. A job already closed (by
 * another read, the sweep or an admin), reopened with a later end date or missing is left alone,
 * so simultaneous callers close a job once.
 */
export const closeJobsPastEndDate = async (deps: ClockedDb, jobIds: readonly string[]): Promise<string[]> => {
  const ids = [...new Set(jobIds)];
  const closed: string[] = [];
  for (let start = 0; start < ids.length; start += JOBS_PER_TRANSACTION) {
    const batch = ids.slice(start, start + JOBS_PER_TRANSACTION);
    const closedNow = await runJobTransaction(deps, async (transaction) => {
      const now = nowOf(deps);
      const ended = (await readJobs(transaction, deps.db, batch)).filter((job) =>
        isOpenPastEndDate(job, now),
      );
      if (ended.length === 0) return [];
      const layout = await readJobIndexLayout(transaction, deps.db);
      const changes: JobChange[] = ended.map(({ id, ...before }) => ({
        id,
        before,
        after: { ...before, status: 'closed', updatedBy: END_DATE_ACTOR.uid, updatedAt: now },
      }));
      writeJobChanges(transaction, deps.db, {
        layout,
        changes,
        audit: { actor: END_DATE_ACTOR, action: CLOSE_ENDED_ACTION },
        now,
      });
      return ended.map((job) => job.id);
    });
    closed.push(...closedNow);
  }
  return closed;
};

/**
 * The same for reads that found jobs past their end date: the read answers without them whatever
 * happens here, so a failure to close (contention, say) is logged, not passed on; the sweep closes
 * them later.
 */
export const closeJobsPastEndDateQuietly = async (
  deps: ClockedDb,
  jobIds: readonly string[],
): Promise<void> => {
  if (jobIds.length === 0) return;
  try {
    await closeJobsPastEndDate(deps, jobIds);
  } catch (error) {
    console.error(`Could not close the jobs past their end date ${jobIds.join(', ')}.`, error);
  }
};

/**
 * The sweep: finds every open job whose end date has passed (`status == 'open'` and `endDate` before
 * the start of the company's day; index `jobs (status, endDate)`) and closes it. `examined` counts
 * the jobs found, `closed` those this run closed.
 */
export const closeEndedJobs = async (
  deps: ClockedDb,
  pageSize: number = SWEEP_PAGE,
): Promise<{ examined: number; closed: string[] }> => {
  const closed: string[] = [];
  let examined = 0;
  for (;;) {
    const cutoff = new Date(endedBeforeCutoff(nowOf(deps)));
    const page = await deps.db
      .collection(COLLECTIONS.jobs)
      .where('status', '==', 'open')
      .where('endDate', '<', cutoff)
      .orderBy('endDate')
      .limit(pageSize)
      .select()
      .get();
    examined += page.size;
    const closedNow = await closeJobsPastEndDate(
      deps,
      page.docs.map((doc) => doc.id),
    );
    closed.push(...closedNow);
    // A full page that closed nothing would come back the same: stop rather than loop.
    if (page.size < pageSize || closedNow.length === 0) break;
  }
  return { examined, closed };
};
