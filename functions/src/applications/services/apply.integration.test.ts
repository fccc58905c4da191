import {
  APPLICATION_FILE_METADATA,
  applicationId,
  candidateSnapshotOf,
  COLLECTIONS,
  JOB_INDEX_DOC_ID,
  MESSAGES,
  PRIVACY_POLICY_VERSION,
  STORAGE_PATHS,
} from '@careers/domain';
import { completeProfile } from '@careers/domain/testing';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';

import { nowOf, type Deps } from '../../deps.ts';
import { auditEntriesOf, openJobDates, readJob, TEST_ADMIN } from '../../testing/admin-console.ts';
import { applicationsSuite } from '../../testing/applications.ts';
import { authOf } from '../../testing/callers.ts';
import { createCandidate, pdfBytes, type TestCandidate } from '../../testing/candidates.ts';
import { putOnRoster } from '../../testing/emulators.ts';
import { changeJobStatus, deleteJob, hideJobs } from '../../testing/checked-services.ts';
import { expectClosedByEndDate } from '../../testing/job-closing.ts';
import { callError } from '../../testing/refusals.ts';
import { applyToJob } from '../callables/applications-callables.ts';
import { countApplicationsOfJob } from '../repositories/applications-repository.ts';
import type { ApplyCaller } from './apply.ts';

// The apply function against the emulators (Firestore on a database of its own, Storage, Auth) with
// the mail delivered to a catcher: what it freezes, what it refuses and with which message, and
// what many simultaneous submissions leave behind.

const { bed, catalogs } = applicationsSuite('apply');

const apply = (caller: ApplyCaller | null, data: unknown, deps: Deps = bed.deps) =>
  applyToJob.handle({ auth: caller ? authOf(caller) : undefined, data }, () => deps);

const refusal = async (promise: Promise<unknown>) => {
  const { code, message, details } = await callError(promise);
  return { code, message, details };
};

const candidate = (options: Parameters<typeof createCandidate>[1] = {}) =>
  createCandidate(bed.deps, { now: new Date('2026-11-01'), ...options });

/** Nothing of a refused apply remains: no application, no CV copy. */
const expectNothingWritten = async (jobId: string, who: TestCandidate) => {
  const id = applicationId(jobId, who.uid);
  expect(await bed.readApplication(id)).toBeUndefined();
  expect(await bed.applicationFiles(id)).toEqual([]);
};

const updateTimeOf = async (path: string) =>
  (await bed.deps.db.doc(path).get()).updateTime?.toMillis() ?? null;

