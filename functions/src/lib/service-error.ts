import type { FieldErrors } from '@careers/domain';
import { REFUSALS, type CallableCode, type RefusalReason } from '@careers/domain/callables';

/**
 * What a service throws when a request cannot be served: why (a reason of the domain's REFUSALS,
 * which gives the callable code and the HTTP status), a message fit for the user and, for invalid
 * input, one message per field (spec section 8: shown under the matching input).
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly reason: RefusalReason;
  readonly code: CallableCode;
  readonly fields: FieldErrors | undefined;
  /** For 'rate-limited': when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    reason: RefusalReason,
    message: string,
    extra: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.reason = reason;
    this.code = REFUSALS[reason].code;
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** A refusal: `throw refuse('email-unconfirmed', MESSAGES.confirmEmailBeforeApplying)`. */
export const refuse = (
  reason: RefusalReason,
  message: string,
  extra?: { fields?: FieldErrors; retryAfterSeconds?: number },
): ServiceError => new ServiceError(reason, message, extra);

/** 'invalid-input' carrying per-field messages (a failed schema, or a field the server judged). */
export const invalidInput = (fields: FieldErrors): ServiceError =>
  refuse('invalid-input', Object.values(fields)[0] ?? 'The request is not valid.', { fields });

/** Untrusted input as an object to validate: anything else (null, a string…) counts as empty. */
export const inputObject = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
