import { MESSAGES } from '@careers/domain';
import { HttpsError } from 'firebase-functions/v2/https';

import { ServiceError } from './service-error.ts';

export type CallableErrorDetails = { fields?: Record<string, string>; retryAfterSeconds?: number };

/**
 * A service's error as the callable protocol's error: same code and message, per-field messages in
 * `details.fields`. Anything unexpected is logged and becomes 'internal' without its details.
 */
export const toHttpsError = (error: unknown): HttpsError => {
  if (error instanceof HttpsError) return error;
  if (error instanceof ServiceError) {
    const details: CallableErrorDetails = {
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
    return new HttpsError(error.code, error.message, Object.keys(details).length > 0 ? details : undefined);
  }
  console.error(error);
  return new HttpsError('internal', MESSAGES.somethingWentWrong);
};

/** Runs a callable's body, turning whatever it throws into an `HttpsError`. */
export const callableBody = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toHttpsError(error);
  }
};
