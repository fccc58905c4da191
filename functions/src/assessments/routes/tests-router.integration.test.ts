import { COLLECTIONS, MESSAGES } from '@careers/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { auditEntriesOf, emulatorAdminDeps, seedCatalogs } from '../../testing/admin-console.ts';
import { callableAuth } from '../../testing/assessments.ts';
import { putOnRoster, routeCallers } from '../../testing/emulators.ts';
import { callError, expectAdminsOnly } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import {
  addTestQuestions,
  createTest,
  deleteTest,
  deleteTestQuestion,
  updateTest,
} from '../callables/tests-callables.ts';

// The admin test routes of spec section 7 and GET /api/tests/{id} over HTTP, and the admin test
// callables, against the emulators.

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
const catalogs = suiteFixture(() => seedCatalogs(deps.db));
const callers = suiteFixture(routeCallers);
// The callables' admin ('root') is on the team's roster.
beforeAll(() => putOnRoster(deps.db, 'root'));

const asAdmin = (test: request.Test) => test.set('authorization', `Bearer ${callers.adminToken}`);

/** The spec's request shape: `time`, the department as a reference. */
const specTest = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weaving technologist',
  level: 'Entry',
  department: { _id: catalogs.departmentId },
  time: 20,
  totalQuestions: 10,
  aptitudePercentage: 40,
  technicalPercentage: 60,
  ...overrides,
});

/** The spec's questions: `typeOfQuestion`, options as `{ option }`. */
const specQuestions = [
  {
    statement: 'Which weave has a diagonal line?',
    typeOfQuestion: 'Technical',
    image: '',
    correctOptions: [{ option: 'Twill' }, { option: '' }],
    wrongOptions: [{ option: 'Plain' }, { option: 'Satin' }],
  },
  {
    statement: '',
    typeOfQuestion: 'Aptitude',
    correctOptions: [{ option: 'x' }],
    wrongOptions: [{ option: 'y' }],
  },
  {
    statement: '12 × 12?',
    typeOfQuestion: 'aptitude',
    correctOptions: [{ option: '144' }],
    wrongOptions: [{ option: '124' }],
  },
];

describe('/api/admin/tests and /api/tests: who may call', () => {
  const calls = [
    ['GET', '/api/admin/tests'],
    ['GET', '/api/admin/tests/any'],
    ['POST', '/api/admin/tests/create'],
    ['POST', '/api/admin/tests/update/any'],
    ['DELETE', '/api/admin/tests/any'],
    ['POST', '/api/admin/tests/any/questions/create'],
    ['DELETE', '/api/admin/tests/any/question/delete/q1'],
    ['GET', '/api/tests/any'],
  ] as const;

  const send = (method: string, path: string) =>
    method === 'GET'
      ? request(app).get(path)
      : method === 'POST'
        ? request(app).post(path).send({})
        : request(app).delete(path);

  it.each(calls)('%s %s answers 401 without a token and 403 for a candidate', async (method, path) => {
    await expectAdminsOnly(() => send(method, path), callers.candidateToken);
  });
});

