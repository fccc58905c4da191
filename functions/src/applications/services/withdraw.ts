import {
  applicationId,
  MESSAGES,
  withdrawRefusal,
  type WithdrawApplicationResult,
  type WithdrawRefusal,
} from '@careers/domain';
import type { RefusalReason } from '@careers/domain/callables';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { applicationRef } from '../repositories/applications-repository.ts';
import { changeApplicationStatus } from './application-status.ts';
import { appendAuditEntry } from '../../audit/index.ts';

const REFUSALS: Record<WithdrawRefusal, [RefusalReason, string]> = {
  'already-withdrawn': ['already-withdrawn', MESSAGES.applicationAlreadyWithdrawn],
  shortlisted: ['withdrawal-closed', MESSAGES.withdrawAfterShortlist],
  closed: ['withdrawal-closed', MESSAGES.withdrawAfterDecision],
};

/**
 * The candidate withdraws their application to a job (issue "Applying"; not in the spec). Allowed
 * until it is shortlisted (withdrawRefusal in the domain). Nothing is deleted: the application,
 * its answers and its CV copy stay, marked 'withdrawn' with the change in its status history, so
 * it can no longer be shortlisted (canShortlist) nor submitted again. The change is in the audit
 * log, in the same transaction.
 *
 * Refusals (the job id having been checked by the caller): 'candidates-only' (an admin) or
 * 'not-yours' (someone else's user id); 'not-found' (no application of the caller to that job);
 * 'already-withdrawn', or 'withdrawal-closed' (shortlisted, or decided).
 */
export const withdrawApplication = async (
  deps: Deps,
  caller: Pick<Caller, 'uid' | 'admin' | 'email'>,
  input: { jobId: string; userId?: string },
): Promise<WithdrawApplicationResult> => {
  const { jobId } = input;
  if (caller.admin) throw refuse('candidates-only', MESSAGES.onlyCandidateWithdraws);
  if (input.userId !== undefined && input.userId !== caller.uid) {
    throw refuse('not-yours', MESSAGES.onlyCandidateWithdraws);
  }
  const id = applicationId(jobId, caller.uid);
  const ref = applicationRef(deps.db, id);
  await deps.db.runTransaction(async (transaction) => {
    const application = (await transaction.get(ref)).data();
    if (!application) throw refuse('not-found', MESSAGES.applicationNotFound);
    const refusal = withdrawRefusal(application);
    if (refusal) throw refuse(...REFUSALS[refusal]);
    const now = nowOf(deps);
    const change = changeApplicationStatus(transaction, deps.db, {
      id,
      application,
      status: 'withdrawn',
      now,
    }).after;
    appendAuditEntry(
      transaction,
      deps.db,
      { uid: caller.uid, email: caller.email },
      {
        action: 'withdraw',
        target: { type: 'application', id, title: application.jobTitle },
        before: { status: application.status },
        after: { status: change.status },
      },
    );
  });
  return { id, jobId, message: MESSAGES.applicationWithdrawn };
};
