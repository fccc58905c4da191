// @vitest-environment node
import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { callableErrorMessage, fieldErrorMessage, readCallableError } from './callable-errors';

/** What the Functions SDK throws: `functions/<code>`, the server's message with the HTTP status after it. */
const sdkError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('readCallableError', () => {
  it('reads the refusal reason and drops the status the SDK appends', () => {
    const error = sdkError('failed-precondition', `${MESSAGES.completeProfileFirst} [400]`, {
      reason: 'profile-incomplete',
    });
    expect(readCallableError(error)).toEqual({
      reason: 'profile-incomplete',
      code: 'failed-precondition',
      message: MESSAGES.completeProfileFirst,
      fields: {},
    });
  });

  it('keeps the per-field messages, strings only, and says the first when the message is empty', () => {
    const error = sdkError('invalid-argument', ' [400]', {
      reason: 'invalid-input',
      fields: { 'answers[1].answer': 'The answer must be at most 20 characters.', limit: 7 },
    });
    expect(readCallableError(error)).toEqual({
      reason: 'invalid-input',
      code: 'invalid-argument',
      message: 'The answer must be at most 20 characters.',
      fields: { 'answers[1].answer': 'The answer must be at most 20 characters.' },
    });
  });

  it('gives no reason for a value that is not one', () => {
    for (const reason of ['Profile incomplete', 42, '', { code: 'x' }]) {
      const error = sdkError('failed-precondition', 'Nope. [400]', { reason });
      expect(readCallableError(error)).toMatchObject({ reason: null, message: 'Nope.' });
    }
  });

  it("says the SDK's own failures in our words, and a refusal's in the server's", () => {
    // A fetch that failed: the SDK makes 'internal' with the text 'internal'.
    expect(readCallableError(sdkError('internal', 'internal'))).toMatchObject({
      reason: null,
      code: 'internal',
      message: MESSAGES.somethingWentWrong,
    });
    expect(readCallableError(sdkError('unavailable', 'unavailable [503]')).message).toBe(
      MESSAGES.networkError,
    );
    expect(readCallableError(sdkError('deadline-exceeded', 'deadline-exceeded')).message).toBe(
      MESSAGES.networkError,
    );
    // The same code carrying a refusal is the server speaking.
    expect(
      readCallableError(
        sdkError('unavailable', `${MESSAGES.emailNotSent} [503]`, { reason: 'mail-not-sent' }),
      ),
    ).toMatchObject({ reason: 'mail-not-sent', message: MESSAGES.emailNotSent });
  });

  it('reads anything else as a general failure', () => {
    for (const error of [new Error('boom'), new TypeError('x is undefined'), null, 'text', { code: 42 }]) {
      expect(readCallableError(error)).toEqual({
        reason: null,
        code: null,
        message: MESSAGES.somethingWentWrong,
        fields: {},
      });
    }
    expect(readCallableError(Object.assign(new Error(''), { code: 'auth/invalid-credential' })).code).toBe(
      null,
    );
  });
});

describe('callableErrorMessage', () => {
  it('is the one line of the reading', () => {
    const message = "Company 'Sunehri Spinning Mills Limited' is used by a job: 'Boiler Operator'.";
    expect(
      callableErrorMessage(sdkError('failed-precondition', `${message} [400]`, { reason: 'in-use' })),
    ).toBe(message);
  });
});

describe('fieldErrorMessage', () => {
  it("is the server's message for that field", () => {
    const error = sdkError('invalid-argument', 'Check the highlighted fields. [400]', {
      fields: { months: 'Enter 6 to 120 months.', other: 'Not this one.' },
    });
    expect(fieldErrorMessage(error, 'months')).toBe('Enter 6 to 120 months.');
  });

  it("is the refusal's message when the field is not named", () => {
    const error = sdkError('failed-precondition', 'The candidate is on legal hold. [400]', {
      reason: 'legal-hold',
      fields: { other: 'Not this one.' },
    });
    expect(fieldErrorMessage(error, 'months')).toBe('The candidate is on legal hold.');
    expect(fieldErrorMessage(new Error('offline'), 'months')).toBe(MESSAGES.somethingWentWrong);
  });
});
