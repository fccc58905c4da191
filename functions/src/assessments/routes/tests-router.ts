import {
  addTestQuestionsInputSchema,
  questionRefSchema,
  testIdSchema,
  testSchema,
  updateTestInputSchema,
} from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { addQuestions, deleteQuestion } from '../services/questions-service.ts';
import { createTest, deleteTest, getTest, listTests, updateTest } from '../services/tests-service.ts';
import { questionsInputFromApiBody, testInputFromApiBody } from './test-api-body.ts';

/**
 * The admin test routes of spec section 7 and `GET /api/tests/{id}` (the test with its questions:
 * admins only here, since questions carry their correct options), on the same services as the
 * callables. 401 without an ID token, 403 for anyone but an admin, 404 for an unknown test or
 * question, 400 with per-field messages, 412 when a delete is refused (jobs use the test,
 * candidates took it, or an open job needs the question).
 */
export const createTestsRouter = (deps: () => Deps): Router => {
  const router = Router();
  router.use('/admin/tests', ...requireAdmin(deps));
  router.use('/tests', ...requireAdmin(deps));

  router.get('/admin/tests', async (_req, res) => {
    res.json(await listTests(deps()));
  });

  router.post('/admin/tests/create', async (req, res) => {
    const input = await parseInput(testSchema, testInputFromApiBody(req.body));
    res.status(201).json(await createTest(deps(), callerOf(res), input));
  });

  router.post('/admin/tests/update/:id', async (req, res) => {
    const test = testInputFromApiBody(req.body);
    const input = await parseInput(updateTestInputSchema, { testId: req.params.id, test });
    res.json(await updateTest(deps(), callerOf(res), input));
  });

  router.post('/admin/tests/:id/questions/create', async (req, res) => {
    const { questions } = questionsInputFromApiBody(req.body);
    const input = await parseInput(addTestQuestionsInputSchema, { testId: req.params.id, questions });
    res.json(await addQuestions(deps(), callerOf(res), input));
  });

  router.delete('/admin/tests/:testId/question/delete/:questionId', async (req, res) => {
    const input = await parseInput(questionRefSchema, req.params);
    res.json(await deleteQuestion(deps(), callerOf(res), input));
  });

  router.get('/admin/tests/:id', async (req, res) => {
    const { testId } = await parseInput(testIdSchema, { testId: req.params.id });
    res.json(await getTest(deps(), testId));
  });

  router.delete('/admin/tests/:id', async (req, res) => {
    const input = await parseInput(testIdSchema, { testId: req.params.id });
    res.json(await deleteTest(deps(), callerOf(res), input));
  });

  router.get('/tests/:id', async (req, res) => {
    const { testId } = await parseInput(testIdSchema, { testId: req.params.id });
    res.json(await getTest(deps(), testId));
  });

  return router;
};
