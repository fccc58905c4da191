import { applicationId, COLLECTIONS, MESSAGES } from '@careers/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { adminAuth } from '../../lib/admin.ts';
import { emulatorAdminDeps, unique } from '../../testing/admin-console.ts';
import {
  correctChoice,
  inviteToTest,
  readReview,
  readSessionDoc,
  seedTestWithBank,
  type SeededTest,
} from '../../testing/assessments.ts';
import { signInOnEmulator, uniqueEmail } from '../../testing/emulators.ts';

// The candidate's test routes of spec section 7 over HTTP: GET /api/user_tests/,
// POST /api/user_tests/create (a step's answers) and POST /api/user_jobs/testTaken.

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
let bank: SeededTest;

const candidate = async () => {
  const email = uniqueEmail('Candidate');
  const user = await adminAuth().createUser({ email, password: 'weaving42' });
  const jobId = `job-${unique()}`;
  await inviteToTest(deps.db, { jobId, uid: user.uid, testId: bank.testId });
  return { uid: user.uid, jobId, token: await signInOnEmulator(email, 'weaving42') };
};

beforeAll(async () => {
  bank = await seedTestWithBank(deps.db, { aptitude: 10, technical: 10 });
});

describe('who may call', () => {
  it.each([
    ['GET', '/api/user_tests/'],
    ['POST', '/api/user_tests/create'],
    ['POST', '/api/user_jobs/testTaken'],
  ])('%s %s answers 401 without a valid token', async (method, path) => {
    const send = () => (method === 'GET' ? request(app).get(path) : request(app).post(path).send({}));
    expect((await send().expect(401)).body.error.code).toBe('unauthenticated');
    await send().set('authorization', 'Bearer not-a-token').expect(401);
  });

  it('answers 403 to a body naming another user, 404 without an invitation, 400 for a bad body', async () => {
    const me = await candidate();
    const other = await candidate();
    const asMe = (test: request.Test) => test.set('authorization', `Bearer ${me.token}`);

    const notMine = await asMe(request(app).post('/api/user_jobs/testTaken'))
      .send({ user_id: other.uid, job_id: other.jobId, value: true })
      .expect(403);
    expect(notMine.body.error.message).toBe(MESSAGES.ownTestsOnly);
    await asMe(request(app).post('/api/user_tests/create'))
      .send({ user: other.uid, test: bank.testId, questions: [] })
      .expect(403);
    // Someone else's job: no invitation of mine there.
    const foreign = await asMe(request(app).post('/api/user_jobs/testTaken'))
      .send({ user_id: me.uid, job_id: other.jobId, value: true })
      .expect(404);
    expect(foreign.body.error.message).toBe(MESSAGES.testNotInvited);
    const notTrue = await asMe(request(app).post('/api/user_jobs/testTaken'))
      .send({ user_id: me.uid, job_id: me.jobId, value: 'yes' })
      .expect(400);
    expect(notTrue.body.error.fields).toEqual({ value: MESSAGES.testTakenValue });
    const notStarted = await asMe(request(app).post('/api/user_tests/create'))
      .send({ user: me.uid, test: bank.testId, questions: [] })
      .expect(404);
    expect(notStarted.body.error.message).toBe(MESSAGES.testNotStarted);
    expect(await readSessionDoc(deps.db, other.jobId, other.uid)).toBeUndefined();
  });
});

describe('a test through the routes', () => {
  it('testTaken starts the session and marks the application; user_tests/create submits each step; user_tests lists it', async () => {
    const me = await candidate();
    const asMe = (test: request.Test) => test.set('authorization', `Bearer ${me.token}`);

    const taken = await asMe(request(app).post('/api/user_jobs/testTaken'))
      .send({ user_id: me.uid, job_id: me.jobId, value: true })
      .expect(200);
    expect(taken.body).toMatchObject({
      jobId: me.jobId,
      testId: bank.testId,
      taken: true,
      takenAt: expect.any(Number),
    });
    const application = (
      await deps.db.collection(COLLECTIONS.applications).doc(applicationId(me.jobId, me.uid)).get()
    ).data();
    expect(application?.['test'].taken).toBe(true);
    // Marking again is harmless: the same session.
    const seed = (await readSessionDoc(deps.db, me.jobId, me.uid))!.seed;
    await asMe(request(app).post('/api/user_jobs/testTaken'))
      .send({ user_id: me.uid, job_id: me.jobId, value: true })
      .expect(200);
    expect((await readSessionDoc(deps.db, me.jobId, me.uid))!.seed).toBe(seed);

    const session = (await readSessionDoc(deps.db, me.jobId, me.uid))!;
    // The spec's body: test, questions (id and answer), user. One answer as a string, one as a list.
    const [first, second, ...rest] = session.steps[0]!.questionIds;
    const step1 = await asMe(request(app).post('/api/user_tests/create'))
      .send({
        test: bank.testId,
        user: me.uid,
        questions: [
          { id: first, answer: bank.questions.get(first!)!.correctOptions[0] },
          { id: second, answer: correctChoice(bank.questions.get(second!)!) },
          { id: rest[0], answer: '' },
        ],
      })
      .expect(200);
    expect(step1.body).toMatchObject({ step: 2, stepCount: 2, state: 'in-progress', answeredCount: 2 });

    // A retried submission naming the step already saved changes nothing.
    const retried = await asMe(request(app).post('/api/user_tests/create'))
      .send({ test: bank.testId, user: me.uid, step: 1, questions: [{ id: first, answer: 'x' }] })
      .expect(200);
    expect(retried.body).toMatchObject({ step: 2, answeredCount: 2 });

    const bad = await asMe(request(app).post('/api/user_tests/create'))
      .send({ test: bank.testId, user: me.uid, questions: [{ id: first, answer: 'x' }] })
      .expect(400);
    expect(bad.body.error.fields).toEqual({ 'answers[0].questionId': MESSAGES.questionNotInCurrentPart });

    const step2 = await asMe(request(app).post('/api/user_tests/create'))
      .send({
        test: { _id: bank.testId },
        user: me.uid,
        job: me.jobId,
        questions: session.steps[1]!.questionIds.map((id) => ({
          id,
          answer: correctChoice(bank.questions.get(id)!),
        })),
      })
      .expect(200);
    expect(step2.body).toMatchObject({ state: 'completed', completion: 'submitted', questions: [] });
    expect((await readReview(deps.db, me.jobId, me.uid))?.score).toBe(12);

    const list = await asMe(request(app).get('/api/user_tests/')).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        jobId: me.jobId,
        testId: bank.testId,
        state: 'completed',
        totalQuestions: 20,
        answeredCount: 12,
      }),
    ]);
    expect(list.body[0]).not.toHaveProperty('questions');
    expect(JSON.stringify(list.body)).not.toMatch(/score|correct/i);
  });
});
