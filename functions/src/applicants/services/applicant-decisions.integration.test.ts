import { candidateTimeline, COLLECTIONS, DECISION_MESSAGES, MESSAGES } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import { suiteFixture } from '../../testing/suite.ts';
import * as checked from '../../testing/checked-services.ts';
import { failingTransport, startApplicantsTestBed } from '../testing/applicants-test-bed.ts';

// Removing an applicant and "top candidates": decisions that keep every application (nothing is
// deleted), recorded in the status history and the audit log.

const bed = suiteFixture(() => startApplicantsTestBed('applicant-decisions'));

describe('removeApplicant', () => {
  it("marks the application removed and keeps it; the candidate's timeline says Not selected", async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });

    expect(
      await checked.removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: applicant.id }),
    ).toEqual({
      id: applicant.id,
      status: 'removed',
    });
    const stored = await bed.readApplication(applicant.id);
    expect(stored).toMatchObject({
      status: 'removed',
      answers: [expect.objectContaining({ answer: 'One month.' })],
    });
    expect(stored?.statusHistory.map((step) => step.status)).toEqual(['applied', 'shortlisted', 'removed']);
    expect(candidateTimeline(stored!.statusHistory).at(-1)?.label).toBe('Not selected');
    expect((await auditEntriesOf(bed.deps.db, applicant.id))[0]).toMatchObject({
      action: 'remove',
      changes: { status: { before: 'shortlisted', after: 'removed' } },
    });

    // Twice: nothing more is written.
    await checked.removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: applicant.id });
    expect((await bed.readApplication(applicant.id))?.statusHistory).toHaveLength(3);
    expect(await auditEntriesOf(bed.deps.db, applicant.id)).toHaveLength(1);
  });

  it('answers not-found for an application of another job or none, and 400 per field', async () => {
    const jobId = await bed.postJob();
    const other = await bed.seedApplicant({ jobId: await bed.postJob() });
    await expect(
      checked.removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: other.id }),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: MESSAGES.applicantNotOfJob,
    });
    await expect(
      checked.removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: `${jobId}_ghost` }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(checked.removeApplicant(bed.deps, TEST_ADMIN, { jobId: 'a/b' })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { jobId: 'Job is not a valid id.', applicationId: 'Applicant is required.' },
    });
    expect((await bed.readApplication(other.id))?.status).toBe('applied');
  });
});

describe('markTopCandidates', () => {
  it('selects the shortlisted, marks the undecided not selected, leaves the rest, deletes nothing', async () => {
    const jobId = await bed.postJob();
    const db = bed.deps.db;
    const shortlisted = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const tested = await bed.seedApplicant({ jobId, status: 'test-taken' });
    const interviewed = await bed.seedApplicant({ jobId, status: 'interview-invited' });
    const applied = await bed.seedApplicant({ jobId });
    const reviewing = await bed.seedApplicant({ jobId, status: 'under-review' });
    const rejected = await bed.seedApplicant({ jobId, status: 'rejected' });
    const withdrawn = await bed.seedApplicant({ jobId, status: 'withdrawn' });

    await expect(checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.topCandidatesNeedClosedJob,
    });
    await checked.changeJobStatus(bed.deps, TEST_ADMIN, { jobId, status: 'closed' });

    const result = await checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId });
    expect(new Set(result.selected)).toEqual(new Set([shortlisted.id, tested.id, interviewed.id]));
    expect(new Set(result.notSelected)).toEqual(new Set([applied.id, reviewing.id]));

    const status = async (id: string) => (await bed.readApplication(id))?.status;
    expect(await status(shortlisted.id)).toBe('selected');
    expect(await status(interviewed.id)).toBe('selected');
    expect(await status(applied.id)).toBe('not-selected');
    expect(await status(rejected.id)).toBe('rejected');
    expect(await status(withdrawn.id)).toBe('withdrawn');
    expect((await bed.readApplication(tested.id))?.topCandidate).toBe(true);
    expect((await bed.readApplication(applied.id))?.topCandidate).toBe(false);
    expect(candidateTimeline((await bed.readApplication(tested.id))!.statusHistory).at(-1)?.label).toBe(
      'Selected',
    );
    const all = await db.collection(COLLECTIONS.applications).where('jobId', '==', jobId).count().get();
    expect(all.data().count).toBe(7);
    expect((await auditEntriesOf(db, applied.id))[0]).toMatchObject({
      action: 'top-candidates',
      changes: { status: { before: 'applied', after: 'not-selected' } },
    });

    // A second round changes nothing; a later shortlisted... none left undecided.
    expect(await checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).toEqual({
      selected: [],
      notSelected: [],
    });
  });

  it('refuses a closed job nobody of which is shortlisted, and an unknown job', async () => {
    const jobId = await bed.postJob();
    const applied = await bed.seedApplicant({ jobId });
    await checked.changeJobStatus(bed.deps, TEST_ADMIN, { jobId, status: 'closed' });
    await expect(checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.noShortlistedApplicants,
    });
    expect((await bed.readApplication(applied.id))?.status).toBe('applied');
    await expect(
      checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId: 'no-such-job' }),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('decides over the chosen applicants only when given ids (the shortcut of issue 20)', async () => {
    const jobId = await bed.postJob();
    const chosen = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const chosenAwaiting = await bed.seedApplicant({ jobId });
    const other = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const otherAwaiting = await bed.seedApplicant({ jobId });
    await checked.changeJobStatus(bed.deps, TEST_ADMIN, { jobId, status: 'closed' });

    expect(
      await checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId, ids: [chosen.id, chosenAwaiting.id] }),
    ).toEqual({ selected: [chosen.id], notSelected: [chosenAwaiting.id] });
    const status = async (id: string) => (await bed.readApplication(id))?.status;
    expect(await status(other.id)).toBe('shortlisted');
    expect(await status(otherAwaiting.id)).toBe('applied');
    const stranger = await bed.seedApplicant({ jobId: await bed.postJob() });
    await expect(
      checked.markTopCandidates(bed.deps, TEST_ADMIN, { jobId, ids: [other.id, stranger.id] }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await status(other.id)).toBe('shortlisted');
  });
});

