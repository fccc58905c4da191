import {
  APPLICANTS_MATCHING_MAX,
  candidateTimeline,
  COLLECTIONS,
  defaultRejectionText,
  MESSAGES,
  EMPTY_APPLICANT_QUERY,
  ROUTES,
  absoluteHref,
  tooManyMatchingMessage,
} from '@careers/domain';
import { Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

import { auditEntriesOf, TEST_ADMIN, unique } from '../../testing/admin-console.ts';
import { serviceError } from '../../testing/refusals.ts';
import { seedTestWithBank } from '../../testing/assessments.ts';
import * as checked from '../../testing/checked-services.ts';
import { TEST_APP_URL } from '../../testing/emulators.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { failingTransport, startApplicantsTestBed } from '../testing/applicants-test-bed.ts';
import { BATCH_TRANSACTION_SIZE } from './batch-action.ts';

// The batch actions of the applicants table against the emulators: what each writes on the
// application (status history, invitation), in the audit log and in the outbox, what reaches the
// mail catcher, and what is skipped and why.

const bed = suiteFixture(() => startApplicantsTestBed('applicant-actions'));

const caughtBy = (email: string) => bed.catcher.messages().filter((message) => message.to.includes(email));

describe('shortlistApplicants', () => {
  it("runs on every applicant of the job the table's search matches, across pages, and reports each", async () => {
    const jobId = await bed.postJob();
    const otherJobId = await bed.postJob();
    const word = `Zarmeen${unique()}`;
    // More matches than one transaction holds: the engine splits them.
    const matching = await Promise.all(
      Array.from({ length: BATCH_TRANSACTION_SIZE + 5 }, () => bed.seedApplicant({ jobId, firstName: word })),
    );
    const shortlisted = await bed.seedApplicant({ jobId, firstName: word, status: 'shortlisted' });
    const other = await bed.seedApplicant({ jobId, firstName: 'Hina' });
    const elsewhere = await bed.seedApplicant({ jobId: otherJobId, firstName: word });

    const result = await checked.shortlistApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [],
      // The search's own jobId is ignored: the action's job is the one acted on.
      matching: { ...EMPTY_APPLICANT_QUERY, jobId: otherJobId, view: 'active', text: word.toLowerCase() },
    });

    expect([...result.updated].sort()).toEqual(matching.map((applicant) => applicant.id).sort());
    expect(result.skipped).toEqual([{ id: shortlisted.id, reason: MESSAGES.applicantAlreadyShortlisted }]);
    expect(result.message).toBe(`${String(BATCH_TRANSACTION_SIZE + 5)} applicants have been shortlisted.`);
    expect((await bed.readApplication(other.id))?.status).toBe('applied');
    expect((await bed.readApplication(elsewhere.id))?.status).toBe('applied');
    // The search follows: they are found as shortlisted now.
    const entry = await bed.deps.db.collection(COLLECTIONS.applicantSearch).doc(matching[0]!.id).get();
    expect(entry.get('status')).toBe('shortlisted');

    const none = await serviceError(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [],
        matching: { ...EMPTY_APPLICANT_QUERY, view: 'applied', text: word },
      }),
    );
    expect([none.code, none.fields]).toEqual([
      'invalid-argument',
      { matching: MESSAGES.noApplicantsMatching },
    ]);
  });

  it('refuses a search matching more than the cap, saying how many match, having read at most the cap and one more', async () => {
    const jobId = await bed.postJob();
    // Search entries only: the refusal comes before any application is read.
    const total = APPLICANTS_MATCHING_MAX + 40;
    for (let start = 0; start < total; start += 500) {
      const batch = bed.deps.db.batch();
      for (let index = start; index < Math.min(total, start + 500); index += 1)
        batch.set(bed.deps.db.collection(COLLECTIONS.applicantSearch).doc(`${jobId}_many${String(index)}`), {
          jobId,
          status: 'applied',
          appliedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, index)),
        });
      await batch.commit();
    }
    const read = vi.spyOn(Query.prototype, 'get');
    try {
      const refusal = await serviceError(
        checked.shortlistApplicants(bed.deps, TEST_ADMIN, {
          jobId,
          applicationIds: [],
          matching: { ...EMPTY_APPLICANT_QUERY, view: 'active' },
        }),
      );
      expect([refusal.code, refusal.fields]).toEqual([
        'invalid-argument',
        { matching: tooManyMatchingMessage(total) },
      ]);
      const pages = await Promise.all(
        read.mock.results.map((result) => result.value as Promise<QuerySnapshot>),
      );
      expect(pages.reduce((sum, page) => sum + page.size, 0)).toBeLessThanOrEqual(
        APPLICANTS_MATCHING_MAX + 1,
      );
    } finally {
      read.mockRestore();
    }
  });

  it('shortlists submitted and under-review applicants, skips the rest with reasons, audits each', async () => {
    const jobId = await bed.postJob();
    const applied = await bed.seedApplicant({ jobId });
    const reviewed = await bed.seedApplicant({ jobId, status: 'under-review' });
    const withdrawn = await bed.seedApplicant({ jobId, status: 'withdrawn' });
    const removed = await bed.seedApplicant({ jobId, status: 'removed' });
    const shortlisted = await bed.seedApplicant({ jobId, status: 'shortlisted' });

    const result = await checked.shortlistApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applied.id, reviewed.id, withdrawn.id, removed.id, shortlisted.id, applied.id],
    });

    expect(result).toEqual({
      updated: [applied.id, reviewed.id],
      skipped: [
        { id: withdrawn.id, reason: MESSAGES.applicantWithdrawn },
        { id: removed.id, reason: MESSAGES.applicantRemoved },
        { id: shortlisted.id, reason: MESSAGES.applicantAlreadyShortlisted },
      ],
      message: '2 applicants have been shortlisted.',
    });
    const stored = await bed.readApplication(applied.id);
    expect(stored?.status).toBe('shortlisted');
    expect(stored?.statusHistory.map((step) => step.status)).toEqual(['applied', 'shortlisted']);
    expect(stored?.statusHistory.at(-1)?.at).toEqual(bed.clock.now);
    expect(candidateTimeline(stored!.statusHistory).map((entry) => entry.label)).toEqual([
      'Submitted',
      'Shortlisted',
    ]);
    expect((await bed.readApplication(withdrawn.id))?.status).toBe('withdrawn');

    const [audit, ...more] = await auditEntriesOf(bed.deps.db, applied.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actor: TEST_ADMIN,
      action: 'shortlist',
      target: { type: 'application', id: applied.id, title: 'Spinning Shift Engineer' },
      changes: { status: { before: 'applied', after: 'shortlisted' } },
    });
    expect(await auditEntriesOf(bed.deps.db, withdrawn.id)).toEqual([]);
    // Shortlisting sends no mail: the invitations that follow tell the candidate.
    expect(await bed.mailAbout(applied.uid)).toEqual([]);
  });

  it("refuses the whole call when an id is not one of the job's applications, writing nothing", async () => {
    const jobId = await bed.postJob();
    const otherJob = await bed.postJob();
    const mine = await bed.seedApplicant({ jobId });
    const theirs = await bed.seedApplicant({ jobId: otherJob });

    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: [mine.id, theirs.id] }),
    ).rejects.toMatchObject({ code: 'not-found', message: MESSAGES.applicantNotOfJob });
    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: [`${jobId}_nobody`] }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId: 'no-such-job', applicationIds: [mine.id] }),
    ).rejects.toMatchObject({ code: 'not-found', message: MESSAGES.jobNotFound });
    expect((await bed.readApplication(mine.id))?.status).toBe('applied');
    expect(await auditEntriesOf(bed.deps.db, mine.id)).toEqual([]);
  });

  it('answers per-field messages for a bad request', async () => {
    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId: '', applicationIds: [] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { jobId: 'Job is required.', applicationIds: 'Select at least one applicant.' },
    });
    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId: 'job', applicationIds: 'a,b' }),
    ).rejects.toMatchObject({
      fields: { applicationIds: 'Send the applicants as a list of application ids.' },
    });
    await expect(
      checked.shortlistApplicants(bed.deps, TEST_ADMIN, {
        jobId: 'job',
        applicationIds: ['ok', 'not/an/id'],
      }),
    ).rejects.toMatchObject({ fields: { 'applicationIds[1]': 'Applicant is not a valid id.' } });
  });

  it(`works past one transaction (${String(BATCH_TRANSACTION_SIZE)} applications each)`, async () => {
    const jobId = await bed.postJob();
    const applicants = await Promise.all(
      Array.from({ length: BATCH_TRANSACTION_SIZE + 20 }, () => bed.seedApplicant({ jobId })),
    );
    const ids = applicants.map((applicant) => applicant.id);
    const result = await checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: ids });
    expect(result.updated).toHaveLength(ids.length);
    const stored = await bed.deps.db.collection(COLLECTIONS.applications).where('jobId', '==', jobId).get();
    expect(stored.docs.every((doc) => doc.get('status') === 'shortlisted')).toBe(true);

    // Again: nothing left to do, every one skipped.
    const again = await checked.shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: ids });
    expect(again.updated).toEqual([]);
    expect(again.skipped).toHaveLength(ids.length);
    expect(again.message).toBe('No applicant has been shortlisted.');
  });
});

