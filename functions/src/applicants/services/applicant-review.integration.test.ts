import { COLLECTIONS, MESSAGES, REVIEW_PATH } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { adminAuth } from '../../lib/admin.ts';
import { auditEntriesOf, TEST_ADMIN, unique } from '../../testing/admin-console.ts';
import { seedTestWithBank } from '../../testing/assessments.ts';
import * as checked from '../../testing/checked-services.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { REVIEW_TIME, startApplicantsTestBed } from '../testing/applicants-test-bed.ts';

// The applicant review: remarks with their history, the review in one call (application, score,
// test details, previous / next), and the CV download records of a job.

const bed = suiteFixture(() => startApplicantsTestBed('applicant-review'));

const minutes = (n: number) => new Date(REVIEW_TIME.getTime() + n * 60_000);

describe('saveRemarks', () => {
  it('keeps every remark with its author and time, starts the review, audits it', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const first = await checked.saveRemarks(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      remarks: ' Strong CV. ',
    });
    expect(first).toEqual({
      remarks: [
        {
          text: 'Strong CV.',
          byUid: TEST_ADMIN.uid,
          byName: TEST_ADMIN.email,
          at: REVIEW_TIME.toISOString(),
        },
      ],
    });
    bed.clock.set(minutes(5));
    const second = await checked.saveRemarks(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      remarks: 'Invite after the test.',
    });
    bed.clock.set(REVIEW_TIME);
    expect(second.remarks.map((entry) => [entry.text, entry.at])).toEqual([
      ['Strong CV.', REVIEW_TIME.toISOString()],
      ['Invite after the test.', minutes(5).toISOString()],
    ]);

    const review = (
      await bed.deps.db
        .doc(`${COLLECTIONS.applications}/${applicant.id}/${REVIEW_PATH.collection}/${REVIEW_PATH.id}`)
        .get()
    ).data();
    expect(review).toMatchObject({
      remarks: 'Invite after the test.',
      remarksHistory: second.remarks,
      score: null,
      totalQuestions: null,
      updatedBy: TEST_ADMIN.uid,
    });
    // The application itself never holds remarks; saving them starts the review.
    const stored = await bed.readApplication(applicant.id);
    expect(JSON.stringify(stored)).not.toContain('Strong CV.');
    expect(stored?.status).toBe('under-review');
    expect((await auditEntriesOf(bed.deps.db, applicant.id)).map((entry) => entry['changes'])).toEqual([
      {
        remarks: { before: null, after: 'Strong CV.' },
        status: { before: 'applied', after: 'under-review' },
      },
      { remarks: { before: 'Strong CV.', after: 'Invite after the test.' } },
    ]);
  });

  it('names the author by their Auth display name when they have one', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const user = await adminAuth().createUser({
      email: `rana.${unique()}@careers.test`,
      displayName: 'Ayesha Rana',
    });
    const result = await checked.saveRemarks(
      bed.deps,
      { uid: user.uid, email: user.email ?? null },
      { applicationId: applicant.id, remarks: 'Good answers.' },
    );
    expect(result.remarks[0]?.byName).toBe('Ayesha Rana');
    expect((await bed.readApplication(applicant.id))?.status).toBe('shortlisted');
  });

  it("refuses empty remarks with the spec's message, and an unknown application", async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    for (const remarks of ['', '   ', undefined]) {
      await expect(
        checked.saveRemarks(bed.deps, TEST_ADMIN, { applicationId: applicant.id, remarks }),
      ).rejects.toMatchObject({
        code: 'invalid-argument',
        fields: { remarks: MESSAGES.remarksRequired },
      });
    }
    await expect(
      checked.saveRemarks(bed.deps, TEST_ADMIN, { applicationId: applicant.id, remarks: 'x'.repeat(5001) }),
    ).rejects.toMatchObject({ fields: { remarks: 'Remarks must be at most 5000 characters.' } });
    await expect(
      checked.saveRemarks(bed.deps, TEST_ADMIN, { applicationId: `${jobId}_ghost`, remarks: 'Hello' }),
    ).rejects.toMatchObject({ code: 'not-found', message: MESSAGES.noSuchApplicant });
    expect(await auditEntriesOf(bed.deps.db, applicant.id)).toEqual([]);
  });
});

