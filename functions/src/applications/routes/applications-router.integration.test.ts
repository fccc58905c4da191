import { applicationId, COLLECTIONS, MESSAGES, REVIEW_PATH } from '@careers/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { END_DATE_ACTOR } from '../../jobs/services/close-ended-jobs.ts';
import { indexEntriesOf, openJobDates, readJob, TEST_ADMIN } from '../../testing/admin-console.ts';
import { applicationsSuite, APPLY_TIME, postJob } from '../../testing/applications.ts';
import { CANDIDATE_PASSWORD, createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { changeJobStatus } from '../../testing/checked-services.ts';
import { putOnRoster, signedInAccount, signInOnEmulator } from '../../testing/emulators.ts';
import { expectClosedByEndDate } from '../../testing/job-closing.ts';

// Spec section 7's "Public" and "Jobs and applications" routes over HTTP, with real ID tokens from
// the Auth emulator, on a database of their own (so the job lists are exactly this suite's jobs).

const { bed, catalogs } = applicationsSuite('routes');
const app = createApiApp(() => bed.deps);
let adminToken: string;

type Signed = TestCandidate & { token: string };
const signedCandidate = async (options: Parameters<typeof createCandidate>[1] = {}): Promise<Signed> => {
  const candidate = await createCandidate(bed.deps, options);
  return { ...candidate, token: await signInOnEmulator(candidate.email, CANDIDATE_PASSWORD) };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The spec's body: `answers` as `{ employment_question_id, answer }`. */
const specAnswers = () => ({
  answers: [
    { employment_question_id: catalogs.questionIds[0], answer: 'Two weeks.' },
    { employment_question_id: catalogs.questionIds[1], answer: 'The training programme.' },
  ],
});

beforeAll(async () => {
  const admin = await signedInAccount('Admin', { admin: true }, { emailVerified: true });
  // On the roster of the suite's own database, which the guards read.
  await putOnRoster(bed.deps.db, admin.uid);
  adminToken = admin.token;
});

describe('POST /api/jobs/{jobId}/{userId}: apply', () => {
  it('applies with the spec body and answers 201, then 409 the second time', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    const created = await request(app)
      .post(`/api/jobs/${jobId}/${sana.uid}`)
      .set(bearer(sana.token))
      .send(specAnswers())
      .expect(201);
    expect(created.body).toEqual({
      id: applicationId(jobId, sana.uid),
      jobId,
      message: MESSAGES.appliedForJob,
      confirmationMail: 'sent',
    });
    const again = await request(app)
      .post(`/api/jobs/${jobId}/${sana.uid}`)
      .set(bearer(sana.token))
      .send(specAnswers())
      .expect(409);
    expect(again.body.error).toEqual({
      code: 'already-exists',
      reason: 'already-applied',
      message: MESSAGES.applicationExists,
    });
  });

  it('answers 401 without a token, 403 for someone else or an admin', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    const bilal = await signedCandidate();
    await request(app).post(`/api/jobs/${jobId}/${sana.uid}`).send(specAnswers()).expect(401);
    const other = await request(app)
      .post(`/api/jobs/${jobId}/${sana.uid}`)
      .set(bearer(bilal.token))
      .send(specAnswers())
      .expect(403);
    expect(other.body.error).toEqual({
      code: 'permission-denied',
      reason: 'not-yours',
      message: MESSAGES.applyForYourselfOnly,
    });
    const admin = await request(app)
      .post(`/api/jobs/${jobId}/${sana.uid}`)
      .set(bearer(adminToken))
      .send(specAnswers())
      .expect(403);
    expect(admin.body.error.message).toBe(MESSAGES.adminsDoNotApply);
  });

  it('answers 400 with the over-limit answer by index, 404 for an unknown job, 412 for an incomplete profile', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    const body = specAnswers();
    body.answers[1]!.answer = 'x'.repeat(501);
    const invalid = await request(app)
      .post(`/api/jobs/${jobId}/${sana.uid}`)
      .set(bearer(sana.token))
      .send(body)
      .expect(400);
    expect(invalid.body.error).toEqual({
      code: 'invalid-argument',
      reason: 'invalid-input',
      message: 'The answer must be at most 500 characters.',
      fields: { 'answers[1].answer': 'The answer must be at most 500 characters.' },
    });

    const missing = await request(app)
      .post(`/api/jobs/no-such-job/${sana.uid}`)
      .set(bearer(sana.token))
      .send(specAnswers())
      .expect(404);
    expect(missing.body.error.message).toBe(MESSAGES.jobNotAvailable);

    const draft = await signedCandidate({ profile: { termsAndConditions: false } });
    const incomplete = await request(app)
      .post(`/api/jobs/${jobId}/${draft.uid}`)
      .set(bearer(draft.token))
      .send(specAnswers())
      .expect(412);
    expect(incomplete.body.error.message).toBe(MESSAGES.completeProfileFirst);
  });

  it('answers 412 for an unconfirmed email, with the way to resend', async () => {
    const jobId = await bed.postJob();
    const unconfirmed = await signedCandidate({ emailVerified: false });
    const response = await request(app)
      .post(`/api/jobs/${jobId}/${unconfirmed.uid}`)
      .set(bearer(unconfirmed.token))
      .send(specAnswers())
      .expect(412);
    expect(response.body.error).toEqual({
      code: 'failed-precondition',
      reason: 'email-unconfirmed',
      message: MESSAGES.confirmEmailBeforeApplying,
    });
  });
});

