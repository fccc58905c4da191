// @vitest-environment node

import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { applicationFeedback } from './application-errors';

const callableError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('applicationFeedback', () => {
  it('maps per-answer fields to their indexes and keeps the message', () => {
    const feedback = applicationFeedback(
      callableError('invalid-argument', 'The answer must be at most 20 characters.', {
        fields: { 'answers[2].answer': 'The answer must be at most 20 characters.', jobId: 'Bad id' },
      }),
    );
    expect(feedback).toEqual({
      kind: 'other',
      message: 'The answer must be at most 20 characters.',
      answers: { 2: 'The answer must be at most 20 characters.' },
    });
  });

  it.each([
    ['unconfirmed-email', callableError('failed-precondition', MESSAGES.confirmEmailBeforeApplying)],
    ['already-applied', callableError('already-exists', MESSAGES.withdrawnCannotReapply)],
    ['incomplete-profile', callableError('failed-precondition', MESSAGES.completeProfileFirst)],
    ['unavailable', callableError('not-found', MESSAGES.jobNotAvailable)],
  ])('recognises %s', (kind, error) => {
    expect(applicationFeedback(error)).toMatchObject({ kind, message: error.message });
  });

  it('hides unexpected failures behind a general message', () => {
    expect(applicationFeedback(callableError('internal', 'INTERNAL')).message).toBe(
      MESSAGES.somethingWentWrong,
    );
    expect(applicationFeedback(new TypeError('x is undefined')).message).toBe(MESSAGES.somethingWentWrong);
  });
});

describe('applicationFeedback: a new privacy policy', () => {
  it("sends the candidate to accept it again ('policy-not-accepted')", () => {
    const feedback = applicationFeedback({
      code: 'functions/failed-precondition',
      message: MESSAGES.acceptNewPrivacyPolicy,
      details: { reason: 'policy-not-accepted' },
    });
    expect(feedback).toEqual({
      kind: 'policy-outdated',
      message: MESSAGES.acceptNewPrivacyPolicy,
      answers: {},
    });
  });
});