// Decisions per person (issue 20): "Select", "Not selected" and its undo, with their mails and the
// undo's refusal once the candidate was told.

const statusesOf = async (id: string) =>
  (await bed.readApplication(id))?.statusHistory.map((step) => step.status);

describe('selectApplicants', () => {
  it('selects the chosen ones of an open job, skips the rest with reasons, mails only when asked', async () => {
    const jobId = await bed.postJob();
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => bed.seedApplicant({ jobId, status: 'shortlisted' })),
    );
    const withdrawn = await bed.seedApplicant({ jobId, status: 'withdrawn' });

    const quiet = await checked.selectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [first!.id, withdrawn.id],
      sendMail: false,
    });
    expect(quiet).toEqual({
      updated: [first!.id],
      skipped: [{ id: withdrawn.id, reason: MESSAGES.applicantWithdrawn }],
      message: '1 applicant selected.',
    });
    expect(await bed.mailAbout(first!.uid)).toEqual([]);

    const mailed = await checked.selectApplicants(bed.deps, TEST_ADMIN, {
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
    expect(await bed.readApplication(second!.id)).toMatchObject({ topCandidate: true });
    expect(await statusesOf(third!.id)).toEqual(['applied', 'shortlisted']);
    const [mail] = await bed.mailAbout(second!.uid);
    expect(mail).toMatchObject({ kind: 'selection', status: 'sent', jobId });
    expect(bed.catcher.messages().some((message) => message.to.includes(second!.email))).toBe(true);
    expect((await auditEntriesOf(bed.deps.db, second!.id))[0]).toMatchObject({
      action: 'select',
      changes: { status: { before: 'shortlisted', after: 'selected' } },
    });
  });

  it('refuses an applicant of another job before changing anything', async () => {
    const jobId = await bed.postJob();
    const mine = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const other = await bed.seedApplicant({ jobId: await bed.postJob() });
    await expect(
      checked.selectApplicants(bed.deps, TEST_ADMIN, { jobId, ids: [mine.id, other.id], sendMail: false }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'not-found' });
    expect((await bed.readApplication(mine.id))?.status).toBe('shortlisted');
  });
});