describe('/api/admin/tests as an admin', () => {
  it('creates from the spec-shaped body (201, _id), adds questions, reads them, and deletes one', async () => {
    const created = await asAdmin(request(app).post('/api/admin/tests/create')).send(specTest()).expect(201);
    expect(created.body).toEqual({
      id: created.body._id,
      _id: expect.any(String),
      message: MESSAGES.testCreated,
    });
    const id = created.body._id as string;

    const withQuestions = await asAdmin(request(app).post(`/api/admin/tests/${id}/questions/create`))
      .send({ questions: specQuestions })
      .expect(200);
    expect(withQuestions.body).toMatchObject({
      id,
      title: 'Weaving technologist',
      level: 'entry',
      timeMinutes: 20,
      department: { id: catalogs.departmentId },
      questionCounts: { aptitude: 1, technical: 1 },
    });
    expect(
      (
        withQuestions.body.questions as {
          type: string;
          correctOptions: string[];
          wrongOptions: string[];
          image: null;
        }[]
      ).map(({ type, correctOptions, wrongOptions, image }) => ({
        type,
        correctOptions,
        wrongOptions,
        image,
      })),
    ).toEqual([
      { type: 'technical', correctOptions: ['Twill'], wrongOptions: ['Plain', 'Satin'], image: null },
      { type: 'aptitude', correctOptions: ['144'], wrongOptions: ['124'], image: null },
    ]);

    const list = await asAdmin(request(app).get('/api/admin/tests')).expect(200);
    expect((list.body as { id: string }[]).some((test) => test.id === id)).toBe(true);
    const one = await asAdmin(request(app).get(`/api/admin/tests/${id}`)).expect(200);
    const viaTests = await asAdmin(request(app).get(`/api/tests/${id}`)).expect(200);
    expect(viaTests.body.questions).toEqual(one.body.questions);
    expect(one.body.questions).toHaveLength(2);

    const questionId = one.body.questions[0].id as string;
    const afterDelete = await asAdmin(
      request(app).delete(`/api/admin/tests/${id}/question/delete/${questionId}`),
    ).expect(200);
    expect(afterDelete.body.questionCounts).toEqual({ aptitude: 1, technical: 0 });
    await asAdmin(request(app).delete(`/api/admin/tests/${id}/question/delete/${questionId}`)).expect(404);

    const updated = await asAdmin(request(app).post(`/api/admin/tests/update/${id}`))
      .send(specTest({ title: 'Weaving basics', time: 35 }))
      .expect(200);
    expect(updated.body).toEqual({ id, message: MESSAGES.testUpdated });

    expect((await asAdmin(request(app).delete(`/api/admin/tests/${id}`)).expect(200)).body).toEqual({
      id,
      message: MESSAGES.testDeleted,
    });
    await asAdmin(request(app).get(`/api/admin/tests/${id}`)).expect(404);
    const audits = await auditEntriesOf(deps.db, id);
    expect(audits.map((audit) => audit['action'])).toEqual([
      'create',
      'add-questions',
      'delete-question',
      'update',
      'delete',
    ]);
    expect(audits.every((audit) => audit['actor'].uid === callers.adminUid)).toBe(true);
  });

  it('answers 400 with per-field messages under the form’s names, and for question rows', async () => {
    const response = await asAdmin(request(app).post('/api/admin/tests/create'))
      .send(specTest({ title: '', time: 0, totalQuestions: 15, technicalPercentage: 50, level: 'Senior' }))
      .expect(400);
    expect(response.body.error).toMatchObject({
      code: 'invalid-argument',
      fields: {
        title: 'Title is required.',
        timeMinutes: 'Time must be at least 1 minute.',
        totalQuestions: 'Questions must be 10, 20, 30, 40, 50 or 60.',
        technicalPercentage: 'Aptitude % and technical % must add up to 100.',
        level: 'Choose a level.',
      },
    });
    const id = (await asAdmin(request(app).post('/api/admin/tests/create')).send(specTest()).expect(201)).body
      ._id as string;
    const rows = await asAdmin(request(app).post(`/api/admin/tests/${id}/questions/create`))
      .send([specQuestions[1], { ...specQuestions[2], wrongOptions: [{ option: '' }] }])
      .expect(400);
    expect(rows.body.error.fields).toEqual({ 'questions[1].wrongOptions': 'Add at least one wrong option.' });
  });

  it('answers 404 for unknown tests and 412 for a test jobs use', async () => {
    await asAdmin(request(app).get('/api/admin/tests/no-such-test')).expect(404);
    await asAdmin(request(app).get('/api/tests/no-such-test')).expect(404);
    await asAdmin(request(app).post('/api/admin/tests/update/no-such-test')).send(specTest()).expect(404);
    await asAdmin(request(app).delete('/api/admin/tests/no-such-test')).expect(404);
    await asAdmin(request(app).post('/api/admin/tests/no-such-test/questions/create'))
      .send({ questions: specQuestions })
      .expect(404);
    await asAdmin(request(app).delete('/api/admin/tests/no-such-test/question/delete/q1')).expect(404);

    await deps.db
      .collection(COLLECTIONS.jobs)
      .doc(`job-using-${catalogs.testId}`)
      .set({
        title: 'Loom Jobber',
        deleted: false,
        status: 'closed',
        test: { id: catalogs.testId, title: 't', level: 'mid', timeMinutes: 30, totalQuestions: 20 },
      });
    const refused = await asAdmin(request(app).delete(`/api/admin/tests/${catalogs.testId}`)).expect(412);
    expect(refused.body.error.message).toMatch(/is used by a job: 'Loom Jobber'/);
  });
});

describe('admin test callables', () => {
  it('refuse signed-out callers and candidates; validate like the routes', async () => {
    expect((await callError(createTest.handle({ auth: undefined, data: {} }, () => deps))).code).toBe(
      'unauthenticated',
    );
    expect(
      (await callError(createTest.handle({ auth: callableAuth('someone'), data: {} }, () => deps))).code,
    ).toBe('permission-denied');
    const invalid = await callError(
      createTest.handle(
        { auth: callableAuth('root', true), data: { title: 'x', departmentId: catalogs.departmentId } },
        () => deps,
      ),
    );
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details?.fields?.['level']).toBe('Choose a level.');
  });

  it('create, update, add and delete questions, delete the test', async () => {
    const admin = callableAuth('root', true);
    const form = {
      title: 'Knitting basics',
      level: 'advanced',
      departmentId: catalogs.departmentId,
      timeMinutes: 15,
      totalQuestions: 10,
      aptitudePercentage: 100,
      technicalPercentage: 0,
    };
    const { id } = await createTest.handle({ auth: admin, data: form }, () => deps);
    await updateTest.handle(
      { auth: admin, data: { testId: id, test: { ...form, timeMinutes: 12 } } },
      () => deps,
    );
    const added = await addTestQuestions.handle(
      {
        auth: admin,
        data: {
          testId: id,
          questions: [
            { statement: 'Gauge?', type: 'aptitude', correctOptions: ['E28'], wrongOptions: ['E5'] },
          ],
        },
      },
      () => deps,
    );
    expect(added).toMatchObject({ timeMinutes: 12, questionCounts: { aptitude: 1, technical: 0 } });
    const removed = await deleteTestQuestion.handle(
      { auth: admin, data: { testId: id, questionId: added.questions[0]!.id } },
      () => deps,
    );
    expect(removed.questions).toEqual([]);
    expect(await deleteTest.handle({ auth: admin, data: { testId: id } }, () => deps)).toEqual({
      id,
      message: MESSAGES.testDeleted,
    });
  });
});
