import { DECISION_MESSAGES, MESSAGES } from '@careers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import {
  markApplicantsNotSelected,
  selectApplicants,
  undoNotSelected,
} from '../../testing/checked-services.ts';
import {
  mailAbout,
  postJob,
  readApplicationDoc,
  seedApplicant,
  startApplicantsTestBed,
  type ApplicantsTestBed,
} from '../testing/applicants-test-bed.ts';

// "Select", "Not selected" and its undo (issue 20) against the emulators: the status history, the
// audit log, the outbox and the catcher, and the undo's refusal once the candidate was told.

let bed: ApplicantsTestBed;
beforeAll(async () => {
  bed = await startApplicantsTestBed('applicant-decisions-per-person');
});
afterAll(async () => {
  await bed.close();
});

const statusesOf = async (id: string) =>
  (await readApplicationDoc(bed.deps.db, id))?.statusHistory.map((step) => step.status);

describe('selectApplicants', () => {
  it('selects the chosen ones of an open job, skips the rest with reasons, mails only when asked', async () => {
    const jobId = await postJob(bed);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => seedApplicant(bed.deps.db, { jobId, status: 'shortlisted' })),
    );
    const withdrawn = await seedApplicant(bed.deps.db, { jobId, status: 'withdrawn' });

    const quiet = await selectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [first!.id, withdrawn.id],
      sendMail: false,
    });
    expect(quiet).toEqual({
      updated: [first!.id],
      skipped: [{ id: withdrawn.id, reason: MESSAGES.applicantWithdrawn }],
      message: '1 applicant selected.',
    });
    expect(await mailAbout(bed.deps.db, first!.uid)).toEqual([]);

    const mailed = await selectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [second!.id, first!.id],
      sendMail: true,
    });
    expect(mailed).toMatchObject({
      updated: [second!.id],
      skipped: [{ id: first!.id, reason: DECISION_MESSAGES.alreadySelected }],
      message: `1 applicant selected. ${MESSAGES.mailSent}`,
    });
    expect(await statusesOf(second!.id)).toEqual(['applied', 'shortlisted', 'selected']);
    expect(await readApplicationDoc(bed.deps.db, second!.id)).toMatchObject({ topCandidate: true });
    expect(await statusesOf(third!.id)).toEqual(['applied', 'shortlisted']);
    const [mail] = await mailAbout(bed.deps.db, second!.uid);
    expect(mail).toMatchObject({ kind: 'selection', status: 'sent', jobId });
    expect(bed.catcher.messages().some((message) => message.to.includes(second!.email))).toBe(true);
    expect((await auditEntriesOf(bed.deps.db, second!.id))[0]).toMatchObject({
      action: 'select',
      changes: { status: { before: 'shortlisted', after: 'selected' } },
    });
  });

  it('refuses an applicant of another job before changing anything', async () => {
    const jobId = await postJob(bed);
    const mine = await seedApplicant(bed.deps.db, { jobId, status: 'shortlisted' });
    const other = await seedApplicant(bed.deps.db, { jobId: await postJob(bed) });
    await expect(
      selectApplicants(bed.deps, TEST_ADMIN, { jobId, ids: [mine.id, other.id], sendMail: false }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'not-found' });
    expect((await readApplicationDoc(bed.deps.db, mine.id))?.status).toBe('shortlisted');
  });
});

describe('markApplicantsNotSelected and undoNotSelected', () => {
  it('marks not selected without mail, and the undo puts it back where it was', async () => {
    const jobId = await postJob(bed);
    const tested = await seedApplicant(bed.deps.db, { jobId, status: 'interview-invited' });

    expect(
      await markApplicantsNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [tested.id], sendMail: false }),
    ).toMatchObject({ updated: [tested.id], message: '1 applicant marked not selected.' });
    expect(await readApplicationDoc(bed.deps.db, tested.id)).toMatchObject({
      status: 'not-selected',
      notSelectedMailId: null,
    });
    expect(await mailAbout(bed.deps.db, tested.uid)).toEqual([]);

    expect(await undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [tested.id] })).toEqual({
      updated: [tested.id],
      skipped: [],
      message: '1 applicant back where they were.',
    });
    expect(await statusesOf(tested.id)).toEqual([
      'applied',
      'shortlisted',
      'interview-invited',
      'not-selected',
      'interview-invited',
    ]);
    expect((await auditEntriesOf(bed.deps.db, tested.id)).map((entry) => entry.action).sort()).toEqual([
      'not-selected',
      'undo-not-selected',
    ]);

    // Nothing left to undo: skipped with the reason.
    expect(await undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [tested.id] })).toMatchObject({
      updated: [],
      skipped: [{ id: tested.id, reason: DECISION_MESSAGES.notNotSelected }],
    });
  });

  it('refuses the undo with decision-mailed once the not-selected mail went out, changing nothing', async () => {
    const jobId = await postJob(bed);
    const told = await seedApplicant(bed.deps.db, { jobId, status: 'shortlisted' });
    const quiet = await seedApplicant(bed.deps.db, { jobId, status: 'applied' });
    await markApplicantsNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [told.id], sendMail: true });
    await markApplicantsNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [quiet.id], sendMail: false });

    const [mail] = await mailAbout(bed.deps.db, told.uid);
    expect(mail).toMatchObject({ kind: 'not-selected', status: 'sent' });
    expect((await readApplicationDoc(bed.deps.db, told.id))?.notSelectedMailId).toBe(mail!.id);

    await expect(
      undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [quiet.id, told.id] }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DECISION_MESSAGES.decisionMailed,
      reason: 'decision-mailed',
    });
    expect((await readApplicationDoc(bed.deps.db, quiet.id))?.status).toBe('not-selected');
    expect((await readApplicationDoc(bed.deps.db, told.id))?.status).toBe('not-selected');
  });

  it('turns a selected applicant down, and selecting a not-selected one again clears its mail mark', async () => {
    const jobId = await postJob(bed);
    const applicant = await seedApplicant(bed.deps.db, { jobId, status: 'selected', topCandidate: true });
    await markApplicantsNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id], sendMail: true });
    expect(await readApplicationDoc(bed.deps.db, applicant.id)).toMatchObject({
      status: 'not-selected',
      topCandidate: false,
    });
    await selectApplicants(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id], sendMail: false });
    expect(await readApplicationDoc(bed.deps.db, applicant.id)).toMatchObject({
      status: 'selected',
      topCandidate: true,
      notSelectedMailId: null,
    });
  });
});
