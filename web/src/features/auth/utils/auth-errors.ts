import { MESSAGES } from '@careers/domain/constants';

import { readCallableError } from '@/lib/callable-errors';

// The one place that turns what the account forms' calls throw into messages for the user: a
// message for a field, or one for the whole form. Firebase Auth's errors by their `code` (the table
// below); our callables' through the app's one reader of them, `readCallableError`; the forms' own
// (AccountFormError) as they are worded. No Firebase
// import, so tests pass plain objects.

/** What the message is about; each form says which of its fields that is. */
export type AuthErrorTarget = 'email' | 'password' | 'currentPassword' | 'newPassword' | 'code';

export type AuthErrorFeedback = {
  /** Per-field messages, keyed by the form's field names. */
  fields: Record<string, string>;
  /** A message for the whole form, or null. */
  form: string | null;
};

/** The form's field for each target it has; targets a form lacks fall back to the form message. */
export type AuthFieldMap = Partial<Record<AuthErrorTarget, string>>;

type Mapped = { target: AuthErrorTarget | 'form'; message: string };

/** A failure the account forms' own code words for the user: its message is shown above the form. */
export class AccountFormError extends Error {
  override name = 'AccountFormError';
}

const FIREBASE_AUTH_ERRORS: Readonly<Record<string, Mapped>> = {
  'auth/email-already-in-use': { target: 'email', message: MESSAGES.emailAlreadyInUse },
  'auth/invalid-email': { target: 'email', message: MESSAGES.invalidEmail },
  'auth/invalid-credential': { target: 'password', message: MESSAGES.incorrectCredentials },
  'auth/invalid-login-credentials': { target: 'password', message: MESSAGES.incorrectCredentials },
  'auth/wrong-password': { target: 'password', message: MESSAGES.incorrectCredentials },
  'auth/user-not-found': { target: 'password', message: MESSAGES.incorrectCredentials },
  'auth/weak-password': { target: 'newPassword', message: MESSAGES.weakPassword },
  'auth/password-does-not-meet-requirements': { target: 'newPassword', message: MESSAGES.weakPassword },
  'auth/too-many-requests': { target: 'form', message: MESSAGES.tooManyAttempts },
  'auth/network-request-failed': { target: 'form', message: MESSAGES.networkError },
  'auth/user-disabled': { target: 'form', message: MESSAGES.accountDisabled },
  'auth/expired-action-code': { target: 'code', message: MESSAGES.linkExpired },
  'auth/invalid-action-code': { target: 'code', message: MESSAGES.linkInvalid },
  'auth/requires-recent-login': { target: 'form', message: MESSAGES.signInAgain },
  'auth/user-token-expired': { target: 'form', message: MESSAGES.signInAgain },
  'auth/user-mismatch': { target: 'form', message: MESSAGES.incorrectCredentials },
};

/** Firebase Auth's error code, e.g. 'auth/invalid-credential'. */
const authErrorCode = (error: unknown): string | null => {
  const code = (typeof error === 'object' && error !== null ? (error as { code?: unknown }) : {}).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
};

const place = ({ target, message }: Mapped, fieldMap: AuthFieldMap): AuthErrorFeedback => {
  const field = target === 'form' ? undefined : fieldMap[target];
  return field ? { fields: { [field]: message }, form: null } : { fields: {}, form: message };
};

/**
 * Feedback for a failed account action. `fieldMap` names the form's fields, e.g. the change-password
 * form maps `currentPassword` to `old_password`; the messages of a wrong password there say the
 * current password is wrong rather than "email or password".
 */
export const authErrorFeedback = (error: unknown, fieldMap: AuthFieldMap = {}): AuthErrorFeedback => {
  if (error instanceof AccountFormError) return { fields: {}, form: error.message };
  const code = authErrorCode(error);
  if (!code) {
    // Our callables: messages written for the user, per field when the input was refused.
    const refusal = readCallableError(error);
    if (Object.keys(refusal.fields).length > 0) return { fields: refusal.fields, form: null };
    return { fields: {}, form: refusal.message };
  }

  const known = FIREBASE_AUTH_ERRORS[code];
  if (!known) return { fields: {}, form: MESSAGES.somethingWentWrong };

  if (known.target === 'password' && fieldMap.currentPassword) {
    // Re-authenticating with the current password (change password).
    return place({ target: 'currentPassword', message: MESSAGES.incorrectCurrentPassword }, fieldMap);
  }
  if (known.target === 'newPassword' && !fieldMap.newPassword && fieldMap.password) {
    return place({ target: 'password', message: known.message }, fieldMap);
  }
  return place(known, fieldMap);
};

/** True for the codes that mean an emailed link can no longer be used. */
export const isUnusableLinkError = (error: unknown): boolean => {
  const code = authErrorCode(error);
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code';
};