describe('POST /api/jobs/{jobId}/{userId}/withdraw', () => {
  it('withdraws once; 412 the second time, 403 for someone else, 401 without a token', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    const bilal = await signedCandidate();
    await request(app).post(`/api/jobs/${jobId}/${sana.uid}`).set(bearer(sana.token)).send(specAnswers());
    const path = `/api/jobs/${jobId}/${sana.uid}/withdraw`;
    await request(app).post(path).expect(401);
    await request(app).post(path).set(bearer(bilal.token)).expect(403);
    const done = await request(app).post(path).set(bearer(sana.token)).expect(200);
    expect(done.body).toEqual({
      id: applicationId(jobId, sana.uid),
      jobId,
      message: MESSAGES.applicationWithdrawn,
    });
    const twice = await request(app).post(path).set(bearer(sana.token)).expect(412);
    expect(twice.body.error.message).toBe(MESSAGES.applicationAlreadyWithdrawn);
  });
});

describe('GET /api/jobs/{id}', () => {
  it('shows a public job to anyone without applicants, and to an admin with them and their count', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    await request(app).post(`/api/jobs/${jobId}/${sana.uid}`).set(bearer(sana.token)).send(specAnswers());

    const anonymous = await request(app).get(`/api/jobs/${jobId}`).expect(200);
    expect(Object.keys(anonymous.body)).toEqual(['job']);
    expect(anonymous.body.job).toMatchObject({ id: jobId, status: 'open' });
    const candidate = await request(app).get(`/api/jobs/${jobId}`).set(bearer(sana.token)).expect(200);
    expect(Object.keys(candidate.body)).toEqual(['job']);

    const admin = await request(app).get(`/api/jobs/${jobId}`).set(bearer(adminToken)).expect(200);
    expect(admin.body.applicantCount).toBe(1);
    expect(admin.body.applicants).toHaveLength(1);
    expect(admin.body.applicants[0]).toMatchObject({ id: applicationId(jobId, sana.uid), uid: sana.uid });
  });

  it('answers 404 for a job the caller may not see, 401 for a bad token', async () => {
    const jobId = await bed.postJob();
    await changeJobStatus(bed.admin, TEST_ADMIN, { jobId, status: 'closed' });
    const sana = await signedCandidate();
    const anonymous = await request(app).get(`/api/jobs/${jobId}`).expect(404);
    expect(anonymous.body.error).toEqual({
      code: 'not-found',
      reason: 'not-found',
      message: MESSAGES.jobNotFound,
    });
    await request(app).get(`/api/jobs/${jobId}`).set(bearer(sana.token)).expect(404);
    await request(app).get('/api/jobs/no-such-job').set(bearer(sana.token)).expect(404);
    const admin = await request(app).get(`/api/jobs/${jobId}`).set(bearer(adminToken)).expect(200);
    expect(admin.body).toMatchObject({ job: { status: 'closed' }, applicants: [], applicantCount: 0 });
    await request(app).get(`/api/jobs/${jobId}`).set(bearer('not-a-token')).expect(401);
  });

  it('closes a job past its end date when it is read: 404 for the public, the closed job for an admin', async () => {
    const jobId = await bed.postJob({ startDate: '2026-11-01', endDate: '2026-11-19' });
    expect((await readJob(bed.deps.db, jobId))?.status).toBe('open');
    const anonymous = await request(app).get(`/api/jobs/${jobId}`).expect(404);
    expect(anonymous.body.error).toEqual({
      code: 'not-found',
      reason: 'not-found',
      message: MESSAGES.jobNotFound,
    });
    await expectClosedByEndDate(bed.deps.db, jobId);
    const admin = await request(app).get(`/api/jobs/${jobId}`).set(bearer(adminToken)).expect(200);
    expect(admin.body.job).toMatchObject({ id: jobId, status: 'closed', updatedBy: END_DATE_ACTOR.uid });
    // Closed once: the admin's read found nothing more to do.
    await expectClosedByEndDate(bed.deps.db, jobId);
  });
});

