import { COLLECTIONS } from '@careers/domain/firestore';
import { setAdminClaim } from '@careers/scripts/admin';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackInfo } from '../harness/stack.ts';

describe('npm run admin:grant', () => {
  const { projectId, urls } = stackInfo();

  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(urls.auth).host;
    process.env.FIRESTORE_EMULATOR_HOST = new URL(urls.firestore).host;
  });

  it('grants and revokes the admin custom claim on an existing account, and its place on the roster', async () => {
    const app =
      getApps().find((candidate) => candidate.name === 'grant-test') ??
      initializeApp({ projectId }, 'grant-test');
    const auth = getAuth(app);
    const email = `new-admin-${Date.now()}@careers.test`;
    const user = await auth.createUser({ email, password: 'Weaving#2026' });

    const roster = getFirestore(app).collection(COLLECTIONS.admins).doc(user.uid);

    await setAdminClaim({ email, projectId });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ admin: true });
    expect((await roster.get()).data()?.['email']).toBe(email);

    await setAdminClaim({ email, projectId, revoke: true });
    expect((await auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect((await roster.get()).exists).toBe(false);
  });

  it('says clearly when the account does not exist', async () => {
    await expect(setAdminClaim({ email: 'nobody@careers.test', projectId })).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});
