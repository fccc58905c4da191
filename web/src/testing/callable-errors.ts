import { CALLABLE_CODE_STATUS, REFUSALS, type RefusalReason } from '@careers/domain/callables';

// What the Functions SDK throws, for tests that make a callable fail.

/**
 * What the Functions SDK throws when one of our callables refuses: `functions/<code>` of the
 * reason (the domain's REFUSALS), our message with the HTTP status the SDK appends, and
 * `details.reason` (with the per-field messages of an 'invalid-input').
 */
export const callableRefusal = (reason: RefusalReason, message: string, fields?: Record<string, string>) => {
  const { code } = REFUSALS[reason];
  return Object.assign(new Error(`${message} [${String(CALLABLE_CODE_STATUS[code])}]`), {
    code: `functions/${code}`,
    details: fields ? { reason, fields } : { reason },
  });
};

/** What the Functions SDK throws with no answer from our code: offline, a failed fetch, a timeout. */
export const callableFailure = (code: 'internal' | 'unavailable' | 'deadline-exceeded') =>
  Object.assign(new Error(code), { code: `functions/${code}` });