describe('applications of a candidate, and all of them', () => {
  it('GET /api/jobs/user-jobs/{userId}: the owner and admins, never the private review', async () => {
    const jobId = await bed.postJob();
    const sana = await signedCandidate();
    const bilal = await signedCandidate();
    await request(app).post(`/api/jobs/${jobId}/${sana.uid}`).set(bearer(sana.token)).send(specAnswers());
    const id = applicationId(jobId, sana.uid);
    await bed.deps.db
      .collection(COLLECTIONS.applications)
      .doc(id)
      .collection(REVIEW_PATH.collection)
      .doc(REVIEW_PATH.id)
      .set({
        remarks: 'SECRET-REMARK',
        score: 17,
        totalQuestions: 20,
        updatedAt: new Date(),
        updatedBy: 'x',
      });

    const own = await request(app).get(`/api/jobs/user-jobs/${sana.uid}`).set(bearer(sana.token)).expect(200);
    expect(own.body.userJobs.map((job: { id: string }) => job.id)).toEqual([id]);
    expect(own.body.userJobs[0]).toMatchObject({ status: 'applied', statusHistory: [{ status: 'applied' }] });
    expect(JSON.stringify(own.body)).not.toMatch(/SECRET-REMARK|"score"|remarks/);

    const admin = await request(app)
      .get(`/api/jobs/user-jobs/${sana.uid}`)
      .set(bearer(adminToken))
      .expect(200);
    expect(admin.body.userJobs).toHaveLength(1);
    const other = await request(app)
      .get(`/api/jobs/user-jobs/${sana.uid}`)
      .set(bearer(bilal.token))
      .expect(403);
    expect(other.body.error).toEqual({
      code: 'permission-denied',
      reason: 'not-yours',
      message: MESSAGES.ownApplicationsOnly,
    });
    await request(app).get(`/api/jobs/user-jobs/${sana.uid}`).expect(401);
  });

  it('GET /api/user_jobs/all/user-jobs: admins only, a page at a time', async () => {
    const jobId = await bed.postJob();
    for (let index = 0; index < 2; index += 1) {
      const candidate = await signedCandidate();
      await request(app)
        .post(`/api/jobs/${jobId}/${candidate.uid}`)
        .set(bearer(candidate.token))
        .send(specAnswers())
        .expect(201);
    }
    const first = await request(app)
      .get('/api/user_jobs/all/user-jobs?limit=1')
      .set(bearer(adminToken))
      .expect(200);
    expect(first.body.userJobs).toHaveLength(1);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await request(app)
      .get(`/api/user_jobs/all/user-jobs?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`)
      .set(bearer(adminToken))
      .expect(200);
    expect(second.body.userJobs[0].id).not.toBe(first.body.userJobs[0].id);
    const all = await request(app).get('/api/user_jobs/all/user-jobs').set(bearer(adminToken)).expect(200);
    expect(all.body.userJobs.length).toBeGreaterThanOrEqual(2);

    const invalid = await request(app)
      .get('/api/user_jobs/all/user-jobs?limit=0')
      .set(bearer(adminToken))
      .expect(400);
    expect(invalid.body.error.fields).toEqual({ limit: 'Limit must be at least 1.' });
    const candidate = await signedCandidate();
    await request(app).get('/api/user_jobs/all/user-jobs').set(bearer(candidate.token)).expect(403);
    await request(app).get('/api/user_jobs/all/user-jobs').expect(401);
  });
});

