import type { FieldErrors } from '@careers/domain';

/**
 * The error codes our services use: the callable protocol's codes (so a callable forwards them as
 * they are), each with the HTTP status the `/api` routes answer with.
 */
export const SERVICE_ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 412,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ServiceErrorCode = keyof typeof SERVICE_ERROR_STATUS;

/**
 * What a service throws when a request cannot be served: a code, a message fit for the user and,
 * for invalid input, one message per field (spec section 8: shown under the matching input).
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly code: ServiceErrorCode;
  readonly fields: FieldErrors | undefined;
  /** For 'resource-exhausted': when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ServiceErrorCode,
    message: string,
    extra: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** 'invalid-argument' carrying the per-field messages of a failed schema validation. */
export const invalidInput = (fields: FieldErrors): ServiceError =>
  new ServiceError('invalid-argument', Object.values(fields)[0] ?? 'The request is not valid.', { fields });

/** Untrusted input as an object to validate: anything else (null, a string…) counts as empty. */
export const inputObject = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
