import { COLLECTIONS, MESSAGES, newProfile } from '@careers/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import { adminAuth, adminDb } from '../../lib/admin.ts';
import { signInOnEmulator, TEST_APP_URL, uniqueEmail } from '../../testing/emulators.ts';
import { startMailingTestBed } from '../../testing/mail-catcher.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { ACCOUNT_RATE_LIMITS } from '../services/account-rate-limits.ts';

// The account routes of spec section 7 for clients other than the web app — register, login,
// change_password — over HTTP against the Auth emulator, Firestore and a mail catcher.

const bed = suiteFixture(() => startMailingTestBed());
const app = createApiApp(() => bed.deps);

const PASSWORD = 'spinning7mill';

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Hina',
  middleName: 'Bano',
  lastName: 'Shah',
  email: uniqueEmail('Hina'),
  password: PASSWORD,
  password2: PASSWORD,
  job_id: 'spinning-engineer',
  ...overrides,
});

/** An account made directly in the Auth emulator (no rate limits spent). */
const account = async (label: string, claims?: Record<string, unknown>) => {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({ email, password: PASSWORD, displayName: `${label} Shah` });
  if (claims) await adminAuth().setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email };
};

describe('POST /api/users/register', () => {
  it('creates the account and the empty profile with job_id as firstJobId, and mails the confirmation', async () => {
    const input = registration();
    const response = await request(app).post('/api/users/register').send(input).expect(201);
    expect(response.body).toMatchObject({
      email: input.email,
      firstJobId: 'spinning-engineer',
      verificationEmailSent: true,
      message: MESSAGES.emailConfirmationSent,
    });
    const { uid } = response.body as { uid: string };

    const user = await adminAuth().getUser(uid);
    expect(user).toMatchObject({ email: input.email, displayName: 'Hina Shah', emailVerified: false });
    const profile = (await adminDb().collection(COLLECTIONS.profiles).doc(uid).get()).data();
    const expected = newProfile(
      {
        firstName: 'Hina',
        middleName: 'Bano',
        lastName: 'Shah',
        email: input.email,
        jobId: 'spinning-engineer',
      },
      new Date(0),
    );
    const { createdAt: _c, updatedAt: _u, ...fields } = expected;
    expect(profile).toMatchObject(fields);

    const link = bed.catcher.messages().find((message) => message.to.includes(input.email))?.links[0] ?? '';
    expect(link.startsWith(`${TEST_APP_URL}/confirm/`)).toBe(true);
    // With the job registered for, so that confirming leads back to it.
    expect(new URL(link).searchParams.get('jobId')).toBe('spinning-engineer');
    // The new password works.
    await expect(signInOnEmulator(input.email, PASSWORD)).resolves.toMatch(/\S+/);
  });

  it('answers 400 with the web form’s messages', async () => {
    const response = await request(app)
      .post('/api/users/register')
      .send(registration({ firstName: '', email: 'nope', password: 'short', password2: 'other' }))
      .expect(400);
    expect(response.body.error.fields).toEqual({
      firstName: 'First name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      password2: 'Passwords do not match.',
    });
  });

  it('answers 409 on the email field for an address that has an account', async () => {
    const existing = await account('Taken');
    const response = await request(app)
      .post('/api/users/register')
      .send(registration({ email: existing.email }))
      .expect(409);
    expect(response.body.error).toEqual({
      code: 'already-exists',
      reason: 'email-in-use',
      message: MESSAGES.emailAlreadyInUse,
      fields: { email: MESSAGES.emailAlreadyInUse },
    });
  });

  it('answers 429 when the same address registers again within a minute', async () => {
    const input = registration({ job_id: '' });
    const first = await request(app).post('/api/users/register').send(input).expect(201);
    expect(first.body.firstJobId).toBeNull();
    const again = await request(app).post('/api/users/register').send(input).expect(429);
    expect(again.body.error.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/users/login', () => {
  it('answers the ID token, refresh token, expiry and role', async () => {
    const candidate = await account('Login');
    const before = Date.now();
    const response = await request(app)
      .post('/api/users/login')
      .send({ email: candidate.email, password: PASSWORD })
      .expect(200);
    expect(response.body).toMatchObject({
      uid: candidate.uid,
      email: candidate.email,
      role: 'user',
      expiresIn: 3600,
    });
    expect(response.body.refreshToken).toEqual(expect.any(String));
    const expiresAt = Date.parse(response.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
    // The token is a real Firebase ID token of that account, good for the other routes.
    expect((await adminAuth().verifyIdToken(response.body.token)).uid).toBe(candidate.uid);
    await request(app)
      .get(`/api/users/${candidate.uid}`)
      .set('authorization', `Bearer ${response.body.token}`)
      .expect(200);

    const admin = await account('Boss', { admin: true });
    const asAdmin = await request(app)
      .post('/api/users/login')
      .send({ email: admin.email, password: PASSWORD });
    expect(asAdmin.body.role).toBe('admin');
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const candidate = await account('Wrong');
    const wrongPassword = await request(app)
      .post('/api/users/login')
      .send({ email: candidate.email, password: 'not-the-password1' })
      .expect(401);
    const unknownEmail = await request(app)
      .post('/api/users/login')
      .send({ email: uniqueEmail('nobody'), password: PASSWORD })
      .expect(401);
    expect(wrongPassword.body).toEqual({
      error: {
        code: 'unauthenticated',
        reason: 'wrong-credentials',
        message: 'Incorrect email or password.',
      },
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('answers 400 per field for a missing password or a malformed email', async () => {
    const response = await request(app).post('/api/users/login').send({ email: 'x' }).expect(400);
    expect(response.body.error.fields).toEqual({
      email: 'Enter a valid email address.',
      password: 'Password is required.',
    });
  });

  it('stops guessing: too many attempts for one address answer 429, even with the right password', async () => {
    const candidate = await account('Guessed');
    const { limit } = ACCOUNT_RATE_LIMITS.login.perSubject[0];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      await request(app)
        .post('/api/users/login')
        .send({ email: candidate.email, password: `guess-${String(attempt)}x` })
        .expect(401);
    }
    const blocked = await request(app)
      .post('/api/users/login')
      .send({ email: candidate.email, password: PASSWORD })
      .expect(429);
    expect(blocked.body.error).toEqual({
      code: 'resource-exhausted',
      reason: 'rate-limited',
      message: MESSAGES.tooManyAttempts,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/users/change_password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    request(app).post('/api/users/change_password').set('authorization', `Bearer ${token}`).send(body);

  it('verifies the old password, sets the new one, and answers a fresh session', async () => {
    const candidate = await account('Changer');
    const token = await signInOnEmulator(candidate.email, PASSWORD);
    const response = await change(token, { old_password: PASSWORD, new_password: 'weaving2026' }).expect(200);
    expect(response.body).toMatchObject({ message: MESSAGES.passwordChanged, expiresIn: 3600 });
    expect((await adminAuth().verifyIdToken(response.body.token)).uid).toBe(candidate.uid);

    await expect(signInOnEmulator(candidate.email, 'weaving2026')).resolves.toMatch(/\S+/);
    await expect(signInOnEmulator(candidate.email, PASSWORD)).rejects.toThrow(/INVALID/);
  });

  it('refuses a wrong old password on old_password, changing nothing', async () => {
    const candidate = await account('Forgetful');
    const token = await signInOnEmulator(candidate.email, PASSWORD);
    const response = await change(token, { old_password: 'not-it-9', new_password: 'weaving2026' }).expect(
      400,
    );
    expect(response.body.error.fields).toEqual({ old_password: MESSAGES.incorrectCurrentPassword });
    await expect(signInOnEmulator(candidate.email, PASSWORD)).resolves.toMatch(/\S+/);
  });

  it('needs a new password that follows the registration rules and differs from the old', async () => {
    const candidate = await account('Lazy');
    const token = await signInOnEmulator(candidate.email, PASSWORD);
    const same = await change(token, { old_password: PASSWORD, new_password: PASSWORD }).expect(400);
    expect(same.body.error.fields).toEqual({ new_password: MESSAGES.newPasswordSameAsOld });
    const weak = await change(token, { old_password: PASSWORD, new_password: 'onlyletters' }).expect(400);
    expect(weak.body.error.fields).toEqual({ new_password: 'Password must contain a number.' });
    const empty = await change(token, {}).expect(400);
    expect(empty.body.error.fields).toEqual({
      old_password: MESSAGES.oldPasswordEmpty,
      new_password: MESSAGES.newPasswordEmpty,
    });
  });

  it('needs a Bearer ID token', async () => {
    await request(app)
      .post('/api/users/change_password')
      .send({ old_password: PASSWORD, new_password: 'weaving2026' })
      .expect(401);
  });
});