describe('public job lists and catalogs', () => {
  let october: string;
  let listed: string;
  let ended: string;
  let closed: string;

  beforeAll(async () => {
    // Posted in October, still open when the suite reads (APPLY_TIME).
    october = await postJob({ ...bed.admin, now: () => new Date('2026-10-01T09:00:00Z') }, catalogs, {
      title: 'October Weaver',
      ...openJobDates(APPLY_TIME),
    });
    listed = await bed.postJob({ title: 'November Dyer' });
    ended = await bed.postJob({
      title: 'Ended Spinner',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    closed = await bed.postJob({ title: 'Closed Knitter' });
    await changeJobStatus(bed.admin, TEST_ADMIN, { jobId: closed, status: 'closed' });
  });

  const ids = (body: { jobs: { id: string }[] }) => body.jobs.map((job) => job.id);

  it('GET /api/public/jobs lists the listed jobs, newest first, within fromDate / toDate; an ended one is closed', async () => {
    // Past its end date (10-11-2026) but still open and indexed: nothing has closed it yet.
    expect(await indexEntriesOf(bed.deps.db, ended)).toHaveLength(1);
    const all = await request(app).get('/api/public/jobs').expect(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([october, listed]));
    expect(ids(all.body)).not.toContain(closed);
    expect(ids(all.body)).not.toContain(ended);
    expect(ids(all.body).at(-1)).toBe(october);
    // The read closed it: the job, its index entry and the audit log changed together.
    await expectClosedByEndDate(bed.deps.db, ended);

    const november = await request(app).get('/api/public/jobs?fromDate=2026-11-01').expect(200);
    expect(ids(november.body)).toContain(listed);
    expect(ids(november.body)).not.toContain(october);
    const upToOctober = await request(app)
      .get('/api/public/jobs?fromDate=2026-09-01&toDate=2026-10-31')
      .expect(200);
    expect(ids(upToOctober.body)).toEqual([october]);
  });

  it('GET /api/public/jobs answers 400 with per-field messages for bad dates', async () => {
    const response = await request(app)
      .get('/api/public/jobs?fromDate=2026-11-30&toDate=2026-11-01')
      .expect(400);
    expect(response.body.error).toEqual({
      code: 'invalid-argument',
      reason: 'invalid-input',
      message: 'To date cannot be before From date.',
      fields: { toDate: 'To date cannot be before From date.' },
    });
    const garbage = await request(app).get('/api/public/jobs?fromDate=soon').expect(400);
    expect(Object.keys(garbage.body.error.fields)).toEqual(['fromDate']);
  });

  it('GET /api/jobs/available/jobs leaves out jobs past their end date', async () => {
    const response = await request(app).get('/api/jobs/available/jobs').expect(200);
    expect(ids(response.body)).toEqual(expect.arrayContaining([october, listed]));
    expect(ids(response.body)).not.toContain(ended);
    expect(ids(response.body)).not.toContain(closed);
  });

  it("GET /api/public/jobs/department/{id} lists one department's jobs; 404 for an unknown one", async () => {
    const response = await request(app)
      .get(`/api/public/jobs/department/${catalogs.departmentId}`)
      .expect(200);
    expect(ids(response.body)).toEqual(expect.arrayContaining([october, listed]));
    expect(ids(response.body)).not.toContain(closed);
    expect(ids(response.body)).not.toContain(ended);
    const unknown = await request(app).get('/api/public/jobs/department/no-such-department').expect(404);
    expect(unknown.body.error.code).toBe('not-found');
  });

  it('GET /api/public/{departments,educations,employment_questions} list the catalogs', async () => {
    const departments = await request(app).get('/api/public/departments').expect(200);
    expect(departments.body.map((entry: { id: string }) => entry.id)).toContain(catalogs.departmentId);
    const degrees = await request(app).get('/api/public/educations').expect(200);
    expect(degrees.body.map((entry: { id: string }) => entry.id)).toEqual(
      expect.arrayContaining([...catalogs.degreeIds]),
    );
    const questions = await request(app).get('/api/public/employment_questions').expect(200);
    expect(questions.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: catalogs.questionIds[0], limit: 200 })]),
    );
  });
});