describe('markApplicantsNotSelected and undoNotSelected', () => {
  it('marks not selected without mail, and the undo puts it back where it was', async () => {
    const jobId = await bed.postJob();
    const tested = await bed.seedApplicant({ jobId, status: 'interview-invited' });

    expect(
      await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, {
        jobId,
        ids: [tested.id],
        sendMail: false,
      }),
    ).toMatchObject({ updated: [tested.id], message: '1 applicant marked not selected.' });
    expect(await bed.readApplication(tested.id)).toMatchObject({
      status: 'not-selected',
      notSelectedMailId: null,
    });
    expect(await bed.mailAbout(tested.uid)).toEqual([]);

    expect(await checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [tested.id] })).toEqual({
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
    expect(await checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [tested.id] })).toMatchObject({
      updated: [],
      skipped: [{ id: tested.id, reason: DECISION_MESSAGES.notNotSelected }],
    });
  });

  it('refuses the undo with decision-mailed once the not-selected mail went out, changing nothing', async () => {
    const jobId = await bed.postJob();
    const told = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const quiet = await bed.seedApplicant({ jobId, status: 'applied' });
    await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [told.id], sendMail: true });
    await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [quiet.id],
      sendMail: false,
    });

    const [mail] = await bed.mailAbout(told.uid);
    expect(mail).toMatchObject({ kind: 'not-selected', status: 'sent' });
    expect((await bed.readApplication(told.id))?.notSelectedMailId).toBe(mail!.id);

    await expect(
      checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [quiet.id, told.id] }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DECISION_MESSAGES.decisionMailed,
      reason: 'decision-mailed',
    });
    expect((await bed.readApplication(quiet.id))?.status).toBe('not-selected');
    expect((await bed.readApplication(told.id))?.status).toBe('not-selected');
  });

  it('undoes when the not-selected mail failed, and cancels it so no retry ever sends it', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const failing = bed.withTransport(failingTransport());
    await checked.markApplicantsNotSelected(failing, TEST_ADMIN, {
      jobId,
      ids: [applicant.id],
      sendMail: true,
    });
    const [failed] = await bed.mailAbout(applicant.uid);
    expect(failed).toMatchObject({ kind: 'not-selected', status: 'failed', nextAttemptAt: expect.any(Date) });

    expect(await checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id] })).toMatchObject(
      {
        updated: [applicant.id],
      },
    );
    expect(await bed.readApplication(applicant.id)).toMatchObject({
      status: 'shortlisted',
      notSelectedMailId: null,
    });
    const [cancelled] = await bed.mailAbout(applicant.uid);
    expect(cancelled).toMatchObject({
      id: failed!.id,
      status: 'cancelled',
      nextAttemptAt: null,
      lease: null,
    });
    // The scheduled retry and an admin's Retry leave it alone: the candidate never hears it.
    expect(await bed.deps.mailer.deliver(failed!.id, 'due')).toMatchObject({
      status: 'cancelled',
      tried: false,
    });
    expect(await bed.deps.mailer.deliver(failed!.id, 'admin')).toMatchObject({
      status: 'cancelled',
      tried: false,
    });
  });

  it('undoes while the mail is still queued (nobody delivering it) and cancels it before it is sent', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'applied' });
    await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [applicant.id],
      sendMail: true,
    });
    const [mail] = await bed.mailAbout(applicant.uid);
    // As if the function died between its commit and the delivery: queued, unclaimed.
    await bed.deps.db
      .collection(COLLECTIONS.mail)
      .doc(mail!.id)
      .update({ status: 'queued', sentAt: null, lease: null });

    await checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id] });
    expect((await bed.readApplication(applicant.id))?.status).toBe('applied');
    expect((await bed.mailAbout(applicant.uid))[0]).toMatchObject({
      status: 'cancelled',
      nextAttemptAt: null,
    });
    expect(await bed.deps.mailer.deliver(mail!.id, 'held')).toMatchObject({
      status: 'cancelled',
      tried: false,
    });
  });

  it('refuses the undo while a delivery holds the mail: it may be on its way', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'applied' });
    await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [applicant.id],
      sendMail: true,
    });
    const [mail] = await bed.mailAbout(applicant.uid);
    await bed.deps.db
      .collection(COLLECTIONS.mail)
      .doc(mail!.id)
      .update({ status: 'queued', sentAt: null, lease: 'a-delivery' });

    await expect(
      checked.undoNotSelected(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id] }),
    ).rejects.toMatchObject({ reason: 'decision-mailed' });
    expect((await bed.readApplication(applicant.id))?.status).toBe('not-selected');
    expect((await bed.mailAbout(applicant.uid))[0]).toMatchObject({ status: 'queued', lease: 'a-delivery' });
  });

  it('turns a selected applicant down, and selecting a not-selected one again clears its mail mark', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'selected', topCandidate: true });
    await checked.markApplicantsNotSelected(bed.deps, TEST_ADMIN, {
      jobId,
      ids: [applicant.id],
      sendMail: true,
    });
    expect(await bed.readApplication(applicant.id)).toMatchObject({
      status: 'not-selected',
      topCandidate: false,
    });
    await checked.selectApplicants(bed.deps, TEST_ADMIN, { jobId, ids: [applicant.id], sendMail: false });
    expect(await bed.readApplication(applicant.id)).toMatchObject({
      status: 'selected',
      topCandidate: true,
      notSelectedMailId: null,
    });
  });
});
