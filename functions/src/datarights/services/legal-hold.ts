import { MESSAGES, type SetLegalHoldResult } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { typedProfileDocument } from '../../profiles/index.ts';
import { dataRightsRef, readDataRights } from '../repositories/data-rights-repository.ts';

// Legal hold (issue 21): an admin keeps a candidate's data past retention and past the candidate's
// own erasure request, with a reason, until lifted. Placing and lifting are audited. While held, the
// retention sweep neither warns nor erases; a warning pending when the hold is lifted is withdrawn.

export const isOnLegalHold = async (db: Firestore, uid: string): Promise<boolean> =>
  (await readDataRights(db, uid)).legalHold !== null;

export const setLegalHold = async (
  deps: Deps,
  actor: AuditActor,
  input: { uid: string; hold: boolean; reason?: string | undefined },
): Promise<SetLegalHoldResult> => {
  const user = await deps.auth.getUser(input.uid).catch(() => null);
  const profile = (await typedProfileDocument(deps.db, input.uid).get()).data();
  if (!user && !profile) throw refuse('not-found', MESSAGES.candidateNotFound);
  const ref = dataRightsRef(deps.db, input.uid);
  const now = nowOf(deps);
  await deps.db.runTransaction(async (transaction) => {
    const before = (await transaction.get(ref)).data();
    const legalHold = input.hold ? { reason: input.reason ?? '', adminUid: actor.uid, at: now } : null;
    // Lifting withdraws a retention warning sent before the hold: its date may have passed while
    // held, so the next sweep warns afresh, with the full notice, before anything is erased.
    const retentionWarning = input.hold ? (before?.retentionWarning ?? null) : null;
    transaction.set(ref, { legalHold, retentionWarning, keptAt: before?.keptAt ?? null }, { merge: true });
    appendAuditEntry(transaction, deps.db, actor, {
      action: input.hold ? 'legal-hold' : 'legal-hold-lifted',
      target: { type: 'candidate', id: input.uid, title: null },
      before: { legalHold: before?.legalHold?.reason ?? null },
      after: { legalHold: legalHold?.reason ?? null },
    });
  });
  return {
    uid: input.uid,
    held: input.hold,
    message: input.hold ? MESSAGES.legalHoldPlaced : MESSAGES.legalHoldLifted,
  };
};