describe('applyToJob: what the employer receives', () => {
  it('freezes profile, answers with their questions, policy version and a copy of the CV; mails and audits', async () => {
    const jobId = await bed.postJob();
    const sana = await candidate();
    const jobBefore = await updateTimeOf(`${COLLECTIONS.jobs}/${jobId}`);
    const indexBefore = await updateTimeOf(`${COLLECTIONS.jobIndex}/${JOB_INDEX_DOC_ID}`);

    const result = await apply(sana.caller, {
      jobId,
      answers: bed.answers(),
      source: 'https://www.linkedin.com/jobs/view/1',
    });

    const id = applicationId(jobId, sana.uid);
    expect(result).toEqual({ id, jobId, message: MESSAGES.appliedForJob, confirmationMail: 'sent' });
    const application = await bed.readApplication(id);
    const [copyPath] = await bed.applicationFiles(id);
    expect(copyPath).toMatch(new RegExp(`^applications/${id}/cv-[0-9a-f-]{36}\\.pdf$`));
    expect(application).toEqual({
      id,
      jobId,
      jobTitle: expect.stringContaining('Spinning Shift Engineer'),
      uid: sana.uid,
      status: 'applied',
      statusHistory: [{ status: 'applied', at: bed.deps.now?.() }],
      topCandidate: false,
      answers: [
        {
          questionId: catalogs.questionIds[0],
          title: expect.stringMatching(/^Notice period/),
          limit: 200,
          answer: 'One month.',
        },
        {
          questionId: catalogs.questionIds[1],
          title: expect.stringMatching(/^Why us/),
          limit: 500,
          answer: 'Your mills train their engineers.',
        },
      ],
      // The profile createCandidate wrote, but only the snapshot's fields, and the CV's copy.
      candidate: candidateSnapshotOf(
        completeProfile(
          sana.email,
          { path: copyPath!, size: sana.resumeBytes.length },
          new Date('2026-11-01'),
        ),
      ),
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      appliedAt: bed.deps.now?.(),
      updatedAt: bed.deps.now?.(),
      test: null,
      interviewInvitedAt: null,
      // Where the candidate came from (normalised) and the job as the insight counters file it.
      insight: {
        source: 'LinkedIn',
        title: application?.jobTitle,
        companyId: catalogs.companyId,
        companyTitle: expect.stringContaining('Sunehri Mills'),
        departmentId: catalogs.departmentId,
        departmentTitle: expect.stringContaining('Spinning'),
        postedOn: '2026-11-20',
        // postJob dates the job around the admin services' clock.
        endsOn: openJobDates(nowOf(bed.admin)).endDate,
        testId: catalogs.testId,
        testTitle: expect.stringContaining('Spinning basics'),
      },
    });

    // The copy is the CV's bytes, readable by its candidate (storage rules read `uid`).
    const copy = bed.deps.bucket.file(copyPath!);
    expect(Buffer.compare((await copy.download())[0], sana.resumeBytes)).toBe(0);
    const [metadata] = await copy.getMetadata();
    expect(metadata.metadata).toEqual({
      [APPLICATION_FILE_METADATA.uid]: sana.uid,
      [APPLICATION_FILE_METADATA.applicationId]: id,
      [APPLICATION_FILE_METADATA.kind]: APPLICATION_FILE_METADATA.resumeKind,
    });

    // Nothing shared was written; the count comes from a count() query.
    expect(await updateTimeOf(`${COLLECTIONS.jobs}/${jobId}`)).toBe(jobBefore);
    expect(await updateTimeOf(`${COLLECTIONS.jobIndex}/${JOB_INDEX_DOC_ID}`)).toBe(indexBefore);
    expect(await countApplicationsOfJob(bed.deps.db, jobId)).toBe(1);

    const audit = await auditEntriesOf(bed.deps.db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: { uid: sana.uid, email: sana.email },
      action: 'apply',
      target: { type: 'application', id, title: application?.jobTitle },
      changes: { status: { before: null, after: 'applied' }, resume: { before: null, after: copyPath } },
    });

    const outbox = await bed.deps.db
      .collection(COLLECTIONS.mail)
      .where('to', 'array-contains', sana.email)
      .get();
    expect(outbox.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ kind: 'cv-submitted', status: 'sent', jobId, applicantIds: [sana.uid] }),
    ]);
    const [mail] = bed.catcher.messages().filter((message) => message.to.includes(sana.email));
    expect(mail?.subject).toBe(`We have received your application: ${application?.jobTitle}`);
    expect(mail?.text).toContain('Your CV has been submitted');
    expect(mail?.text).toContain('Hello Sana,');
    expect(mail?.links).toContain('http://careers.test/my-applications');
  });

  it('keeps the original CV after the candidate replaces it and edits the profile (bytes equal)', async () => {
    const jobId = await bed.postJob();
    const sana = await candidate();
    await apply(sana.caller, { jobId, answers: bed.answers() });

    // The candidate uploads a new CV over the old one, then another under a new name.
    const replacement = pdfBytes('a newer CV');
    await bed.deps.bucket.file(sana.resumePath).save(replacement, { contentType: 'application/pdf' });
    const newPath = STORAGE_PATHS.resume(sana.uid, 'cv-2027.pdf');
    await bed.deps.bucket.file(newPath).save(replacement, { contentType: 'application/pdf' });
    await bed.deps.db
      .collection(COLLECTIONS.profiles)
      .doc(sana.uid)
      .update({ 'resume.path': newPath, firstName: 'Sanaa', phoneNumber: '03110000000' });

    const application = await bed.readApplication(applicationId(jobId, sana.uid));
    const [held] = await bed.deps.bucket.file(application!.candidate.resume!.path).download();
    expect(Buffer.compare(held, sana.resumeBytes)).toBe(0);
    expect(Buffer.compare(held, replacement)).not.toBe(0);
    expect(application?.candidate).toMatchObject({ firstName: 'Sana', phoneNumber: '03001234567' });
  });
});

describe('applyToJob: a job without employment questions', () => {
  it('needs no answers at all', async () => {
    const jobId = await bed.postJob({ screeningQuestionIds: [] });
    const sana = await candidate();
    await expect(apply(sana.caller, { jobId })).resolves.toMatchObject({ message: MESSAGES.appliedForJob });
    expect((await bed.readApplication(applicationId(jobId, sana.uid)))?.answers).toEqual([]);
  });
});

