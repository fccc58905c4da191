import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { idOf } from '../../lib/api-body.ts';
import { callerOf, requireCaller } from '../../lib/authenticate.ts';
import { inputObject } from '../../lib/service-error.ts';
import { listOwnSessions, markTestTaken, submitAnswersForTest } from '../services/test-sessions.ts';

/** The spec's `questions: [{ id, answer }]`: an answer is one option, a list of them, or none. */
const answersFromApiBody = (questions: unknown): unknown =>
  Array.isArray(questions)
    ? questions.map((item) => {
        const { id, questionId, answer, options } = inputObject(item);
        const chosen = options ?? answer;
        return {
          questionId: questionId ?? id,
          options: Array.isArray(chosen)
            ? chosen
            : chosen === undefined || chosen === null || chosen === ''
              ? []
              : [chosen],
        };
      })
    : questions;

/**
 * The candidate's test routes of spec section 7, on the services of the test callables: the caller's
 * own sessions (no questions, no keys, no scores), a step's answers, and "test taken". A Bearer ID
 * token is required (401); a body naming another user is refused (403).
 */
export const createUserTestsRouter = (deps: () => Deps): Router => {
  const router = Router();
  router.use('/user_tests', requireCaller(deps));
  router.use('/user_jobs/testTaken', requireCaller(deps));

  router.get('/user_tests', async (_req, res) => {
    res.json(await listOwnSessions(deps(), { uid: callerOf(res).uid }));
  });

  router.post('/user_tests/create', async (req, res) => {
    const body = inputObject(req.body);
    res.json(
      await submitAnswersForTest(
        deps(),
        { uid: callerOf(res).uid },
        {
          testId: idOf(body['test']),
          jobId: idOf(body['job']),
          userId: idOf(body['user']),
          answers: answersFromApiBody(body['questions']),
          // Not in the spec: the 1-based step shown, so a retried submission changes nothing.
          step: body['step'],
        },
      ),
    );
  });

  router.post('/user_jobs/testTaken', async (req, res) => {
    const body = inputObject(req.body);
    res.json(
      await markTestTaken(
        deps(),
        { uid: callerOf(res).uid },
        {
          userId: idOf(body['user_id']),
          jobId: idOf(body['job_id']),
          value: body['value'],
        },
      ),
    );
  });

  return router;
};
