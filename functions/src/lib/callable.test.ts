import { MESSAGES } from '@careers/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Deps } from '../deps.ts';
import { putOnRoster } from '../testing/emulators.ts';
import { adminDb } from './admin.ts';
import { callableBody } from './callable.ts';
import { refuse } from './service-error.ts';

// The one builder of callables, on real entries of the domain's table with handlers of the test's
// own: who may call, what the handler receives, and what a refusal looks like on the wire. The
// admin ('root') is on the team's roster in the emulator's Firestore, which the access check reads.

const deps = () => ({ db: adminDb() }) as Deps;

beforeAll(() => putOnRoster(adminDb(), 'root'));

const auth = (uid: string, claims: Record<string, unknown> = {}): CallableRequest['auth'] =>
  ({
    uid,
    token: { email: `${uid}@careers.test`, email_verified: true, ...claims },
  }) as unknown as CallableRequest['auth'];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpsError);
      return error as HttpsError;
    },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('callableBody', () => {
  it('hands the handler the checked input and the caller', async () => {
    const handler = vi.fn(async () => ({ id: 'm1', status: 'sent' as const }));
    const retry = callableBody('retryMail', handler);
    await expect(
      retry({ auth: auth('root', { admin: true }), data: { mailId: ' m1 ', extra: 1 } }, deps),
    ).resolves.toEqual({ id: 'm1', status: 'sent' });
    expect(handler).toHaveBeenCalledWith(
      { mailId: 'm1' },
      expect.objectContaining({ caller: expect.objectContaining({ uid: 'root', admin: true }) }),
    );
  });

  it('refuses by the entry’s access before reading the input', async () => {
    const handler = vi.fn(async () => ({ id: 'x', status: 'sent' as const }));
    const retry = callableBody('retryMail', handler);
    const signedOut = await failure(retry({ data: {} }, deps));
    expect(signedOut).toMatchObject({ code: 'unauthenticated', details: { reason: 'sign-in-required' } });
    const candidate = await failure(retry({ auth: auth('sana'), data: {} }, deps));
    expect(candidate).toMatchObject({
      code: 'permission-denied',
      message: MESSAGES.adminsOnly,
      details: { reason: 'admins-only' },
    });

    const withdraw = callableBody('withdrawApplication', vi.fn(), {
      notForAdmins: MESSAGES.onlyCandidateWithdraws,
    });
    const admin = await failure(
      withdraw({ auth: auth('root', { admin: true }), data: { jobId: 'j' } }, deps),
    );
    expect(admin).toMatchObject({
      code: 'permission-denied',
      message: MESSAGES.onlyCandidateWithdraws,
      details: { reason: 'candidates-only' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a removed admin whose ID token still carries the claim: off the roster, no admin', async () => {
    const handler = vi.fn(async () => ({ id: 'x', status: 'sent' as const }));
    const retry = callableBody('retryMail', handler);
    const removed = await failure(retry({ auth: auth('former-admin', { admin: true }), data: {} }, deps));
    expect(removed).toMatchObject({ code: 'permission-denied', details: { reason: 'admins-only' } });
    expect(handler).not.toHaveBeenCalled();

    const reset = callableBody('sendPasswordResetEmail', async (_input, { caller }) => ({
      message: String(caller?.admin),
    }));
    await expect(
      reset({ auth: auth('former-admin', { admin: true }), data: { email: 'sana@careers.test' } }, deps),
    ).resolves.toEqual({ message: 'false' });
  });

  it('lets anyone call a public callable', async () => {
    const reset = callableBody('sendPasswordResetEmail', async (_input, { caller }) => ({
      message: caller === null ? 'anonymous' : caller.uid,
    }));
    await expect(reset({ data: { email: 'sana@careers.test' } }, deps)).resolves.toEqual({
      message: 'anonymous',
    });
  });

  it('answers invalid input with every field’s message and the reason', async () => {
    const retry = callableBody('retryMail', vi.fn());
    const invalid = await failure(retry({ auth: auth('root', { admin: true }), data: null }, deps));
    expect(invalid).toMatchObject({
      code: 'invalid-argument',
      message: 'Message is required.',
      details: { reason: 'invalid-input', fields: { mailId: 'Message is required.' } },
    });
  });

  it('puts a declared refusal’s reason, fields and retry time in details', async () => {
    const reset = callableBody('sendPasswordResetEmail', async () => {
      throw refuse('rate-limited', MESSAGES.tooManyEmailRequests, { retryAfterSeconds: 60 });
    });
    const limited = await failure(reset({ data: { email: 'sana@careers.test' } }, deps));
    expect(limited).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.tooManyEmailRequests,
      details: { reason: 'rate-limited', retryAfterSeconds: 60 },
    });
  });

  it('treats a refusal its entry does not declare as a bug: logged, and a failure in tests', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = callableBody('sendPasswordResetEmail', async () => {
      throw refuse('profile-incomplete', MESSAGES.completeProfileFirst);
    });
    const undeclared = await failure(reset({ data: { email: 'sana@careers.test' } }, deps));
    expect(undeclared.code).toBe('internal');
    expect(undeclared.details).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("'profile-incomplete'"));
  });

  it('hides anything unexpected behind internal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = callableBody('sendPasswordResetEmail', async () => {
      throw new Error('the database is on fire');
    });
    const broken = await failure(reset({ data: { email: 'sana@careers.test' } }, deps));
    expect(broken).toMatchObject({
      code: 'internal',
      message: MESSAGES.somethingWentWrong,
      details: undefined,
    });
    expect(logged).toHaveBeenCalled();
  });
});
