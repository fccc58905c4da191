import { HttpsError } from 'firebase-functions/v2/https';
import type { Test } from 'supertest';
import { expect } from 'vitest';

import { ServiceError } from '../lib/service-error.ts';

// What a refused call threw: a service's ServiceError, a callable's HttpsError (as the web app
// receives it). A call that succeeds, or fails with anything else, fails the test.

const rejection = async <T>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => T,
): Promise<T> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
};

export const serviceError = (promise: Promise<unknown>): Promise<ServiceError> =>
  rejection(promise, ServiceError);

/** An HttpsError with the details our callables give (lib/callable.ts). */
export type CallableRefusal = HttpsError & {
  details?: { reason: string; fields?: Record<string, string>; retryAfterSeconds?: number };
};

export const callError = (promise: Promise<unknown>): Promise<CallableRefusal> =>
  rejection(promise, HttpsError) as Promise<CallableRefusal>;

/**
 * An admin route's refusals over HTTP: 401 with no token and with a bad one, 403 with the
 * admins-only reason for a signed-in candidate. `send` starts a new request each time (a supertest
 * request is sent once).
 */
export const expectAdminsOnly = async (send: () => Test, candidateToken: string): Promise<void> => {
  const anonymous = await send().expect(401);
  expect(anonymous.body.error.code).toBe('unauthenticated');
  await send().set('authorization', 'Bearer not-a-token').expect(401);
  const candidate = await send().set('authorization', `Bearer ${candidateToken}`).expect(403);
  expect(candidate.body.error).toEqual({
    code: 'permission-denied',
    reason: 'admins-only',
    message: 'This action is for administrators only.',
  });
};
