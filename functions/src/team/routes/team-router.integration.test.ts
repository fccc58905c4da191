import { COLLECTIONS } from '@careers/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { adminDb } from '../../lib/admin.ts';
import { emulatorAdminDeps } from '../../testing/admin-console.ts';
import { routeCallers, signedInAccount } from '../../testing/emulators.ts';
import { suiteFixture } from '../../testing/suite.ts';

// The team's routes over HTTP: who may call, and the refusals' reasons in the error JSON. The
// services' behaviour is in team.integration.test.ts.

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
const callers = suiteFixture(routeCallers);

describe('/api/admin/admins', () => {
  it('answers 401 without a token and 403 for a candidate', async () => {
    for (const send of [
      () => request(app).get('/api/admin/admins'),
      () => request(app).post('/api/admin/admins/invite').send({ email: 'x@careers.test' }),
      () => request(app).delete('/api/admin/admins/some-uid'),
    ]) {
      await send().expect(401);
      const denied = await send().set('authorization', `Bearer ${callers.candidateToken}`).expect(403);
      expect(denied.body.error.reason).toBe('admins-only');
    }
  });

  it('lists the team with the caller on it, and refuses removing the caller by reason', async () => {
    const listed = await request(app)
      .get('/api/admin/admins')
      .set('authorization', `Bearer ${callers.adminToken}`)
      .expect(200);
    expect(listed.body.admins).toContainEqual(
      expect.objectContaining({ uid: callers.adminUid, isYou: true }),
    );

    // Alone on the roster the caller is the last admin; beside another, still not removable by themselves.
    const others = (await adminDb().collection(COLLECTIONS.admins).get()).docs.length;
    const refused = await request(app)
      .delete(`/api/admin/admins/${callers.adminUid}`)
      .set('authorization', `Bearer ${callers.adminToken}`)
      .expect(412);
    expect(refused.body.error.reason).toBe(others > 1 ? 'cannot-remove-self' : 'last-admin');
  });

  it('refuses an admin taken off the roster, whose ID token still carries the claim', async () => {
    const former = await signedInAccount('Former', { admin: true });
    const listAs = (token: string) =>
      request(app).get('/api/admin/admins').set('authorization', `Bearer ${token}`);
    await listAs(former.token).expect(200);
    // What removeAdmin commits first; the claim and the sessions go after, and a token already
    // issued keeps its claim for up to an hour.
    await adminDb().collection(COLLECTIONS.admins).doc(former.uid).delete();
    const refused = await listAs(former.token).expect(403);
    expect(refused.body.error.reason).toBe('admins-only');
  });

  it('checks the invited address', async () => {
    const refused = await request(app)
      .post('/api/admin/admins/invite')
      .set('authorization', `Bearer ${callers.adminToken}`)
      .send({ email: 'not an address' })
      .expect(400);
    expect(refused.body.error.fields).toEqual({ email: 'Enter a valid email address.' });
  });
});

describe('/api/admin-invitations/accept', () => {
  it('needs a signed-in caller and answers link-invalid for an unknown token', async () => {
    await request(app)
      .post('/api/admin-invitations/accept')
      .send({ token: 'A'.repeat(43) })
      .expect(401);
    const refused = await request(app)
      .post('/api/admin-invitations/accept')
      .set('authorization', `Bearer ${callers.candidateToken}`)
      .send({ token: 'B'.repeat(43) })
      .expect(400);
    expect(refused.body.error.reason).toBe('link-invalid');
  });
});
