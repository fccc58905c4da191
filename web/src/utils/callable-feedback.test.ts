// @vitest-environment node
import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { callableFeedback } from './callable-feedback';

/** What the Functions SDK throws: `functions/<code>`, the server's message with the HTTP status after it. */
const callableError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('callableFeedback', () => {
  it('puts per-field messages under their fields', () => {
    const error = callableError('invalid-argument', 'Invalid input [400]', {
      fields: { title: 'Title is required.', limit: 7 },
    });
    expect(callableFeedback(error)).toEqual({ fields: { title: 'Title is required.' }, form: null });
  });

  it("shows the server's own message without the status the SDK appends", () => {
    const message =
      "Company 'Sunehri Spinning Mills Limited' is used by a job: 'Boiler Operator'. Change or delete that job first.";
    expect(callableFeedback(callableError('failed-precondition', `${message} [400]`))).toEqual({
      fields: {},
      form: message,
    });
    expect(callableFeedback(callableError('not-found', 'No such company.')).form).toBe('No such company.');
  });

  it('hides internal errors and explains network failures', () => {
    expect(callableFeedback(callableError('internal', 'internal [500]')).form).toBe(
      MESSAGES.somethingWentWrong,
    );
    expect(callableFeedback(callableError('unavailable', 'unavailable [503]')).form).toBe(
      MESSAGES.networkError,
    );
    expect(callableFeedback(new Error('boom')).form).toBe(MESSAGES.somethingWentWrong);
  });
});
