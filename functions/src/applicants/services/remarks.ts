import { MESSAGES, type RemarkEntry, type SaveRemarksResult } from '@careers/domain';

import {
  applicationRef,
  changeApplicationStatus,
  reviewRef,
  type StoredReview,
} from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { adminNames } from './admin-names.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

/**
 * The remarks history of a review, oldest first. A review whose remark was written without a
 * history (by an admin's client directly, which the rules allow for `remarks` alone) shows that
 * remark as its first entry.
 */
export const remarksHistoryOf = (
  review: Pick<StoredReview, 'remarks' | 'remarksHistory' | 'updatedAt' | 'updatedBy'> | undefined,
  names: ReadonlyMap<string, string> = new Map(),
): RemarkEntry[] => {
  if (!review) return [];
  if (review.remarksHistory && review.remarksHistory.length > 0) return review.remarksHistory;
  if (!review.remarks.trim()) return [];
  return [
    {
      text: review.remarks,
      byUid: review.updatedBy,
      byName: names.get(review.updatedBy) ?? review.updatedBy,
      at: review.updatedAt.toISOString(),
    },
  ];
};

/**
 * Saves the admin's remarks on an application (spec section 2: required; 'Remarks are required.'
 * otherwise, on `remarks`). The review document (`applications/{id}/private/review`, admins only)
 * keeps the latest text in `remarks` and every remark with its author and time in `remarksHistory`;
 * the score and test details written there by the assessments service stay as they are. An
 * application still 'applied' becomes 'under-review' (an admin has started reviewing it). Audited.
 */
export const saveRemarks = async (
  deps: Deps,
  actor: AuditActor,
  { applicationId, remarks }: { applicationId: string; remarks: string },
): Promise<SaveRemarksResult> => {
  const byName = (await adminNames(deps.auth, [actor])).get(actor.uid) ?? actor.uid;

  const history = await deps.db.runTransaction(async (transaction) => {
    const [applicationSnapshot, reviewSnapshot] = await Promise.all([
      transaction.get(applicationRef(deps.db, applicationId)),
      transaction.get(reviewRef(deps.db, applicationId)),
    ]);
    const application = applicationSnapshot.data();
    if (!application) throw refuse('not-found', MESSAGES.noSuchApplicant);
    const review = reviewSnapshot.data();
    const now = nowOf(deps);
    const entry: RemarkEntry = { text: remarks, byUid: actor.uid, byName, at: now.toISOString() };
    const remarksHistory = [...remarksHistoryOf(review), entry];

    const fields = { remarks, remarksHistory, updatedAt: now, updatedBy: actor.uid };
    if (review) transaction.update(reviewRef(deps.db, applicationId), fields);
    else transaction.set(reviewRef(deps.db, applicationId), { ...fields, score: null, totalQuestions: null });

    const statusFields =
      application.status === 'applied'
        ? changeApplicationStatus(transaction, deps.db, {
            id: applicationId,
            application,
            status: 'under-review',
            now,
          }).after
        : null;
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'remarks',
      target: { type: 'application', id: applicationId, title: application.jobTitle },
      before: { remarks: review?.remarks ?? null, status: application.status },
      after: { remarks, status: statusFields?.status ?? application.status },
    });
    return remarksHistory;
  });
  return { remarks: history };
};
