import { MESSAGES } from '@careers/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import {
  auditEntriesOf,
  companyDay,
  emulatorAdminDeps,
  indexEntriesOf,
  jobInput,
  readJob,
  seedCatalogs,
} from '../../testing/admin-console.ts';
import { putOnRoster, routeCallers } from '../../testing/emulators.ts';
import { callError, expectAdminsOnly } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { changeJobStatus, createJob, deleteJob, updateJob } from '../callables/jobs-callables.ts';

// The admin job routes of spec section 7 over HTTP, and the callables, against the emulators.

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
const catalogs = suiteFixture(() => seedCatalogs(deps.db));
const callers = suiteFixture(routeCallers);
// The callables' admin ('someone', below) is on the team's roster.
beforeAll(() => putOnRoster(deps.db, 'someone'));

const asAdmin = (test: request.Test) => test.set('authorization', `Bearer ${callers.adminToken}`);

/**
 * The spec's own request shape: snake_case names and lists of `{ _id }`; a job open today (the
 * routes read the real clock).
 */
const specBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quality Inspector (Yarn)',
  description: '<p>Inspect cones before dispatch.</p>',
  company: { _id: catalogs.companyId },
  department: { _id: catalogs.departmentId },
  educations: [{ _id: catalogs.degreeIds[0] }],
  employment_questions: [{ _id: catalogs.questionIds[1] }],
  skills: ['<p>Uster reports</p>'],
  cgpa: 2.8,
  experience: 2,
  career_level: 'Mid',
  job_type: 'Contractual',
  start_date: companyDay(-21),
  end_date: companyDay(9),
  location: 'Spinning and Weaving site',
  conduct_test: false,
  test: '',
  ...overrides,
});

describe('/api/admin/jobs: who may call', () => {
  const calls = [
    ['POST', '/api/admin/jobs/create'],
    ['POST', '/api/admin/jobs/update/any'],
    ['DELETE', '/api/admin/jobs/any'],
    ['POST', '/api/admin/jobs/hideMultipleJobs'],
    ['POST', '/api/admin/jobs/change-status/any/closed'],
    ['POST', '/api/admin/jobs/restore/any'],
  ] as const;

  it.each(calls)('%s %s answers 401 without a token and 403 for a candidate', async (method, path) => {
    const send = () => (method === 'POST' ? request(app).post(path) : request(app).delete(path)).send({});
    await expectAdminsOnly(send, callers.candidateToken);
  });
});

