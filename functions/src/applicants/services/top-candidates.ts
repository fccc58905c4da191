import {
  AWAITING_SHORTLIST_STATUSES,
  isShortlisted,
  MESSAGES,
  topCandidatesOutcome,
  type ApplicationStatus,
  type MarkTopCandidatesInput,
  type TopCandidatesResult,
} from '@careers/domain';

import {
  changeApplicationStatus,
  readApplications,
  readApplicationsOfJob,
} from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { jobRef } from '../../jobs/index.ts';
import { refuse } from '../../lib/service-error.ts';
import { requireApplicationsOfJob, requireJob } from './batch-action.ts';
import { readScorePercents } from './selection-scores.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

/**
 * Applications per transaction: each costs an application, its audit entry and an insight counter
 * write (functions/README.md), and a review read; 150 keeps the writes under Firestore's 500.
 */
const TRANSACTION_SIZE = 150;

/**
 * "Top candidates" on a closed job (spec section 4). The spec's app deleted every other applicant;
 * here nothing is deleted (docs/spec-departures.md): every shortlisted applicant (whatever the
 * test or interview stage) becomes 'selected' (`topCandidate: true`), and those still awaiting a
 * decision (applied, under review) become 'not-selected', which the table hides by default.
 * Rejected, removed and withdrawn applicants keep their status; earlier selections stay. The
 * decision is the domain's topCandidatesOutcome; each change is appended to the status history and
 * audited. With `ids`, only those chosen applicants are decided (the same way). Answers the ids
 * this call changed.
 *
 * Refusals: 'not-found' (no job), 'failed-precondition' (the job is not closed, or nobody is
 * shortlisted).
 */
export const markTopCandidates = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, ids: chosen }: MarkTopCandidatesInput,
): Promise<TopCandidatesResult> => {
  const job = await requireJob(deps, jobId);
  if (job.status !== 'closed') throw refuse('job-not-closed', MESSAGES.topCandidatesNeedClosedJob);

  // With chosen applicants, a shortcut over them only (issue 20); a stranger id is 'not-found'.
  const applications = chosen
    ? await requireApplicationsOfJob(deps, jobId, [...new Set(chosen)])
    : await readApplicationsOfJob(deps.db, jobId);
  const outcome = topCandidatesOutcome(
    applications,
    applications.filter((application) => isShortlisted(application)).map((application) => application.id),
    job.status,
  );
  if (!outcome.ok) throw refuse('none-shortlisted', MESSAGES.noShortlistedApplicants);

  const planned = new Map<string, ApplicationStatus>([
    ...outcome.topCandidateIds.map((id) => [id, 'selected'] as const),
    ...outcome.notSelectedIds.map((id) => [id, 'not-selected'] as const),
  ]);
  const ids = [...planned.keys()];
  const result: TopCandidatesResult = { selected: [], notSelected: [] };
  for (let start = 0; start < ids.length; start += TRANSACTION_SIZE) {
    const chunk = ids.slice(start, start + TRANSACTION_SIZE);
    const changed = await deps.db.runTransaction(async (transaction) => {
      const done: TopCandidatesResult = { selected: [], notSelected: [] };
      // The job could have been opened again meanwhile: the decision is for a closed job only.
      const current = (await transaction.get(jobRef(deps.db, jobId))).data();
      if (current?.status !== 'closed') throw refuse('job-not-closed', MESSAGES.topCandidatesNeedClosedJob);
      const stored = await readApplications(transaction, deps.db, chunk);
      // The scores of those to select, so each selection counts in its test score band.
      const scores = await readScorePercents(
        transaction,
        deps.db,
        chunk.filter((id) => planned.get(id) === 'selected'),
      );
      const now = nowOf(deps);
      stored.forEach((application, index) => {
        const id = chunk[index] as string;
        const status = planned.get(id);
        if (!application || !status) return;
        // Decided on what is stored now: a withdrawal or a shortlist since the first read counts.
        const applies =
          status === 'selected'
            ? isShortlisted(application) && application.status !== 'selected'
            : AWAITING_SHORTLIST_STATUSES.has(application.status) && !application.topCandidate;
        if (!applies) return;
        const topCandidate = status === 'selected' ? true : application.topCandidate;
        changeApplicationStatus(transaction, deps.db, {
          id,
          application,
          status,
          now,
          fields: { topCandidate },
          scorePercent: scores.get(id) ?? null,
        });
        appendAuditEntry(transaction, deps.db, actor, {
          action: 'top-candidates',
          target: { type: 'application', id, title: application.jobTitle },
          before: { status: application.status, topCandidate: application.topCandidate },
          after: { status, topCandidate },
        });
        (status === 'selected' ? done.selected : done.notSelected).push(id);
      });
      return done;
    });
    result.selected.push(...changed.selected);
    result.notSelected.push(...changed.notSelected);
  }
  return result;
};