describe('inviteApplicantsToTest', () => {
  it("sets the invitation with the test's link and mails the instructions link, which startTest accepts", async () => {
    const bank = await seedTestWithBank(bed.deps.db, {
      aptitude: 10,
      technical: 10,
      departmentId: bed.catalogs.departmentId,
    });
    const jobId = await bed.postJob({ testId: bank.testId });
    const sana = await bed.seedApplicant({ jobId, status: 'shortlisted', firstName: 'Sana' });
    const early = await bed.seedApplicant({ jobId });

    const result = await checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [sana.id, early.id],
    });
    expect(result).toEqual({
      updated: [sana.id],
      skipped: [{ id: early.id, reason: MESSAGES.applicantNotShortlisted }],
      message: MESSAGES.mailSent,
    });

    const take = absoluteHref(TEST_APP_URL, ROUTES.userTests.take.getHref(jobId, bank.testId));
    const instructions = absoluteHref(
      TEST_APP_URL,
      ROUTES.userTests.instructions.getHref(jobId, bank.testId),
    );
    const stored = await bed.readApplication(sana.id);
    expect(stored?.status).toBe('test-invited');
    expect(stored?.test).toEqual({
      testId: bank.testId,
      link: take,
      invitedAt: bed.clock.now,
      taken: false,
      takenAt: null,
    });

    const [mail] = caughtBy(sana.email);
    expect(mail?.subject).toMatch(/^Invitation to the test for Spinning Shift Engineer/);
    expect(mail?.text).toContain('Hello Sana,');
    expect(mail?.text).toContain(`Open the test instructions:\n${instructions}`);
    expect(mail?.links).toContain(instructions);
    expect(mail?.html).toContain('20 multiple-choice questions in 30 minutes');
    expect(await bed.mailAbout(sana.uid)).toEqual([
      expect.objectContaining({
        kind: 'test-invitation',
        status: 'sent',
        attempts: 1,
        jobId,
        lastError: null,
      }),
    ]);

    // The link in the mail names the job and the test the candidate may start.
    const [, linkJobId, linkTestId] =
      /\/user_tests\/new\/test\/([^/]+)\/([^/]+)\/instructions$/.exec(new URL(instructions).pathname) ?? [];
    const session = await checked.startTest(
      bed.deps,
      { uid: sana.uid },
      { jobId: linkJobId, testId: linkTestId },
    );
    expect(session).toMatchObject({ jobId, testId: bank.testId, state: 'in-progress' });
    const taken = await bed.readApplication(sana.id);
    expect(taken?.test).toMatchObject({ taken: true, link: take });
    expect(candidateTimeline(taken!.statusHistory).map((entry) => entry.stage)).toEqual([
      'submitted',
      'shortlisted',
      'test-invited',
      'test-taken',
    ]);

    // Once taken, a new invitation is refused for that applicant.
    const again = await checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [sana.id],
    });
    expect(again.skipped).toEqual([{ id: sana.id, reason: MESSAGES.applicantTestTaken }]);
    expect(again.message).toBe(MESSAGES.noMailSent);
  });

  it('sends an unused invitation again without a second step on the timeline', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    await checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, { jobId, applicationIds: [applicant.id] });
    bed.clock.advance(60_000);
    await checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, { jobId, applicationIds: [applicant.id] });
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));

    const stored = await bed.readApplication(applicant.id);
    expect(stored?.statusHistory.map((step) => step.status)).toEqual([
      'applied',
      'shortlisted',
      'test-invited',
    ]);
    expect(stored?.test?.invitedAt).toEqual(new Date('2026-11-25T09:01:00Z'));
    expect(await bed.mailAbout(applicant.uid)).toHaveLength(2);
    expect(caughtBy(applicant.email)).toHaveLength(2);
  });

  it('refuses a job without a test', async () => {
    const jobId = await bed.postJob({ conductTest: false, testId: null });
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    await expect(
      checked.inviteApplicantsToTest(bed.deps, TEST_ADMIN, { jobId, applicationIds: [applicant.id] }),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: MESSAGES.jobHasNoTest });
    expect((await bed.readApplication(applicant.id))?.test).toBeNull();
  });
});

