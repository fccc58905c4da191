import { MESSAGES } from '@careers/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { auditEntriesOf } from '../../testing/admin-console.ts';
import { callableAuth } from '../../testing/assessments.ts';
import { putOnRoster, routeCallers } from '../../testing/emulators.ts';
import { expectAdminsOnly } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import * as callables from '../callables/applicants-callables.ts';
import { startApplicantsTestBed } from '../testing/applicants-test-bed.ts';

// The applicant routes of spec section 7 over HTTP (supertest) and the callables, against the
// emulators: who may call (401 / 403 on every one), unknown ids (404), bad input (400 per field),
// and the spec's request shapes.

const bed = suiteFixture(() => startApplicantsTestBed('applicants-router'));
const app = createApiApp(() => bed.deps);
const callers = suiteFixture(routeCallers);
// The admin is on the roster of the bed's own database, which the guards read.
beforeAll(() => putOnRoster(bed.deps.db, callers.adminUid));

const asAdmin = (test: request.Test) => test.set('authorization', `Bearer ${callers.adminToken}`);

const ROUTES = [
  ['POST', '/api/admin/jobs/job-1/cand-1'],
  ['POST', '/api/admin/jobs/remove-applicant/job-1/cand-1'],
  ['GET', '/api/admin/jobs/user-job-qa/job-1/cand-1'],
  ['POST', '/api/admin/jobs/save-remarks/job-1/cand-1'],
  ['POST', '/api/public/send-rejection-email'],
  ['POST', '/api/public/send-email'],
  ['POST', '/api/public/send-test-email'],
  ['POST', '/api/public/send-CvSubmit-email'],
  ['POST', '/api/admin/jobs/decisions/job-1/select'],
  ['POST', '/api/admin/jobs/decisions/job-1/not-selected'],
  ['POST', '/api/admin/jobs/decisions/job-1/undo-not-selected'],
  ['POST', '/api/public/send-interview-email'],
  ['POST', '/api/admin/jobs/interview/job-1/cand-1'],
  ['POST', '/api/admin/jobs/interview/job-1/cand-1/cancel'],
  ['POST', '/api/admin/jobs/interview/job-1/cand-1/outcome'],
] as const;

const call = (method: 'GET' | 'POST', path: string) =>
  method === 'GET' ? request(app).get(path) : request(app).post(path).send({});

