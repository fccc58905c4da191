import {
  appendStatus,
  applicationId,
  MESSAGES,
  withdrawRefusal,
  type WithdrawApplicationResult,
  type WithdrawRefusal,
} from '@careers/domain';

import { appendAuditEntry } from '../../audit/services/audit-log.ts';
import type { Caller } from '../../lib/caller.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { nowOf, type ApplicationsDeps } from '../applications-deps.ts';
import { applicationRef } from '../repositories/applications-repository.ts';
import { validJobId } from './apply.ts';

const REFUSALS: Record<WithdrawRefusal, string> = {
  'already-withdrawn': MESSAGES.applicationAlreadyWithdrawn,
  shortlisted: MESSAGES.withdrawAfterShortlist,
  closed: MESSAGES.withdrawAfterDecision,
};

/**
 * The candidate withdraws their application to a job (issue "Applying"; not in the spec). Allowed
 * until it is shortlisted (withdrawRefusal in the domain). Nothing is deleted: the application,
 * its answers and its CV copy stay, marked 'withdrawn' with the change in its status history, so
 * it can no longer be shortlisted (canShortlist) nor submitted again. The change is in the audit
 * log, in the same transaction.
 *
 * Refusals: 'invalid-argument' (job id); 'permission-denied' (an admin, or someone else's user id);
 * 'not-found' (no application of the caller to that job); 'failed-precondition' (already withdrawn,
 * shortlisted, or decided).
 */
export const withdrawApplication = async (
  deps: ApplicationsDeps,
  caller: Pick<Caller, 'uid' | 'admin' | 'email'>,
  input: { jobId: unknown; userId?: unknown },
): Promise<WithdrawApplicationResult> => {
  const jobId = await validJobId(input.jobId);
  if (caller.admin || (input.userId !== undefined && input.userId !== caller.uid)) {
    throw new ServiceError('permission-denied', MESSAGES.onlyCandidateWithdraws);
  }
  const id = applicationId(jobId, caller.uid);
  const ref = applicationRef(deps.db, id);
  await deps.db.runTransaction(async (transaction) => {
    const application = (await transaction.get(ref)).data();
    if (!application) throw new ServiceError('not-found', MESSAGES.applicationNotFound);
    const refusal = withdrawRefusal(application);
    if (refusal) throw new ServiceError('failed-precondition', REFUSALS[refusal]);
    const now = nowOf(deps);
    const change = appendStatus(application, 'withdrawn', now);
    transaction.update(ref, { ...change, updatedAt: now });
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
