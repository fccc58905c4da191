import { randomUUID } from 'node:crypto';

import {
  ERASED_TEXT,
  ERASURE_STEPS,
  MESSAGES,
  type EraseCandidateResult,
  type ErasureRecord,
  type ErasureStep,
  type WithId,
} from '@careers/domain';
import { FieldValue } from 'firebase-admin/firestore';

import { pseudonymiseInterviews } from '../../applicants/index.ts';
import { pseudonymiseApplications, pseudonymousApplicationIds } from '../../applications/index.ts';
import { deleteSessionsOfCandidate } from '../../assessments/index.ts';
import { appendAuditEntry, pseudonymiseAuditEntries } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { erasureConfirmationEmail, queueMail, scrubMailOfCandidate } from '../../mail/index.ts';
import { deleteProfileAndFiles, typedProfileDocument } from '../../profiles/index.ts';
import { dataRightsRef } from '../repositories/data-rights-repository.ts';
import { erasureRef, erasureRefById } from '../repositories/erasures-repository.ts';
import { subjectOf } from './export-data.ts';

// Erasure (issue 21) as one server operation that finishes even if interrupted: the first call
// writes `erasures/{HMAC(key, uid)}` (erasures-repository.ts) with a pseudonym and queues the confirmation mail to the address
// (one transaction), then runs the steps in order, recording each as done. Every step is
// idempotent, so a run killed half-way is completed by the next call or by the scheduled
// `resumeErasures`, and a call for an erasure already done changes nothing.

/**
 * Test hooks: `afterStep` is called after each step is recorded (a test throws there to kill the
 * erasure); `beforeRecord` just before the transaction that starts it (a test places a hold there).
 */
export type ErasureHooks = {
  afterStep?: (step: ErasureStep) => void | Promise<void>;
  beforeRecord?: () => void | Promise<void>;
};

type Subject = { uid: string; email: string | null };

const runStep = async (deps: Deps, step: ErasureStep, who: Subject, pseudonym: string): Promise<void> => {
  switch (step) {
    case 'applications':
      await pseudonymiseApplications(deps, who.uid, pseudonym, nowOf(deps));
      // Their interviews follow them to the pseudonymous ids.
      await pseudonymiseInterviews(deps.db, who.uid, pseudonym);
      return;
    case 'test-sessions':
      await deleteSessionsOfCandidate(deps.db, who.uid);
      return;
    case 'mail':
      await scrubMailOfCandidate(deps.db, who, pseudonym);
      return;
    case 'audit': {
      const moved = await pseudonymousApplicationIds(deps.db, pseudonym);
      const jobIds = moved.map((id) => id.slice(0, id.length - pseudonym.length - 1));
      await pseudonymiseAuditEntries(deps.db, who, pseudonym, {
        targetIds: jobIds.map((jobId) => `${jobId}_${who.uid}`),
        alsoOnTargets: jobIds,
      });
      return;
    }
    case 'profile':
      await deleteProfileAndFiles(deps, who.uid);
      await dataRightsRef(deps.db, who.uid).delete();
      return;
    case 'account':
      await deps.auth.deleteUser(who.uid).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      });
      return;
  }
};

/** Tries the confirmation once more before the outbox is emptied (the scheduled retry may be later). */
const deliverConfirmation = async (deps: Deps, record: ErasureRecord, first: boolean): Promise<void> => {
  if (!record.confirmationMailId) return;
  await deps.mailer.deliver(record.confirmationMailId, first ? 'held' : 'admin').catch((error: unknown) => {
    console.error('The erasure confirmation could not be delivered.', error);
  });
};

/** Runs the steps not done yet of a started erasure, then completes it. */
export const resumeErasure = async (
  deps: Deps,
  record: WithId<ErasureRecord>,
  hooks: ErasureHooks = {},
  first = false,
): Promise<void> => {
  const subject = record.subject;
  if (record.state === 'done' || !subject) return;
  const ref = erasureRefById(deps.db, record.id);
  const done = new Set(record.stepsDone);
  for (const step of ERASURE_STEPS) {
    if (done.has(step)) continue;
    if (step === 'mail') await deliverConfirmation(deps, record, first);
    await runStep(deps, step, subject, record.pseudonym);
    await ref.update({ stepsDone: FieldValue.arrayUnion(step), updatedAt: nowOf(deps) });
    await hooks.afterStep?.(step);
  }
  // The admin's reason is free text about the person: the marker stays, saying one was given.
  await ref.update({
    state: 'done',
    subject: null,
    reason: record.reason === null ? null : ERASED_TEXT,
    completedAt: nowOf(deps),
    updatedAt: nowOf(deps),
  });
};