describe('applicant routes: who may call', () => {
  it.each(ROUTES)('%s %s answers 401 without a valid token and 403 for a candidate', async (method, path) => {
    await expectAdminsOnly(() => call(method, path), callers.candidateToken);
  });

  // Every callable of the module, so a new one is checked without being listed here.
  it.each(Object.entries(callables))(
    '%s: unauthenticated signed out, permission-denied for a candidate',
    async (_name, { handle }) => {
      const deps = () => bed.deps;
      const signedOut = await handle({ auth: undefined, data: {} }, deps).catch((error: unknown) => error);
      expect(signedOut).toBeInstanceOf(HttpsError);
      expect(signedOut).toMatchObject({ code: 'unauthenticated' });
      await expect(
        handle(
          { auth: callableAuth('candidate-uid'), data: {} } as Pick<CallableRequest, 'auth' | 'data'>,
          deps,
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      // An admin with an empty request: the schema's per-field messages in details.fields.
      const invalid = await handle({ auth: callableAuth(callers.adminUid, true), data: {} }, deps).catch(
        (error: unknown) => error,
      );
      expect(invalid).toMatchObject({ code: 'invalid-argument', details: { fields: expect.any(Object) } });
    },
  );
});

describe('applicant routes as an admin', () => {
  it('schedules, cancels and reports on one interview by job and user id', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const path = `/api/admin/jobs/interview/${jobId}/${applicant.uid}`;
    const scheduled = await asAdmin(request(app).post(path))
      .send({ date: '2026-12-02', time: '14:30', videoLink: 'https://meet.example/x' })
      .expect(200);
    expect(scheduled.body).toMatchObject({
      message: MESSAGES.mailSent,
      interview: { status: 'scheduled', startsAt: '2026-12-02T09:30:00.000Z', sequence: 0 },
    });
    const early = await asAdmin(request(app).post(`${path}/outcome`))
      .send({ attendance: 'no-show' })
      .expect(412);
    expect(early.body.error).toMatchObject({
      reason: 'applicant-not-eligible',
      message: MESSAGES.interviewNotYetHeld,
    });
    const cancelled = await asAdmin(request(app).post(`${path}/cancel`))
      .send({})
      .expect(200);
    expect(cancelled.body.interview).toMatchObject({ status: 'cancelled', sequence: 1 });
    await asAdmin(request(app).post(`${path}/cancel`))
      .send({})
      .expect(404);
    const invalid = await asAdmin(request(app).post(path))
      .send({ date: '2026-12-02', time: '9' })
      .expect(400);
    expect(invalid.body.error.fields).toMatchObject({
      time: 'Enter the time as HH:mm (24-hour clock).',
      place: MESSAGES.interviewPlaceOrLink,
    });
    expect((await bed.mailAbout(applicant.uid)).map((mail) => mail.kind).sort()).toEqual([
      'interview-cancelled',
      'interview-invitation',
    ]);
  });

  it('shortlists one applicant by job and user id; 412 with the reason when it cannot', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const response = await asAdmin(request(app).post(`/api/admin/jobs/${jobId}/${applicant.uid}`)).expect(
      200,
    );
    expect(response.body).toEqual({
      updated: [applicant.id],
      skipped: [],
      message: '1 applicant has been shortlisted.',
    });
    expect((await bed.readApplication(applicant.id))?.status).toBe('shortlisted');
    expect((await auditEntriesOf(bed.deps.db, applicant.id))[0]?.['actor']).toMatchObject({
      uid: callers.adminUid,
    });

    const again = await asAdmin(request(app).post(`/api/admin/jobs/${jobId}/${applicant.uid}`)).expect(412);
    expect(again.body.error).toEqual({
      code: 'failed-precondition',
      reason: 'applicant-not-eligible',
      message: MESSAGES.applicantAlreadyShortlisted,
    });
  });

  it('decides per person over the decision routes: 400 per field, 412 decision-mailed for a told one', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const base = `/api/admin/jobs/decisions/${jobId}`;
    const invalid = await asAdmin(
      request(app)
        .post(`${base}/select`)
        .send({ ids: [applicant.id] }),
    ).expect(400);
    expect(invalid.body.error).toMatchObject({
      reason: 'invalid-input',
      fields: { sendMail: expect.any(String) },
    });

    const marked = await asAdmin(
      request(app)
        .post(`${base}/not-selected`)
        .send({ ids: [applicant.id], sendMail: true }),
    ).expect(200);
    expect(marked.body).toEqual({
      updated: [applicant.id],
      skipped: [],
      message: `1 applicant marked not selected. ${MESSAGES.mailSent}`,
    });
    const refused = await asAdmin(
      request(app)
        .post(`${base}/undo-not-selected`)
        .send({ ids: [applicant.id] }),
    ).expect(412);
    expect(refused.body.error).toMatchObject({ code: 'failed-precondition', reason: 'decision-mailed' });

    const selected = await asAdmin(
      request(app)
        .post(`${base}/select`)
        .send({ ids: [applicant.id], sendMail: false }),
    ).expect(200);
    expect(selected.body.updated).toEqual([applicant.id]);
    expect((await bed.readApplication(applicant.id))?.status).toBe('selected');
  });

  it('answers 404 for an unknown job or applicant on every applicant route', async () => {
    const jobId = await bed.postJob();
    await asAdmin(request(app).post(`/api/admin/jobs/${jobId}/ghost`)).expect(404);
    await asAdmin(request(app).post(`/api/admin/jobs/no-such-job/ghost`)).expect(404);
    await asAdmin(request(app).post(`/api/admin/jobs/remove-applicant/${jobId}/ghost`)).expect(404);
    const review = await asAdmin(request(app).get(`/api/admin/jobs/user-job-qa/${jobId}/ghost`)).expect(404);
    expect(review.body.error).toEqual({
      code: 'not-found',
      reason: 'not-found',
      message: MESSAGES.noSuchApplicant,
    });
    await asAdmin(request(app).post(`/api/admin/jobs/save-remarks/${jobId}/ghost`))
      .send({ remarks: 'Hello' })
      .expect(404);
    for (const path of ['send-rejection-email', 'send-email', 'send-test-email', 'send-CvSubmit-email']) {
      const response = await asAdmin(request(app).post(`/api/public/${path}`))
        .send({ job: jobId, applicantIds: ['ghost'], body: 'x', subject: 'x' })
        .expect(404);
      expect(response.body.error.message).toBe(MESSAGES.applicantNotOfJob);
    }
  });

  it('answers 400 with per-field messages under the names the client sent', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const remarks = await asAdmin(request(app).post(`/api/admin/jobs/save-remarks/${jobId}/${applicant.uid}`))
      .send({ remarks: '  ' })
      .expect(400);
    expect(remarks.body.error).toEqual({
      code: 'invalid-argument',
      reason: 'invalid-input',
      message: MESSAGES.remarksRequired,
      fields: { remarks: MESSAGES.remarksRequired },
    });
    const badId = await asAdmin(request(app).post(`/api/admin/jobs/${jobId}/bad%20id`)).expect(400);
    expect(badId.body.error.fields).toEqual({ applicantId: 'Applicant is not a valid id.' });

    const spec = await asAdmin(request(app).post('/api/public/send-rejection-email'))
      .send({ job: '', applicantIds: [], body: '' })
      .expect(400);
    expect(spec.body.error.fields).toEqual({
      job: 'Job is required.',
      applicantIds: 'Select at least one applicant.',
      body: 'Rejection text is required.',
    });
    const named = await asAdmin(request(app).post('/api/public/send-email'))
      .send({ jobId, applicationIds: [applicant.id], subject: '' })
      .expect(400);
    expect(named.body.error.fields).toEqual({
      subject: 'Subject is required.',
      body: 'Message is required.',
    });
  });

  it("send-rejection-email: the spec's body, mailed to the applied address (never to `emails`)", async () => {
    const jobId = await bed.postJob({ title: 'Knitting Supervisor' });
    const applicant = await bed.seedApplicant({ jobId, jobTitle: 'Knitting Supervisor' });
    const response = await asAdmin(request(app).post('/api/public/send-rejection-email'))
      .send({
        body: 'We have filled the position.',
        emails: ['attacker@evil.test'],
        job: { _id: jobId },
        applicantIds: [applicant.uid],
      })
      .expect(200);
    expect(response.body).toEqual({ updated: [applicant.id], skipped: [], message: 'Mail has been Sent.' });
    const [mail] = await bed.mailAbout(applicant.uid);
    expect(mail).toMatchObject({
      kind: 'rejection',
      to: [applicant.email],
      status: 'sent',
      createdBy: callers.adminUid,
    });
    expect(bed.catcher.messages().some((message) => message.to.includes('attacker@evil.test'))).toBe(false);
    const caught = bed.catcher.messages().find((message) => message.to.includes(applicant.email));
    expect(caught?.subject).toBe('Your application for Knitting Supervisor');
  });

  it('send-email, send-test-email and send-CvSubmit-email mail the applicants', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    const body = { job: jobId, applicantIds: [applicant.uid] };
    await asAdmin(request(app).post('/api/public/send-email'))
      .send({ ...body, subject: 'Hello', body: 'A word.' })
      .expect(200);
    const invite = await asAdmin(request(app).post('/api/public/send-test-email')).send(body).expect(200);
    expect(invite.body.message).toBe(MESSAGES.mailSent);
    await asAdmin(request(app).post('/api/public/send-CvSubmit-email')).send(body).expect(200);
    expect((await bed.mailAbout(applicant.uid)).map((mail) => mail.kind).sort()).toEqual([
      'custom',
      'cv-submitted',
      'test-invitation',
    ]);
    expect((await bed.readApplication(applicant.id))?.status).toBe('test-invited');
  });

  it('remove-applicant, save-remarks and user-job-qa act on the same application', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const saved = await asAdmin(request(app).post(`/api/admin/jobs/save-remarks/${jobId}/${applicant.uid}`))
      .send({ remarks: 'Call back.' })
      .expect(200);
    expect(saved.body.remarks).toEqual([
      expect.objectContaining({ text: 'Call back.', byUid: callers.adminUid }),
    ]);

    const review = await asAdmin(
      request(app).get(`/api/admin/jobs/user-job-qa/${jobId}/${applicant.uid}`),
    ).expect(200);
    expect(review.body).toMatchObject({
      application: { id: applicant.id, status: 'under-review', answers: [{ answer: 'One month.' }] },
      review: { remarks: [{ text: 'Call back.' }], score: null },
      previousId: null,
      nextId: null,
    });

    const removed = await asAdmin(
      request(app).post(`/api/admin/jobs/remove-applicant/${jobId}/${applicant.uid}`),
    ).expect(200);
    expect(removed.body).toEqual({ id: applicant.id, status: 'removed' });
  });

  it('the callables answer as the routes do', async () => {
    const jobId = await bed.postJob();
    const applicant = await bed.seedApplicant({ jobId });
    const auth = callableAuth(callers.adminUid, true);
    const deps = () => bed.deps;
    await expect(
      callables.shortlistApplicants.handle({ auth, data: { jobId, applicationIds: [applicant.id] } }, deps),
    ).resolves.toEqual({
      updated: [applicant.id],
      skipped: [],
      message: '1 applicant has been shortlisted.',
    });
    await expect(
      callables.saveRemarks.handle({ auth, data: { applicationId: applicant.id, remarks: '' } }, deps),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { fields: { remarks: MESSAGES.remarksRequired } },
    });
    await expect(
      callables.getApplicantReview.handle({ auth, data: { applicationId: `${jobId}_x` } }, deps),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    const review = await callables.getApplicantReview.handle(
      { auth, data: { applicationId: applicant.id } },
      deps,
    );
    expect(typeof review.application.appliedAt).toBe('string');
  });
});
