import { MESSAGES } from '@careers/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { adminAuth, adminDb } from '../../lib/admin.ts';
import { signInOnEmulator, TEST_APP_URL, uniqueEmail, signedInAccount } from '../../testing/emulators.ts';
import { startMailingTestBed } from '../../testing/mail-catcher.ts';
import { suiteFixture } from '../../testing/suite.ts';

// The spec's account routes (section 7) over HTTP, against the emulators.

const bed = suiteFixture(() => startMailingTestBed());
const app = createApiApp(() => bed.deps);

const createAccount = (label: string, claims?: Record<string, unknown>) =>
  signedInAccount(label, claims, { displayName: `${label} Raza` });

describe('POST /api/users/forgot_password and /api/users/reset/', () => {
  it('mails a reset link and resets the password with its token', async () => {
    const { email } = await createAccount('Imran');

    const sent = await request(app).post('/api/users/forgot_password').send({ email }).expect(200);
    expect(sent.body).toEqual({ message: MESSAGES.passwordInstructionsSent });

    const link = bed.catcher.messages().find((message) => message.to.includes(email))?.links[0] ?? '';
    expect(link.startsWith(`${TEST_APP_URL}/reset/`)).toBe(true);
    const token = decodeURIComponent(link.slice(`${TEST_APP_URL}/reset/`.length));

    const reset = await request(app)
      .post('/api/users/reset/')
      .send({ password: 'cotton2026', confirm: 'cotton2026', token })
      .expect(200);
    expect(reset.body).toEqual({ email, message: MESSAGES.passwordReset });
    await expect(signInOnEmulator(email, 'cotton2026')).resolves.toMatch(/\S+/);
  });

  it('answers 400 with per-field messages', async () => {
    const forgot = await request(app).post('/api/users/forgot_password').send({ email: 'nope' }).expect(400);
    expect(forgot.body).toEqual({
      error: {
        code: 'invalid-argument',
        reason: 'invalid-input',
        message: 'Enter a valid email address.',
        fields: { email: 'Enter a valid email address.' },
      },
    });

    const reset = await request(app).post('/api/users/reset').send({ password: 'abc' }).expect(400);
    expect(reset.body.error.fields).toEqual({
      password: 'Password must be at least 8 characters.',
      confirm: 'Confirm your password.',
      token: 'The link is incomplete.',
    });
  });

  it('answers 429 with Retry-After when asked again too soon', async () => {
    const email = uniqueEmail('twice');
    await request(app).post('/api/users/forgot_password').send({ email }).expect(200);
    const again = await request(app).post('/api/users/forgot_password').send({ email }).expect(429);
    expect(again.body.error).toEqual({
      code: 'resource-exhausted',
      reason: 'rate-limited',
      message: MESSAGES.tooManyEmailRequests,
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/users/confirm/{uuid}', () => {
  it('confirms the address with a valid code and refuses an unknown one', async () => {
    const { uid, email } = await createAccount('Nadia');
    const code =
      new URL(await adminAuth().generateEmailVerificationLink(email)).searchParams.get('oobCode') ?? '';

    const confirmed = await request(app).post(`/api/users/confirm/${code}`).expect(200);
    expect(confirmed.body).toEqual({ email, message: MESSAGES.emailConfirmed });
    expect((await adminAuth().getUser(uid)).emailVerified).toBe(true);

    const unknown = await request(app).post('/api/users/confirm/notACode').expect(400);
    expect(unknown.body.error.fields).toEqual({ uuid: MESSAGES.linkInvalid });
  });
});

describe('GET /api/users/{id}', () => {
  it('needs a Bearer ID token', async () => {
    const response = await request(app).get('/api/users/anyone').expect(401);
    expect(response.body.error.code).toBe('unauthenticated');
    await request(app).get('/api/users/anyone').set('authorization', 'Bearer not-a-token').expect(401);
  });

  it('serves the owner their account and profile', async () => {
    const { uid, email, token } = await createAccount('Owner');
    await adminDb()
      .collection('profiles')
      .doc(uid)
      .set({ firstName: 'Owner', lastName: 'Raza', email, termsAndConditions: true });

    const response = await request(app)
      .get(`/api/users/${uid}`)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body.user).toEqual({
      id: uid,
      email,
      displayName: 'Owner Raza',
      emailVerified: false,
      role: 'user',
    });
    expect(response.body.profile).toMatchObject({ id: uid, firstName: 'Owner', termsAndConditions: true });
  });

  it('hides other accounts from candidates (404) and shows them to admins', async () => {
    const owner = await createAccount('Private');
    const other = await createAccount('Curious');
    const admin = await createAccount('Admin', { admin: true });
    const adminToken = await signInOnEmulator(admin.email, 'weaving42');

    await request(app)
      .get(`/api/users/${owner.uid}`)
      .set('authorization', `Bearer ${other.token}`)
      .expect(404);
    const asAdmin = await request(app)
      .get(`/api/users/${owner.uid}`)
      .set('authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(asAdmin.body.user.email).toBe(owner.email);
    expect(asAdmin.body.profile).toBeNull();
    await request(app)
      .get('/api/users/no-such-user')
      .set('authorization', `Bearer ${adminToken}`)
      .expect(404);
  });
});