describe('applyToJob: many submissions at once', () => {
  it('20 simultaneous applies by one candidate leave exactly one application, one CV copy, one mail', async () => {
    const jobId = await bed.postJob();
    const sana = await candidate();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => apply(sana.caller, { jobId, answers: bed.answers() })),
    );

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({ code: 'already-exists', message: MESSAGES.applicationExists });
    }
    const id = applicationId(jobId, sana.uid);
    const mine = await bed.deps.db.collection(COLLECTIONS.applications).where('uid', '==', sana.uid).get();
    expect(mine.size).toBe(1);
    // Every losing attempt removed its own copy; the one left is the application's.
    const files = await bed.applicationFiles(id);
    expect(files).toEqual([(await bed.readApplication(id))?.candidate.resume?.path]);
    expect(await auditEntriesOf(bed.deps.db, id)).toHaveLength(1);
    expect(bed.catcher.messages().filter((message) => message.to.includes(sana.email))).toHaveLength(1);
  });
});

describe('applyToJob: refusals, each with its message and nothing written', () => {
  it('refuses a signed-out caller', async () => {
    expect(await refusal(apply(null, { jobId: 'any', answers: [] }))).toMatchObject({
      code: 'unauthenticated',
      message: MESSAGES.signInRequired,
    });
  });

  it('refuses an admin: admins do not apply', async () => {
    const jobId = await bed.postJob();
    await putOnRoster(bed.deps.db, TEST_ADMIN.uid);
    const admin: ApplyCaller = {
      uid: TEST_ADMIN.uid,
      admin: true,
      email: TEST_ADMIN.email,
      emailVerified: true,
    };
    expect(await refusal(apply(admin, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'permission-denied',
      message: MESSAGES.adminsDoNotApply,
    });
  });

  it('refuses an unconfirmed email, and asks Auth when the token may be stale', async () => {
    const jobId = await bed.postJob();
    const unconfirmed = await candidate({ emailVerified: false });
    expect(await refusal(apply(unconfirmed.caller, { jobId, answers: bed.answers() }))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.confirmEmailBeforeApplying,
      details: { reason: 'email-unconfirmed' },
    });
    expect(MESSAGES.confirmEmailBeforeApplying).toMatch(/Resend confirmation email/);
    await expectNothingWritten(jobId, unconfirmed);

    // Confirmed since the token was minted: Auth says so, the apply goes through.
    const confirmedSince = await candidate();
    await expect(
      apply({ ...confirmedSince.caller, emailVerified: false }, { jobId, answers: bed.answers() }),
    ).resolves.toMatchObject({ message: MESSAGES.appliedForJob });
  });

  it.each([
    ['an incomplete profile (no phone number)', { phoneNumber: '' }],
    ['experience without a career entry', { career: [] }],
    ['the privacy policy not accepted', { termsAndConditions: false }],
    ['no CV in the profile', { resume: null }],
    ['no profile at all', null],
  ])('refuses %s with the spec message', async (_label, profile) => {
    const jobId = await bed.postJob();
    const who = await candidate({ profile });
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'failed-precondition',
      message: 'Please Complete your profile before applying.',
    });
    await expectNothingWritten(jobId, who);
  });

  it('answers "not found" alike for a job that does not exist, is closed, archived, hidden or deleted', async () => {
    const who = await candidate();
    const closed = await bed.postJob();
    await changeJobStatus(bed.admin, TEST_ADMIN, { jobId: closed, status: 'closed' });
    const archived = await bed.postJob();
    await changeJobStatus(bed.admin, TEST_ADMIN, { jobId: archived, status: 'archived' });
    const hidden = await bed.postJob();
    await hideJobs(bed.admin, TEST_ADMIN, { jobIds: [hidden] });
    const deleted = await bed.postJob();
    await deleteJob(bed.admin, TEST_ADMIN, { jobId: deleted });

    for (const jobId of ['no-such-job', closed, archived, hidden, deleted]) {
      expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toEqual({
        code: 'not-found',
        message: MESSAGES.jobNotAvailable,
        details: { reason: 'job-unavailable' },
      });
      await expectNothingWritten(jobId, who);
    }
  });

  it('refuses after the end date, naming it, and closes the job that nothing had closed yet', async () => {
    const jobId = await bed.postJob({ endDate: '2026-12-31' });
    const who = await candidate();
    const afterEnd = { ...bed.deps, now: () => new Date('2026-12-31T19:00:00Z') };
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }, afterEnd))).toMatchObject({
      code: 'failed-precondition',
      message: 'Applications for this job closed on 31-12-2026.',
    });
    await expectNothingWritten(jobId, who);
    await expectClosedByEndDate(bed.deps.db, jobId);
    // A minute before the end it was still open, and nothing was closed.
    const lastMinute = await bed.postJob({ endDate: '2026-12-31' });
    const beforeEnd = { ...bed.deps, now: () => new Date('2026-12-31T18:59:00Z') };
    await apply(who.caller, { jobId: lastMinute, answers: bed.answers() }, beforeEnd);
    expect((await readJob(bed.deps.db, lastMinute))?.status).toBe('open');
  });

  it('clears the pending job Apply Now recorded once it is applied for, and only that one', async () => {
    const jobId = await bed.postJob();
    const other = await bed.postJob();
    const who = await candidate({ profile: { pendingJobId: jobId } });
    const bystander = await candidate({ profile: { pendingJobId: other } });
    await apply(who.caller, { jobId, answers: bed.answers() });
    await apply(bystander.caller, { jobId, answers: bed.answers() });
    const pendingOf = async (uid: string) =>
      (await bed.deps.db.collection(COLLECTIONS.profiles).doc(uid).get()).get('pendingJobId') as unknown;
    expect(await pendingOf(who.uid)).toBeNull();
    expect(await pendingOf(bystander.uid)).toBe(other);
  });

  it('refuses answers that do not match the questions, per answer index', async () => {
    const jobId = await bed.postJob();
    const who = await candidate();
    const [notice, why] = bed.answers();

    const missing = await refusal(apply(who.caller, { jobId, answers: [notice] }));
    expect(missing).toEqual({
      code: 'invalid-argument',
      message: 'Answer every question.',
      details: { reason: 'invalid-input', fields: { answers: 'Answer every question.' } },
    });

    const overLimit = await refusal(
      apply(who.caller, { jobId, answers: [notice, { ...why, answer: 'x'.repeat(501) }] }),
    );
    expect(overLimit).toEqual({
      code: 'invalid-argument',
      message: 'The answer must be at most 500 characters.',
      details: {
        reason: 'invalid-input',
        fields: { 'answers[1].answer': 'The answer must be at most 500 characters.' },
      },
    });

    const blank = await refusal(apply(who.caller, { jobId, answers: [{ ...notice, answer: '   ' }, why] }));
    expect(blank.details?.fields).toEqual({ 'answers[0].answer': 'An answer is required.' });

    const unknown = await refusal(
      apply(who.caller, { jobId, answers: [notice, { questionId: 'made-up', answer: 'x' }] }),
    );
    expect(unknown.details?.fields).toEqual({ answers: 'Answer every question.' });

    const badJob = await refusal(apply(who.caller, { jobId: '../jobs/x', answers: [] }));
    expect(badJob.details?.fields).toEqual({ jobId: 'Job is not a valid id.' });
    await expectNothingWritten(jobId, who);
  });

  it('refuses a profile whose consent fields say accepted when no consent row records it', async () => {
    const jobId = await bed.postJob();
    const who = await candidate({ consentRow: false });
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.privacyPolicyNotRecorded,
      details: { reason: 'policy-not-accepted' },
    });
    await expectNothingWritten(jobId, who);
  });

  it('refuses a second application', async () => {
    const jobId = await bed.postJob();
    const who = await candidate();
    await apply(who.caller, { jobId, answers: bed.answers() });
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'already-exists',
      message: MESSAGES.applicationExists,
    });
    expect(await bed.applicationFiles(applicationId(jobId, who.uid))).toHaveLength(1);
  });

  it('refuses when the CV file is gone from Storage', async () => {
    const jobId = await bed.postJob();
    const who = await candidate();
    await bed.deps.bucket.file(who.resumePath).delete();
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.resumeNotFound,
    });
    await expectNothingWritten(jobId, who);
  });

  it("refuses a profile pointing at a file outside the candidate's CV folder", async () => {
    const jobId = await bed.postJob();
    const other = await candidate();
    const who = await candidate();
    await bed.deps.db
      .collection(COLLECTIONS.profiles)
      .doc(who.uid)
      .update({ 'resume.path': other.resumePath });
    expect(await refusal(apply(who.caller, { jobId, answers: bed.answers() }))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.resumeNotFound,
    });
    await expectNothingWritten(jobId, who);
  });
});
