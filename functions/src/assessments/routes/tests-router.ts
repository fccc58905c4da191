import { Router } from 'express';

import type { AdminDeps } from '../../admin/admin-deps.ts';
import { adminActorOf, requireAdmin } from '../../admin/require-admin.ts';
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
export const createTestsRouter = (deps: () => AdminDeps): Router => {
  const router = Router();
  router.use('/admin/tests', ...requireAdmin(() => deps().auth));
  router.use('/tests', ...requireAdmin(() => deps().auth));

  router.get('/admin/tests', async (_req, res) => {
    res.json(await listTests(deps()));
  });

  router.post('/admin/tests/create', async (req, res) => {
    res.status(201).json(await createTest(deps(), adminActorOf(res), testInputFromApiBody(req.body)));
  });

  router.post('/admin/tests/update/:id', async (req, res) => {
    res.json(await updateTest(deps(), adminActorOf(res), req.params.id, testInputFromApiBody(req.body)));
  });

  router.post('/admin/tests/:id/questions/create', async (req, res) => {
    res.json(
      await addQuestions(deps(), adminActorOf(res), req.params.id, questionsInputFromApiBody(req.body)),
    );
  });

  router.delete('/admin/tests/:testId/question/delete/:questionId', async (req, res) => {
    const { testId, questionId } = req.params;
    res.json(await deleteQuestion(deps(), adminActorOf(res), { testId, questionId }));
  });

  router.get('/admin/tests/:id', async (req, res) => {
    res.json(await getTest(deps(), req.params.id));
  });

  router.delete('/admin/tests/:id', async (req, res) => {
    res.json(await deleteTest(deps(), adminActorOf(res), req.params.id));
  });

  router.get('/tests/:id', async (req, res) => {
    res.json(await getTest(deps(), req.params.id));
  });

  return router;
};