describe('inviteApplicantsToInterview', () => {
  const details = {
    date: '2026-12-02',
    time: '14:30',
    place: 'Head Office',
    note: 'Ask for Ms. Rana.\nGate 2.',
  };

  it('marks shortlisted applicants invited and mails when and where, replies to the admin', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'test-taken', firstName: 'Ali' });
    const rejected = await bed.seedApplicant({ jobId, status: 'rejected' });
    const result = await checked.inviteApplicantsToInterview(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applicant.id, rejected.id],
      ...details,
    });
    expect(result).toEqual({
      updated: [applicant.id],
      skipped: [{ id: rejected.id, reason: MESSAGES.applicantAlreadyRejected }],
      message: MESSAGES.mailSent,
    });
    const stored = await bed.readApplication(applicant.id);
    expect(stored?.status).toBe('interview-invited');
    expect(stored?.interviewInvitedAt).toEqual(bed.clock.now);

    const [mail] = caughtBy(applicant.email);
    expect(mail?.subject).toBe('Interview invitation: Spinning Shift Engineer');
    expect(mail?.text).toContain(
      'When: Wednesday, 2 December 2026 at 14:30 (Pakistan time), 60 minutes\nWhere: Head Office',
    );
    expect(mail?.text).toContain('Ask for Ms. Rana.\nGate 2.');
    expect(mail?.html).toContain('Ask for Ms. Rana.<br>Gate 2.');
    const [stored_mail] = await bed.mailAbout(applicant.uid);
    expect(stored_mail).toMatchObject({ kind: 'interview-invitation', replyTo: TEST_ADMIN.email });

    const [audit] = await auditEntriesOf(bed.deps.db, applicant.id);
    expect(audit?.['changes']).toEqual({
      status: { before: 'test-taken', after: 'interview-invited' },
      interview: { before: null, after: '2026-12-02 14:30, Head Office' },
    });
  });

  it('refuses a date before today (company time) and a malformed time, per field', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    await expect(
      checked.inviteApplicantsToInterview(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [applicant.id],
        ...details,
        date: '2026-11-24',
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument', fields: { date: MESSAGES.interviewDateInPast } });
    await expect(
      checked.inviteApplicantsToInterview(bed.deps, TEST_ADMIN, {
        jobId,
        applicationIds: [applicant.id],
        date: '2026-02-30',
        time: '25:00',
        place: ' ',
      }),
    ).rejects.toMatchObject({
      fields: {
        date: 'Enter the date as YYYY-MM-DD.',
        time: 'Enter the time as HH:mm (24-hour clock).',
        place: MESSAGES.interviewPlaceOrLink,
      },
    });
    expect(await bed.mailAbout(applicant.uid)).toEqual([]);
  });
});

