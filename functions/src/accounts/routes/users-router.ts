import { Router } from 'express';

import { callerOf, requireCaller } from '../../http/authenticate.ts';
import type { AccountsDeps } from '../services/accounts-deps.ts';
import { confirmEmail } from '../services/confirm-email.ts';
import { getUser } from '../services/get-user.ts';
import { requestPasswordReset } from '../services/request-password-reset.ts';
import { resetPassword } from '../services/reset-password.ts';

/**
 * The account routes of spec section 7 that work without the web SDK, calling the same services
 * as the callables. Register, login and change password stay with Firebase Auth in the browser.
 * Errors (ServiceError) are answered by the app's error handler: 400 with per-field messages,
 * 401, 404, 429 with Retry-After…
 */
export const createUsersRouter = (deps: () => AccountsDeps): Router => {
  const router = Router();

  router.post('/users/forgot_password', async (req, res) => {
    res.json(await requestPasswordReset(deps(), req.body, { ip: req.ip ?? null }));
  });

  router.post(['/users/reset', '/users/reset/'], async (req, res) => {
    res.json(await resetPassword(deps(), req.body));
  });

  router.post('/users/confirm/:uuid', async (req, res) => {
    res.json(await confirmEmail(deps(), { uuid: req.params.uuid }));
  });

  router.get(
    '/users/:id',
    requireCaller(() => deps().auth),
    async (req, res) => {
      res.json(await getUser(deps(), callerOf(res), String(req.params.id)));
    },
  );

  return router;
};
