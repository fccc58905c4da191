import { applicationId, canShortlist, COLLECTIONS, MESSAGES, type ApplicationStatus } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import { applicationsSuite } from '../../testing/applications.ts';
import { authOf } from '../../testing/callers.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { putOnRoster } from '../../testing/emulators.ts';
import { callError } from '../../testing/refusals.ts';
import { applyToJob, withdrawApplication } from '../callables/applications-callables.ts';
import type { ApplyCaller } from './apply.ts';

// Withdrawing an application against the emulators: who may, until when, and that nothing is lost.

const { bed } = applicationsSuite('withdraw');

const withdraw = (caller: ApplyCaller, jobId: unknown) =>
  withdrawApplication.handle({ auth: authOf(caller), data: { jobId } }, () => bed.deps);

const refusal = async (promise: Promise<unknown>) => {
  const { code, message } = await callError(promise);
  return { code, message };
};

/** A candidate with an application to a new job. */
const applied = async (): Promise<{ jobId: string; who: TestCandidate; id: string }> => {
  const jobId = await bed.postJob();
  const who = await createCandidate(bed.deps);
  await applyToJob.handle(
    { auth: authOf(who.caller), data: { jobId, answers: bed.answers() } },
    () => bed.deps,
  );
  return { jobId, who, id: applicationId(jobId, who.uid) };
};

/** Moves an application on as the applicants functions (issue 11) will. */
const setStatus = (id: string, status: ApplicationStatus) =>
  bed.deps.db.collection(COLLECTIONS.applications).doc(id).update({ status });

describe('withdrawApplication', () => {
  it('marks the application withdrawn, keeps everything, audits, and it can no longer be shortlisted', async () => {
    const { jobId, who, id } = await applied();
    const before = await bed.readApplication(id);

    await expect(withdraw(who.caller, jobId)).resolves.toEqual({
      id,
      jobId,
      message: MESSAGES.applicationWithdrawn,
    });

    const after = await bed.readApplication(id);
    expect(after).toEqual({
      ...before,
      status: 'withdrawn',
      statusHistory: [
        { status: 'applied', at: bed.deps.now?.() },
        { status: 'withdrawn', at: bed.deps.now?.() },
      ],
      updatedAt: bed.deps.now?.(),
    });
    expect(canShortlist(after!)).toBe(false);
    expect(await bed.applicationFiles(id)).toEqual([before?.candidate.resume?.path]);
    const audit = await auditEntriesOf(bed.deps.db, id);
    expect(audit.map((entry) => entry['action'])).toEqual(['apply', 'withdraw']);
    expect(audit[1]).toMatchObject({
      actor: { uid: who.uid, email: who.email },
      changes: { status: { before: 'applied', after: 'withdrawn' } },
    });
  });

  it('refuses to withdraw twice, and to apply again after withdrawing', async () => {
    const { jobId, who } = await applied();
    await withdraw(who.caller, jobId);
    expect(await refusal(withdraw(who.caller, jobId))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.applicationAlreadyWithdrawn,
    });
    expect(
      await refusal(
        applyToJob.handle(
          { auth: authOf(who.caller), data: { jobId, answers: bed.answers() } },
          () => bed.deps,
        ),
      ),
    ).toEqual({ code: 'already-exists', message: MESSAGES.withdrawnCannotReapply });
  });

  it('is allowed while under review', async () => {
    const { jobId, who, id } = await applied();
    await setStatus(id, 'under-review');
    await expect(withdraw(who.caller, jobId)).resolves.toMatchObject({
      message: MESSAGES.applicationWithdrawn,
    });
  });

  it.each<[ApplicationStatus, string]>([
    ['shortlisted', MESSAGES.withdrawAfterShortlist],
    ['test-invited', MESSAGES.withdrawAfterShortlist],
    ['rejected', MESSAGES.withdrawAfterDecision],
    ['not-selected', MESSAGES.withdrawAfterDecision],
  ])('refuses once the application is %s', async (status, message) => {
    const { jobId, who, id } = await applied();
    await setStatus(id, status);
    expect(await refusal(withdraw(who.caller, jobId))).toEqual({ code: 'failed-precondition', message });
    expect((await bed.readApplication(id))?.status).toBe(status);
  });

  it('answers not-found without an application, and refuses admins', async () => {
    const { jobId } = await applied();
    const stranger = await createCandidate(bed.deps);
    expect(await refusal(withdraw(stranger.caller, jobId))).toEqual({
      code: 'not-found',
      message: MESSAGES.applicationNotFound,
    });
    await putOnRoster(bed.deps.db, TEST_ADMIN.uid);
    const admin: ApplyCaller = {
      uid: TEST_ADMIN.uid,
      admin: true,
      email: TEST_ADMIN.email,
      emailVerified: true,
    };
    expect(await refusal(withdraw(admin, jobId))).toEqual({
      code: 'permission-denied',
      message: MESSAGES.onlyCandidateWithdraws,
    });
  });
});
