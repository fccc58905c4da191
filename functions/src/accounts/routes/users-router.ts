import { forgotPasswordSchema } from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireCaller } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { confirmEmail } from '../services/confirm-email.ts';
import { getUser } from '../services/get-user.ts';
import { registerAccount } from '../services/register-account.ts';
import { requestPasswordReset } from '../services/request-password-reset.ts';
import { resetPassword } from '../services/reset-password.ts';
import { changePassword, login } from '../services/sign-in.ts';

/**
 * The account routes of spec section 7, for clients without the web SDK, calling the same services
 * as the callables. (The web app registers, signs in and changes passwords with Firebase Auth in the
 * browser; register, login and change_password here do the same through the admin SDK and Firebase
 * Auth's REST API.) Errors (ServiceError) are answered by the app's error handler: 400 with
 * per-field messages, 401, 404, 409, 429 with Retry-After…
 */
export const createUsersRouter = (deps: () => Deps): Router => {
  const router = Router();

  router.post('/users/register', async (req, res) => {
    res.status(201).json(await registerAccount(deps(), req.body, { ip: req.ip ?? null }));
  });

  router.post('/users/login', async (req, res) => {
    res.json(await login(deps(), req.body, { ip: req.ip ?? null }));
  });

  router.post('/users/change_password', requireCaller(deps), async (req, res) => {
    res.json(await changePassword(deps(), callerOf(res), req.body, { ip: req.ip ?? null }));
  });

  router.post('/users/forgot_password', async (req, res) => {
    const input = await parseInput(forgotPasswordSchema, req.body);
    res.json(await requestPasswordReset(deps(), input, { ip: req.ip ?? null }));
  });

  router.post(['/users/reset', '/users/reset/'], async (req, res) => {
    res.json(await resetPassword(deps(), req.body));
  });

  router.post('/users/confirm/:uuid', async (req, res) => {
    res.json(await confirmEmail(deps(), { uuid: req.params.uuid }));
  });

  router.get('/users/:id', requireCaller(deps), async (req, res) => {
    res.json(await getUser(deps(), callerOf(res), String(req.params.id)));
  });

  return router;
};