describe('/api/admin/jobs as an admin', () => {
  it('creates a job from the spec-shaped body, lists it, and audits who did it', async () => {
    const response = await asAdmin(request(app).post('/api/admin/jobs/create')).send(specBody()).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), message: MESSAGES.jobCreated });
    const id = response.body.id as string;
    expect(await readJob(deps.db, id)).toMatchObject({
      careerLevel: 'Mid',
      jobType: 'Contractual',
      educationIds: [catalogs.degreeIds[0]],
      screeningQuestionIds: [catalogs.questionIds[1]],
      conductTest: false,
      test: null,
    });
    expect(await indexEntriesOf(deps.db, id)).toHaveLength(1);
    const [audit] = await auditEntriesOf(deps.db, id);
    expect(audit?.['actor']).toEqual({ uid: callers.adminUid, email: callers.adminEmail });
  });

  it('answers 400 with per-field messages', async () => {
    const response = await asAdmin(request(app).post('/api/admin/jobs/create'))
      .send(specBody({ title: '', cgpa: 9, end_date: companyDay(-22), location: 'Moon' }))
      .expect(400);
    expect(response.body.error).toEqual({
      code: 'invalid-argument',
      reason: 'invalid-input',
      message: 'Title is required.',
      fields: {
        title: 'Title is required.',
        cgpa: MESSAGES.cgpaRange,
        endDate: 'End date cannot be before the start date.',
        location: 'Choose a location.',
      },
    });
  });

  it('updates, changes status, hides in bulk, deletes and restores; 404 for unknown jobs', async () => {
    const id = (await asAdmin(request(app).post('/api/admin/jobs/create')).send(specBody()).expect(201)).body
      .id as string;

    const updated = await asAdmin(request(app).post(`/api/admin/jobs/update/${id}`))
      .send(specBody({ title: 'Senior Quality Inspector' }))
      .expect(200);
    expect(updated.body).toEqual({ id, message: MESSAGES.jobUpdated });
    expect((await indexEntriesOf(deps.db, id))[0]?.title).toBe('Senior Quality Inspector');

    const closed = await asAdmin(request(app).post(`/api/admin/jobs/change-status/${id}/closed`)).expect(200);
    expect(closed.body.message).toBe('Job status is closed now.');
    expect(await indexEntriesOf(deps.db, id)).toEqual([]);
    const badStatus = await asAdmin(request(app).post(`/api/admin/jobs/change-status/${id}/paused`)).expect(
      400,
    );
    expect(badStatus.body.error.fields).toEqual({ status: 'Status must be open, closed or archived.' });
    await asAdmin(request(app).post(`/api/admin/jobs/change-status/${id}/open`)).expect(200);

    // The spec sends a bare list of ids.
    const hidden = await asAdmin(request(app).post('/api/admin/jobs/hideMultipleJobs'))
      .send([id])
      .expect(200);
    expect(hidden.body).toEqual({ ids: [id], message: '1 job has been hidden.' });
    expect(await indexEntriesOf(deps.db, id)).toEqual([]);
    const none = await asAdmin(request(app).post('/api/admin/jobs/hideMultipleJobs')).send([]).expect(400);
    expect(none.body.error.fields).toEqual({ jobIds: 'Select at least one job.' });

    const removed = await asAdmin(request(app).delete(`/api/admin/jobs/${id}`)).expect(200);
    expect(removed.body).toEqual({ id, message: MESSAGES.jobRemoved });
    expect((await readJob(deps.db, id))?.deleted).toBe(true);
    await asAdmin(request(app).post(`/api/admin/jobs/restore/${id}`)).expect(200);
    expect((await readJob(deps.db, id))?.deleted).toBe(false);

    for (const call of [
      request(app).post('/api/admin/jobs/update/no-such-job').send(specBody()),
      request(app).delete('/api/admin/jobs/no-such-job'),
      request(app).post('/api/admin/jobs/change-status/no-such-job/open'),
      request(app)
        .post('/api/admin/jobs/hideMultipleJobs')
        .send({ jobIds: ['no-such-job'] }),
    ]) {
      const response = await asAdmin(call).expect(404);
      expect(response.body.error.code).toBe('not-found');
    }
  });
});

describe('job callables', () => {
  const auth = (admin: boolean) =>
    ({
      uid: 'someone',
      token: { admin, email: 'someone@careers.test' },
    }) as unknown as CallableRequest['auth'];

  it('refuse signed-out callers and non-admins', async () => {
    expect((await callError(createJob.handle({ auth: undefined, data: {} }, () => deps))).code).toBe(
      'unauthenticated',
    );
    expect((await callError(createJob.handle({ auth: auth(false), data: {} }, () => deps))).code).toBe(
      'permission-denied',
    );
  });

  it('run the same service as the routes, with per-field messages in details', async () => {
    const created = await createJob.handle({ auth: auth(true), data: jobInput(catalogs) }, () => deps);
    expect(created.message).toBe(MESSAGES.jobCreated);

    const invalid = await callError(
      updateJob.handle(
        { auth: auth(true), data: { jobId: created.id, job: jobInput(catalogs, { cgpa: 0 }) } },
        () => deps,
      ),
    );
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details).toEqual({ reason: 'invalid-input', fields: { cgpa: MESSAGES.cgpaRange } });

    const status = await changeJobStatus.handle(
      { auth: auth(true), data: { jobId: created.id, status: 'archived' } },
      () => deps,
    );
    expect(status.message).toBe('Job status is archived now.');
    await deleteJob.handle({ auth: auth(true), data: { jobId: created.id } }, () => deps);
    expect((await readJob(deps.db, created.id))?.deleted).toBe(true);
    const [audit] = await auditEntriesOf(deps.db, created.id);
    expect(audit?.['actor']).toEqual({ uid: 'someone', email: 'someone@careers.test' });
  });
});
