import { applicationId, COLLECTIONS, type Question } from '@careers/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../deps.ts';
import { createApiApp } from '../http/app.ts';
import { adminAuth } from '../lib/admin.ts';
import { emulatorAdminDeps, TEST_PNG, unique } from '../testing/admin-console.ts';
import {
  callableAuth,
  correctChoice,
  inviteToTest,
  seedTestWithBank,
  wrongChoice,
  type SeededTest,
} from '../testing/assessments.ts';
import { signInOnEmulator, uniqueEmail } from '../testing/emulators.ts';
import {
  getQuestionImage,
  getTestSession,
  recordFocusLoss,
  saveAnswer,
  startTest,
  submitStep,
} from './callables/test-session-callables.ts';

// Answer keys never leave the server (ARCHITECTURE section 4). A whole test is run through every
// candidate-facing callable and route, each answer (errors included) recorded as JSON, then checked
// against the key: no field names a key, score or correctness; every question shown offers exactly
// its correct and wrong options together, with nothing beside them; a correct option's text shows
// up nowhere else but in the options and in the candidate's own choices; and the correct option's
// place among the options varies. The documents the candidate can read are checked the same way.

type CallableInput = Pick<CallableRequest, 'auth' | 'data'>;

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
let bank: SeededTest;

/** Field names that would tell correct from wrong, or give the result away. */
const TELLING_KEYS = /correct|wrong|right|key|score|result|isAnswer|solution|expected/i;

type Found = { path: string; value: unknown };

/** Every value of a JSON tree with its path (`questions[0].options[2]`). */
const walk = (value: unknown, path = ''): Found[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => walk(item, `${path}[${String(index)}]`));
  if (typeof value === 'object' && value !== null)
    return [
      { path, value },
      ...Object.entries(value).flatMap(([key, inner]) => walk(inner, path ? `${path}.${key}` : key)),
    ];
  return [{ path, value }];
};

const keysOf = (json: unknown): string[] =>
  walk(json).flatMap(({ value }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [],
  );

/** A JSON answer as the client receives it (Dates as strings, errors as the protocol sends them). */
const asJson = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value instanceof HttpsError ? value.toJSON() : value)) as unknown;

beforeAll(async () => {
  // Three steps of 10; every third question has two correct options; every question has a picture.
  bank = await seedTestWithBank(deps.db, { aptitude: 16, technical: 16, totalQuestions: 30, multiEvery: 3 });
  const picture = `tests/${bank.testId}/questions/shared/image.png`;
  await deps.bucket.file(picture).save(TEST_PNG, { contentType: 'image/png' });
  const batch = deps.db.batch();
  for (const id of bank.questions.keys())
    batch.update(
      deps.db.collection(COLLECTIONS.tests).doc(bank.testId).collection(COLLECTIONS.questions).doc(id),
      {
        image: picture,
      },
    );
  await batch.commit();
});

