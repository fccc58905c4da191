import { acceptAdminInvitationSchema, inviteAdminSchema, removeAdminSchema } from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin, requireCaller } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { acceptAdminInvitation, inviteAdmin, listAdmins, removeAdmin } from '../services/team-service.ts';

/**
 * The admin team's routes beside its callables (issue 20): `GET /api/admin/admins`,
 * `POST /api/admin/admins/invite` (`{ email }`), `DELETE /api/admin/admins/{uid}` (admins only), and
 * `POST /api/admin-invitations/accept` (`{ token }`, any signed-in account: the invitee is not an
 * admin yet).
 */
export const createTeamRouter = (deps: () => Deps): Router => {
  const router = Router();

  router.post('/admin-invitations/accept', requireCaller(deps), async (req, res) => {
    const input = await parseInput(acceptAdminInvitationSchema, req.body);
    res.json(await acceptAdminInvitation(deps(), callerOf(res), input));
  });

  router.use('/admin/admins', ...requireAdmin(deps));

  router.get('/admin/admins', async (_req, res) => {
    res.json(await listAdmins(deps(), callerOf(res)));
  });

  router.post('/admin/admins/invite', async (req, res) => {
    const input = await parseInput(inviteAdminSchema, req.body);
    res.status(201).json(await inviteAdmin(deps(), callerOf(res), input));
  });

  router.delete('/admin/admins/:uid', async (req, res) => {
    const input = await parseInput(removeAdminSchema, req.params);
    res.json(await removeAdmin(deps(), callerOf(res), input));
  });

  return router;
};
