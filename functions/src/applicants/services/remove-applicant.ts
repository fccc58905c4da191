import { MESSAGES, type RemoveApplicantResult } from '@careers/domain';

import { applicationRef, changeApplicationStatus } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

/**
 * Removes an applicant from the job's table (spec: remove-applicant). Nothing is deleted: the
 * application, its answers and its CV copy stay, marked 'removed' in its status history ('Not
 * selected' on the candidate's timeline), with an audit entry in the same transaction. The table's
 * "removed" filter still shows it. Removing twice changes nothing. 'not-found' when the application
 * is not one of that job's.
 */
export const removeApplicant = async (
  deps: Deps,
  actor: AuditActor,
  { jobId, applicationId }: { jobId: string; applicationId: string },
): Promise<RemoveApplicantResult> => {
  await deps.db.runTransaction(async (transaction) => {
    const application = (await transaction.get(applicationRef(deps.db, applicationId))).data();
    if (application?.jobId !== jobId) throw refuse('not-found', MESSAGES.applicantNotOfJob);
    if (application.status === 'removed') return;
    const now = nowOf(deps);
    const change = changeApplicationStatus(transaction, deps.db, {
      id: applicationId,
      application,
      status: 'removed',
      now,
    });
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'remove',
      target: { type: 'application', id: applicationId, title: application.jobTitle },
      before: change.before,
      after: change.after,
    });
  });
  return { id: applicationId, status: 'removed' };
};