describe('getApplicantReview', () => {
  it('answers the application with ISO dates and its neighbours among the visible applicants', async () => {
    const jobId = await bed.postJob();
    const at = (hours: number) => new Date(REVIEW_TIME.getTime() - 72 * 3_600_000 + hours * 3_600_000);
    const first = await bed.seedApplicant({ jobId, appliedAt: at(0) });
    const removed = await bed.seedApplicant({ jobId, appliedAt: at(1), status: 'removed' });
    const middle = await bed.seedApplicant({ jobId, appliedAt: at(2), status: 'shortlisted' });
    const notSelected = await bed.seedApplicant({ jobId, appliedAt: at(3), status: 'not-selected' });
    const last = await bed.seedApplicant({ jobId, appliedAt: at(4), status: 'withdrawn' });
    await bed.seedApplicant({ jobId: await bed.postJob(), appliedAt: at(3) });

    const review = await checked.getApplicantReview(bed.deps, { applicationId: middle.id });
    expect(review).toMatchObject({ previousId: first.id, nextId: last.id, review: null });
    expect(review.application).toMatchObject({
      id: middle.id,
      jobId,
      uid: middle.uid,
      status: 'shortlisted',
      appliedAt: at(2).toISOString(),
      statusHistory: [
        { status: 'applied', at: at(2).toISOString() },
        { status: 'shortlisted', at: new Date(at(2).getTime() + 60_000).toISOString() },
      ],
      answers: [{ title: 'Notice period?', answer: 'One month.' }],
      candidate: { firstName: 'Sana', resume: { uploadedAt: at(2).toISOString() } },
    });
    // JSON through and through: what the callable protocol carries.
    expect(JSON.parse(JSON.stringify(review))).toEqual(review);

    expect(await checked.getApplicantReview(bed.deps, { applicationId: first.id })).toMatchObject({
      previousId: null,
      nextId: middle.id,
    });
    expect(await checked.getApplicantReview(bed.deps, { applicationId: last.id })).toMatchObject({
      previousId: middle.id,
      nextId: null,
    });
    // A hidden applicant (opened from the "removed" filter) still has its place among the visible.
    expect(await checked.getApplicantReview(bed.deps, { applicationId: removed.id })).toMatchObject({
      previousId: first.id,
      nextId: middle.id,
    });
    expect(await checked.getApplicantReview(bed.deps, { applicationId: notSelected.id })).toMatchObject({
      previousId: middle.id,
      nextId: last.id,
    });
  });

  it('includes the remarks, and the score of a test whose time ran out unattended', async () => {
    const bank = await seedTestWithBank(bed.deps.db, {
      aptitude: 10,
      technical: 10,
      departmentId: bed.catalogs.departmentId,
      timeMinutes: 30,
    });
    const jobId = await bed.postJob({ testId: bank.testId });
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    await checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, { jobId, applicationIds: [applicant.id] });
    await checked.startTest(bed.deps, { uid: applicant.uid }, { jobId, testId: bank.testId });
    await checked.saveRemarks(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      remarks: 'Started the test.',
    });

    bed.clock.set(minutes(45));
    const review = await checked.getApplicantReview(bed.deps, { applicationId: applicant.id });
    bed.clock.set(REVIEW_TIME);
    expect(review.review).toEqual({
      remarks: [
        {
          text: 'Started the test.',
          byUid: TEST_ADMIN.uid,
          byName: TEST_ADMIN.email,
          at: REVIEW_TIME.toISOString(),
        },
      ],
      score: 0,
      totalQuestions: 20,
      testDetails: expect.objectContaining({
        testId: bank.testId,
        completion: 'time-over',
        startedAt: REVIEW_TIME.toISOString(),
        completedAt: minutes(30).toISOString(),
        tabSwitches: 0,
        byType: { aptitude: { score: 0, total: 10 }, technical: { score: 0, total: 10 } },
      }),
    });
    // The test has no pass mark until one is set; then the review gives it beside the score.
    expect(review.passPercentage).toBeNull();
    await bed.deps.db.collection(COLLECTIONS.tests).doc(bank.testId).update({ passPercentage: 60 });
    bed.clock.set(minutes(45));
    expect((await checked.getApplicantReview(bed.deps, { applicationId: applicant.id })).passPercentage).toBe(
      60,
    );
    bed.clock.set(REVIEW_TIME);
  });

  it('shows a remark written without a history (directly by an admin client) as the first entry', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    await bed.deps.db
      .doc(`${COLLECTIONS.applications}/${applicant.id}/${REVIEW_PATH.collection}/${REVIEW_PATH.id}`)
      .set({
        remarks: 'Typed in the console.',
        score: 7,
        totalQuestions: 10,
        updatedAt: REVIEW_TIME,
        updatedBy: 'root',
      });
    const review = await checked.getApplicantReview(bed.deps, { applicationId: applicant.id });
    expect(review.review).toEqual({
      remarks: [
        { text: 'Typed in the console.', byUid: 'root', byName: 'root', at: REVIEW_TIME.toISOString() },
      ],
      score: 7,
      totalQuestions: 10,
      testDetails: null,
    });
    const saved = await checked.saveRemarks(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      remarks: 'Then saved.',
    });
    expect(saved.remarks.map((entry) => entry.text)).toEqual(['Typed in the console.', 'Then saved.']);
  });

  it('answers not-found for an unknown application, 400 for a bad id', async () => {
    await expect(checked.getApplicantReview(bed.deps, { applicationId: 'job_ghost' })).rejects.toMatchObject({
      code: 'not-found',
      message: MESSAGES.noSuchApplicant,
    });
    await expect(checked.getApplicantReview(bed.deps, { applicationId: '../x' })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { applicationId: 'Applicant is not a valid id.' },
    });
  });
});