describe('answer keys never reach the candidate', () => {
  it('a whole test through the callables and the routes: no response tells correct options from wrong ones', async () => {
    const email = uniqueEmail('Candidate');
    const user = await adminAuth().createUser({ email, password: 'weaving42' });
    const token = await signInOnEmulator(email, 'weaving42');
    const uid = user.uid;
    const jobId = `job-${unique()}`;
    await inviteToTest(deps.db, { jobId, uid, testId: bank.testId });
    const auth = callableAuth(uid);
    const call = <T>(handler: (request: CallableInput, services?: () => Deps) => Promise<T>, data: unknown) =>
      handler({ auth, data }, () => deps);
    const responses: { label: string; json: unknown }[] = [];
    const record = async <T>(label: string, promise: Promise<T>): Promise<T> => {
      try {
        const result = await promise;
        responses.push({ label, json: asJson(result) });
        return result;
      } catch (error) {
        responses.push({ label, json: asJson(error) });
        throw error;
      }
    };
    const route = (test: request.Test) => test.set('authorization', `Bearer ${token}`);

    // Instructions page → Start Test (the spec's testTaken route, then the callable as the page does).
    await record(
      'POST /api/user_jobs/testTaken',
      route(request(app).post('/api/user_jobs/testTaken'))
        .send({ user_id: uid, job_id: jobId, value: true })
        .expect(200)
        .then((r) => r.body as unknown),
    );
    let view = await record('startTest', call(startTest.handle, { jobId, testId: bank.testId }));
    await record('getTestSession', call(getTestSession.handle, { jobId }));
    await record('recordFocusLoss', call(recordFocusLoss.handle, { jobId, kind: 'tab-switch' }));
    await record(
      'getQuestionImage',
      call(getQuestionImage.handle, { jobId, questionId: view.questions[0]!.id }),
    );
    await record(
      'saveAnswer (not offered)',
      call(saveAnswer.handle, { jobId, questionId: view.questions[0]!.id, options: ['made up'] }),
    ).catch(() => undefined);

    // Step 1 through the callables: answers saved one by one (right, wrong, right...), then the step.
    for (const [index, shown] of view.questions.entries()) {
      const stored = bank.questions.get(shown.id)!;
      await record(
        'saveAnswer',
        call(saveAnswer.handle, {
          jobId,
          questionId: shown.id,
          options: index % 2 ? wrongChoice(stored) : correctChoice(stored),
        }),
      );
    }
    view = await record('submitStep', call(submitStep.handle, { jobId, step: 1 }));
    // Step 2 through the spec's route, step 3 (the last) through the callable.
    await record(
      'GET /api/user_tests/',
      route(request(app).get('/api/user_tests/'))
        .expect(200)
        .then((r) => r.body as unknown),
    );
    expect(view.step).toBe(2);
    view = await record(
      'POST /api/user_tests/create',
      route(request(app).post('/api/user_tests/create'))
        .send({
          test: bank.testId,
          user: uid,
          questions: view.questions.map((shown) => ({
            id: shown.id,
            answer: correctChoice(bank.questions.get(shown.id)!),
          })),
        })
        .expect(200)
        .then((r) => r.body as typeof view),
    );
    expect(view).toMatchObject({ step: 3, lastStep: true });
    view = await record(
      'submitStep (last)',
      call(submitStep.handle, {
        jobId,
        step: 3,
        answers: view.questions
          .slice(0, 5)
          .map((shown) => ({ questionId: shown.id, options: wrongChoice(bank.questions.get(shown.id)!) })),
      }),
    );
    expect(view.state).toBe('completed');
    await record('getTestSession (completed)', call(getTestSession.handle, { jobId }));
    await record(
      'saveAnswer (after the end)',
      call(saveAnswer.handle, { jobId, questionId: view.questions[0]?.id ?? 'q', options: [] }),
    ).catch(() => undefined);
    await record(
      'GET /api/user_tests/ (completed)',
      route(request(app).get('/api/user_tests/'))
        .expect(200)
        .then((r) => r.body as unknown),
    );

    // The documents the candidate may read (rules: own session, own application).
    const session = (await deps.db.collection(COLLECTIONS.testSessions).doc(`${jobId}_${uid}`).get()).data();
    const application = (
      await deps.db.collection(COLLECTIONS.applications).doc(applicationId(jobId, uid)).get()
    ).data();
    responses.push(
      { label: 'testSessions document', json: asJson(session) },
      { label: 'applications document', json: asJson(application) },
    );

    const correct = new Set([...bank.questions.values()].flatMap((question) => question.correctOptions));
    const shownQuestions: { question: Question & { id: string }; options: string[] }[] = [];
    for (const { label, json } of responses) {
      // 1. No field that names a key, a score or correctness.
      expect(
        keysOf(json).filter((key) => TELLING_KEYS.test(key)),
        label,
      ).toEqual([]);
      for (const { path, value } of walk(json)) {
        // 2. A question shown offers its correct and wrong options together, and nothing else.
        if (typeof value === 'object' && value !== null && 'options' in value && 'statement' in value) {
          const shown = value as unknown as { id: string; options: string[] };
          const stored = bank.questions.get(shown.id)!;
          expect(Object.keys(value).sort(), `${label} ${path}`).toEqual([
            'hasImage',
            'id',
            'multipleChoice',
            'options',
            'statement',
          ]);
          expect([...shown.options].sort(), `${label} ${path}`).toEqual(
            [...stored.correctOptions, ...stored.wrongOptions].sort(),
          );
          shownQuestions.push({ question: stored, options: shown.options });
        }
        // 3. A correct option's text appears only among the options shown or the candidate's own choices.
        if (typeof value === 'string' && correct.has(value))
          expect(path, `${label}: '${value}' at ${path}`).toMatch(
            /(^|\.)questions\[\d+\]\.options\[\d+\]$|(^|\.)answers(\.[\w-]+)?\[\d+\]$|^options\[\d+\]$/,
          );
      }
    }
    // Every step's questions were shown, and where the correct option stands varies.
    expect(new Set(shownQuestions.map((shown) => shown.question.id)).size).toBe(30);
    const places = new Set(
      shownQuestions.map(({ question, options }) => options.indexOf(question.correctOptions[0]!)),
    );
    expect(places.size).toBeGreaterThan(1);
    // The image answer is the picture itself, not where it is stored.
    const image = responses.find((response) => response.label === 'getQuestionImage')!.json as {
      dataUrl: string;
    };
    expect(image.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(responses.map((response) => response.json))).not.toContain(`tests/${bank.testId}/`);
  });
});