const requireEraser = async (
  deps: Deps,
  caller: Caller,
  input: { uid?: string | undefined; password?: string | undefined; reason?: string | undefined },
): Promise<string> => {
  const uid = subjectOf(caller, input.uid, MESSAGES.eraseOthersData);
  if (caller.admin) {
    if (!input.reason?.trim()) {
      throw refuse('invalid-input', MESSAGES.eraseReasonRequired, {
        fields: { reason: MESSAGES.eraseReasonRequired },
      });
    }
    return uid;
  }
  if (!input.password) {
    throw refuse('invalid-input', MESSAGES.erasePasswordRequired, {
      fields: { password: MESSAGES.erasePasswordRequired },
    });
  }
  const session = caller.email
    ? await deps.identityToolkit.signInWithPassword(caller.email, input.password).catch(() => null)
    : null;
  if (session?.uid !== caller.uid) throw refuse('wrong-password', MESSAGES.eraseWrongPassword);
  return uid;
};

/**
 * Starts (or resumes) the erasure of `uid`: the record, the confirmation mail and the actor's
 * audit entry in one transaction, then the steps. A candidate on legal hold is refused
 * ('legal-hold', failed-precondition), whoever asks: the transaction reads the hold.
 */
export const startErasure = async (
  deps: Deps,
  request: {
    uid: string;
    requestedBy: ErasureRecord['requestedBy'];
    actor: Caller | null;
    reason: string | null;
  },
  hooks: ErasureHooks = {},
): Promise<EraseCandidateResult> => {
  const ref = erasureRef(deps, request.uid);
  const existing = (await ref.get()).data();
  if (existing?.state === 'done') {
    return { state: 'done', pseudonym: existing.pseudonym, message: MESSAGES.accountErased };
  }
  if (existing) {
    await resumeErasure(deps, existing, hooks);
    return { state: 'done', pseudonym: existing.pseudonym, message: MESSAGES.accountErased };
  }
  const user = await deps.auth.getUser(request.uid).catch(() => null);
  const profile = (await typedProfileDocument(deps.db, request.uid).get()).data();
  if (!user && !profile) throw refuse('not-found', MESSAGES.candidateNotFound);
  if (user?.customClaims?.['admin'] === true) throw refuse('not-found', MESSAGES.candidateNotFound);

  const now = nowOf(deps);
  const email = user?.email ?? profile?.email ?? null;
  const pseudonym = `erased-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await hooks.beforeRecord?.();
  const record = await deps.db.runTransaction(async (transaction) => {
    const [again, rights] = await Promise.all([
      transaction.get(ref).then((snapshot) => snapshot.data()),
      transaction.get(dataRightsRef(deps.db, request.uid)).then((snapshot) => snapshot.data()),
    ]);
    if (again) return again;
    // Read in the transaction that starts the erasure, so a hold placed meanwhile stops it (or the
    // hold's own transaction waits for this one). Nobody erases through a hold, admins included:
    // it is lifted first, and the lifting is audited.
    if (rights?.legalHold) {
      throw refuse(
        'legal-hold',
        request.requestedBy === 'admin' ? MESSAGES.legalHoldLiftBeforeErasing : MESSAGES.legalHold,
      );
    }
    const mail = email ? erasureConfirmationEmail({ requestedBy: request.requestedBy }) : null;
    const confirmationMailId = mail
      ? queueMail(
          transaction,
          deps.db,
          {
            kind: 'erasure-confirmation',
            to: email!,
            ...mail,
            createdBy: 'system',
            applicantIds: [request.uid],
          },
          now,
        )
      : null;
    const fresh: WithId<ErasureRecord> = {
      id: ref.id,
      pseudonym,
      subject: { uid: request.uid, email },
      requestedBy: request.requestedBy,
      adminUid: request.requestedBy === 'admin' ? (request.actor?.uid ?? null) : null,
      reason: request.reason,
      stepsDone: [],
      state: 'running',
      startedAt: now,
      updatedAt: now,
      completedAt: null,
      confirmationMailId,
    };
    transaction.set(ref, fresh);
    // Who did it is kept; the candidate's own request is recorded under the pseudonym.
    appendAuditEntry(
      transaction,
      deps.db,
      request.requestedBy === 'admin' && request.actor
        ? { uid: request.actor.uid, email: request.actor.email }
        : { uid: request.requestedBy === 'retention' ? 'system' : pseudonym, email: null },
      {
        action: 'erase',
        target: { type: 'candidate', id: pseudonym, title: null },
        before: null,
        after: { requestedBy: request.requestedBy, reason: request.reason },
      },
    );
    return fresh;
  });
  await resumeErasure(deps, record, hooks, true);
  return { state: 'done', pseudonym: record.pseudonym, message: MESSAGES.accountErased };
};

/** `eraseCandidate` and `DELETE /api/users/{id}`. */
export const eraseCandidate = async (
  deps: Deps,
  caller: Caller,
  input: { uid?: string | undefined; password?: string | undefined; reason?: string | undefined },
  hooks: ErasureHooks = {},
): Promise<EraseCandidateResult> => {
  const uid = await requireEraser(deps, caller, input);
  return startErasure(
    deps,
    {
      uid,
      requestedBy: caller.admin ? 'admin' : 'candidate',
      actor: caller,
      reason: caller.admin ? (input.reason?.trim() ?? null) : null,
    },
    hooks,
  );
};
