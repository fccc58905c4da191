import { candidateTimeline, COLLECTIONS, MESSAGES } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import { changeJobStatus, markTopCandidates, removeApplicant } from '../../testing/checked-services.ts';
import { suiteFixture } from '../../testing/suite.ts';
import {
  postJob,
  readApplicationDoc,
  seedApplicant,
  startApplicantsTestBed,
} from '../testing/applicants-test-bed.ts';

// Removing an applicant and "top candidates": decisions that keep every application (nothing is
// deleted), recorded in the status history and the audit log.

const bed = suiteFixture(() => startApplicantsTestBed('applicant-decisions'));

describe('removeApplicant', () => {
  it("marks the application removed and keeps it; the candidate's timeline says Not selected", async () => {
    const jobId = await postJob(bed);
    const applicant = await seedApplicant(bed.deps.db, { jobId, status: 'shortlisted' });

    expect(await removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: applicant.id })).toEqual({
      id: applicant.id,
      status: 'removed',
    });
    const stored = await readApplicationDoc(bed.deps.db, applicant.id);
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
    await removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: applicant.id });
    expect((await readApplicationDoc(bed.deps.db, applicant.id))?.statusHistory).toHaveLength(3);
    expect(await auditEntriesOf(bed.deps.db, applicant.id)).toHaveLength(1);
  });

  it('answers not-found for an application of another job or none, and 400 per field', async () => {
    const jobId = await postJob(bed);
    const other = await seedApplicant(bed.deps.db, { jobId: await postJob(bed) });
    await expect(
      removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: other.id }),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: MESSAGES.applicantNotOfJob,
    });
    await expect(
      removeApplicant(bed.deps, TEST_ADMIN, { jobId, applicationId: `${jobId}_ghost` }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(removeApplicant(bed.deps, TEST_ADMIN, { jobId: 'a/b' })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { jobId: 'Job is not a valid id.', applicationId: 'Applicant is required.' },
    });
    expect((await readApplicationDoc(bed.deps.db, other.id))?.status).toBe('applied');
  });
});

describe('markTopCandidates', () => {
  it('selects the shortlisted, marks the undecided not selected, leaves the rest, deletes nothing', async () => {
    const jobId = await postJob(bed);
    const db = bed.deps.db;
    const shortlisted = await seedApplicant(db, { jobId, status: 'shortlisted' });
    const tested = await seedApplicant(db, { jobId, status: 'test-taken' });
    const interviewed = await seedApplicant(db, { jobId, status: 'interview-invited' });
    const applied = await seedApplicant(db, { jobId });
    const reviewing = await seedApplicant(db, { jobId, status: 'under-review' });
    const rejected = await seedApplicant(db, { jobId, status: 'rejected' });
    const withdrawn = await seedApplicant(db, { jobId, status: 'withdrawn' });

    await expect(markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.topCandidatesNeedClosedJob,
    });
    await changeJobStatus(bed.deps, TEST_ADMIN, { jobId, status: 'closed' });

    const result = await markTopCandidates(bed.deps, TEST_ADMIN, { jobId });
    expect(new Set(result.selected)).toEqual(new Set([shortlisted.id, tested.id, interviewed.id]));
    expect(new Set(result.notSelected)).toEqual(new Set([applied.id, reviewing.id]));

    const status = async (id: string) => (await readApplicationDoc(db, id))?.status;
    expect(await status(shortlisted.id)).toBe('selected');
    expect(await status(interviewed.id)).toBe('selected');
    expect(await status(applied.id)).toBe('not-selected');
    expect(await status(rejected.id)).toBe('rejected');
    expect(await status(withdrawn.id)).toBe('withdrawn');
    expect((await readApplicationDoc(db, tested.id))?.topCandidate).toBe(true);
    expect((await readApplicationDoc(db, applied.id))?.topCandidate).toBe(false);
    expect(candidateTimeline((await readApplicationDoc(db, tested.id))!.statusHistory).at(-1)?.label).toBe(
      'Selected',
    );
    const all = await db.collection(COLLECTIONS.applications).where('jobId', '==', jobId).count().get();
    expect(all.data().count).toBe(7);
    expect((await auditEntriesOf(db, applied.id))[0]).toMatchObject({
      action: 'top-candidates',
      changes: { status: { before: 'applied', after: 'not-selected' } },
    });

    // A second round changes nothing; a later shortlisted... none left undecided.
    expect(await markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).toEqual({
      selected: [],
      notSelected: [],
    });
  });

  it('refuses a closed job nobody of which is shortlisted, and an unknown job', async () => {
    const jobId = await postJob(bed);
    const applied = await seedApplicant(bed.deps.db, { jobId });
    await changeJobStatus(bed.deps, TEST_ADMIN, { jobId, status: 'closed' });
    await expect(markTopCandidates(bed.deps, TEST_ADMIN, { jobId })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.noShortlistedApplicants,
    });
    expect((await readApplicationDoc(bed.deps.db, applied.id))?.status).toBe('applied');
    await expect(markTopCandidates(bed.deps, TEST_ADMIN, { jobId: 'no-such-job' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