describe('emailApplicants', () => {
  it("mails each selected applicant the admin's subject and text, status unchanged", async () => {
    const jobId = await bed.postJob();
    const first = await bed.seedApplicant({ jobId, firstName: 'Hina' });
    const second = await bed.seedApplicant({ jobId, status: 'withdrawn', firstName: 'Omar' });
    const result = await checked.emailApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [first.id, second.id],
      subject: 'Documents for your application',
      body: 'Please bring your degree.\n\nThank you.',
    });
    expect(result).toEqual({ updated: [first.id, second.id], skipped: [], message: MESSAGES.mailSent });
    expect((await bed.readApplication(first.id))?.statusHistory).toHaveLength(1);

    const [mail] = caughtBy(first.email);
    expect(mail?.subject).toBe('Documents for your application');
    expect(mail?.to).toEqual([first.email]);
    expect(mail?.text).toContain('Hello Hina,\n\nPlease bring your degree.\n\nThank you.');
    expect(caughtBy(second.email)[0]?.text).toContain('Hello Omar,');
    expect((await auditEntriesOf(bed.deps.db, first.id))[0]).toMatchObject({
      action: 'email',
      changes: { subject: { before: null, after: 'Documents for your application' } },
    });
  });
});

describe('rejectApplicants', () => {
  it("rejects with the admin's text: 'Mail has been Sent.', the job's title in the subject", async () => {
    const jobId = await bed.postJob({ title: 'Weaving Supervisor' });
    const applicant = await bed.seedApplicant({
      jobId,
      jobTitle: 'Weaving Supervisor',
      status: 'test-taken',
    });
    const result = await checked.rejectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applicant.id],
      body: defaultRejectionText('Weaving Supervisor'),
    });
    expect(result).toEqual({ updated: [applicant.id], skipped: [], message: 'Mail has been Sent.' });

    const stored = await bed.readApplication(applicant.id);
    expect(stored?.status).toBe('rejected');
    expect(candidateTimeline(stored!.statusHistory).at(-1)?.label).toBe('Not selected');
    const [mail] = caughtBy(applicant.email);
    expect(mail?.subject).toBe('Your application for Weaving Supervisor');
    expect(mail?.text).toContain('the position of Weaving Supervisor');

    const again = await checked.rejectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applicant.id],
      body: 'Again',
    });
    expect(again).toEqual({
      updated: [],
      skipped: [{ id: applicant.id, reason: MESSAGES.applicantAlreadyRejected }],
      message: MESSAGES.noMailSent,
    });
    expect(caughtBy(applicant.email)).toHaveLength(1);
  });

  it('keeps the rejection when the mail cannot be delivered: the outbox retries it later', async () => {
    const transport = failingTransport();
    const deps = bed.withTransport(transport);
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const result = await checked.rejectApplicants(deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applicant.id],
      body: 'No.',
    });

    expect(result.updated).toEqual([applicant.id]);
    expect(result.message).toBe(
      'Mail has been Sent to 0 of 1; 1 message could not be delivered yet and will be retried (see the mail log).',
    );
    expect((await bed.readApplication(applicant.id))?.status).toBe('rejected');
    expect(transport.calls).toBe(3);
    const [mail] = await bed.mailAbout(applicant.uid);
    expect(mail).toMatchObject({
      kind: 'rejection',
      status: 'failed',
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1',
      nextAttemptAt: new Date(bed.clock.now.getTime() + 4 * 60_000),
    });
  });

  it('skips an applicant whose frozen address the outbox refuses, changing nothing for them', async () => {
    const jobId = await bed.postJob();
    const broken = await bed.seedApplicant({ jobId, email: 'not-an-address' });
    const fine = await bed.seedApplicant({ jobId });
    const result = await checked.rejectApplicants(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [broken.id, fine.id],
      body: 'No.',
    });
    expect(result.updated).toEqual([fine.id]);
    expect(result.skipped).toEqual([{ id: broken.id, reason: MESSAGES.applicantNoEmail }]);
    expect((await bed.readApplication(broken.id))?.status).toBe('applied');
  });
});
