// @vitest-environment node

import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { callableFailure, callableRefusal } from '@/testing/callable-errors';

import { authErrorFeedback, isUnusableLinkError } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const signInFields = { email: 'email', password: 'password' };
const registerFields = { email: 'email', password: 'password' };
const changePasswordFields = { currentPassword: 'old_password', newPassword: 'new_password' };

describe('authErrorFeedback', () => {
  it.each([
    ['auth/invalid-credential'],
    ['auth/invalid-login-credentials'],
    ['auth/wrong-password'],
    ['auth/user-not-found'],
  ])('puts %s under the password as "Incorrect email or password."', (code) => {
    expect(authErrorFeedback(firebaseError(code), signInFields)).toEqual({
      fields: { password: 'Incorrect email or password.' },
      form: null,
    });
  });

  it('puts an address already in use under the email', () => {
    expect(authErrorFeedback(firebaseError('auth/email-already-in-use'), registerFields)).toEqual({
      fields: { email: MESSAGES.emailAlreadyInUse },
      form: null,
    });
  });

  it('puts a weak password under the new password, whatever the form calls it', () => {
    expect(authErrorFeedback(firebaseError('auth/weak-password'), registerFields).fields).toEqual({
      password: MESSAGES.weakPassword,
    });
    expect(authErrorFeedback(firebaseError('auth/weak-password'), changePasswordFields).fields).toEqual({
      new_password: MESSAGES.weakPassword,
    });
  });

  it('says the current password is wrong when re-authenticating', () => {
    expect(authErrorFeedback(firebaseError('auth/invalid-credential'), changePasswordFields)).toEqual({
      fields: { old_password: MESSAGES.incorrectCurrentPassword },
      form: null,
    });
  });

  it.each([
    ['auth/too-many-requests', MESSAGES.tooManyAttempts],
    ['auth/network-request-failed', MESSAGES.networkError],
    ['auth/user-disabled', MESSAGES.accountDisabled],
    ['auth/requires-recent-login', MESSAGES.signInAgain],
  ])('gives %s to the whole form', (code, message) => {
    expect(authErrorFeedback(firebaseError(code), signInFields)).toEqual({ fields: {}, form: message });
  });

  it('reports unusable emailed links on the code, or the form when it has no such field', () => {
    expect(authErrorFeedback(firebaseError('auth/expired-action-code'), { code: 'token' })).toEqual({
      fields: { token: MESSAGES.linkExpired },
      form: null,
    });
    expect(authErrorFeedback(firebaseError('auth/invalid-action-code'))).toEqual({
      fields: {},
      form: MESSAGES.linkInvalid,
    });
    expect(isUnusableLinkError(firebaseError('auth/expired-action-code'))).toBe(true);
    expect(isUnusableLinkError(firebaseError('auth/invalid-credential'))).toBe(false);
  });

  it("uses our callables' per-field messages as they are", () => {
    const error = callableRefusal('invalid-input', 'Enter a valid email address.', {
      email: 'Enter a valid email address.',
    });
    expect(authErrorFeedback(error, signInFields)).toEqual({
      fields: { email: 'Enter a valid email address.' },
      form: null,
    });
  });

  it("says our callables' refusals in the server's words, without the SDK's status, and hides internals", () => {
    expect(authErrorFeedback(callableRefusal('rate-limited', MESSAGES.tooManyEmailRequests)).form).toBe(
      MESSAGES.tooManyEmailRequests,
    );
    expect(
      authErrorFeedback(callableRefusal('email-already-confirmed', MESSAGES.emailAlreadyConfirmed)).form,
    ).toBe(MESSAGES.emailAlreadyConfirmed);
    expect(authErrorFeedback(callableFailure('internal')).form).toBe(MESSAGES.somethingWentWrong);
    expect(authErrorFeedback(callableFailure('unavailable')).form).toBe(MESSAGES.networkError);
  });

  it('falls back to "Something went wrong" for anything unknown', () => {
    expect(authErrorFeedback(new Error('boom'))).toEqual({ fields: {}, form: MESSAGES.somethingWentWrong });
    expect(authErrorFeedback(firebaseError('auth/some-new-code'))).toEqual({
      fields: {},
      form: MESSAGES.somethingWentWrong,
    });
    expect(authErrorFeedback(null).form).toBe(MESSAGES.somethingWentWrong);
  });
});