describe('CV downloads', () => {
  it('records each download in the audit log and lists them newest first', async () => {
    const jobId = await bed.postJob({ title: 'Dyeing Chemist' });
    const one = await bed.seedApplicant({ jobId });
    const two = await bed.seedApplicant({ jobId });

    expect(
      await checked.recordCvDownloads(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [one.id],
        archive: false,
      }),
    ).toEqual({ recorded: 1 });
    bed.clock.set(minutes(10));
    expect(
      await checked.recordCvDownloads(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [one.id, two.id],
        archive: true,
        missing: [two.id],
      }),
    ).toEqual({ recorded: 1 });
    bed.clock.set(REVIEW_TIME);

    const { downloads } = await checked.listCvDownloads(bed.deps, { jobId });
    expect(downloads).toEqual([
      {
        byUid: TEST_ADMIN.uid,
        byName: TEST_ADMIN.email,
        at: expect.any(String),
        applicationIds: [one.id, two.id],
        archive: true,
        missing: [two.id],
      },
      {
        byUid: TEST_ADMIN.uid,
        byName: TEST_ADMIN.email,
        at: expect.any(String),
        applicationIds: [one.id],
        archive: false,
        missing: [],
      },
    ]);
    expect(Date.parse(downloads[0]!.at)).toBeGreaterThanOrEqual(Date.parse(downloads[1]!.at));
    const [entry] = await auditEntriesOf(bed.deps.db, jobId).then((entries) =>
      entries.filter((audit) => audit['action'] === 'cv.download'),
    );
    expect(entry).toMatchObject({
      actor: TEST_ADMIN,
      target: { type: 'job', id: jobId, title: 'Dyeing Chemist' },
    });
    expect((await checked.listCvDownloads(bed.deps, { jobId: await bed.postJob() })).downloads).toEqual([]);
  });

  it('refuses applications of another job, missing files not asked for, and an unknown job', async () => {
    const jobId = await bed.postJob();
    const mine = await bed.seedApplicant({ jobId });
    const theirs = await bed.seedApplicant({ jobId: await bed.postJob() });
    await expect(
      checked.recordCvDownloads(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [mine.id, theirs.id],
        archive: true,
      }),
    ).rejects.toMatchObject({ code: 'not-found', message: MESSAGES.applicantNotOfJob });
    await expect(
      checked.recordCvDownloads(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [mine.id],
        archive: 'yes please',
        missing: [theirs.id],
      }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: {
        archive: 'Say whether this was the zip.',
        missing: 'Missing files must be among the applicants asked for.',
      },
    });
    await expect(checked.listCvDownloads(bed.deps, { jobId: 'nope' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
