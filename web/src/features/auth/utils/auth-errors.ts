import { MESSAGES } from '@careers/domain/constants';

// The one place that turns what Firebase Auth and our callables throw into messages for the user:
// a message for a field, or one for the whole form. Works on the error's `code` (and, for our
// callables, `details.fields`), so it needs no Firebase import and tests can pass plain objects.

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

/** Our callables' codes (`functions/...`) when the server sent no per-field messages. */
const CALLABLE_ERRORS: Readonly<Record<string, Mapped>> = {
  'functions/resource-exhausted': { target: 'form', message: MESSAGES.tooManyEmailRequests },
  'functions/unauthenticated': { target: 'form', message: MESSAGES.signInRequired },
  'functions/unavailable': { target: 'form', message: MESSAGES.emailNotSent },
  'functions/deadline-exceeded': { target: 'form', message: MESSAGES.networkError },
};

type ErrorLike = { code?: unknown; message?: unknown; details?: unknown };

const asErrorLike = (error: unknown): ErrorLike =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : {};

const fieldsOf = (details: unknown): Record<string, string> | null => {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};

/** The error's code, e.g. 'auth/invalid-credential' or 'functions/resource-exhausted'. */
export const errorCode = (error: unknown): string | null => {
  const { code } = asErrorLike(error);
  return typeof code === 'string' ? code : null;
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
  const code = errorCode(error);
  const { message, details } = asErrorLike(error);

  if (code?.startsWith('functions/')) {
    // Our callables: messages written for the user, per field when the input was refused.
    const fields = fieldsOf(details);
    if (code === 'functions/invalid-argument' && fields) return { fields, form: null };
    const known = CALLABLE_ERRORS[code];
    if (known) return place(known, fieldMap);
    const serverMessage = typeof message === 'string' && code !== 'functions/internal' ? message : null;
    return { fields: {}, form: serverMessage || MESSAGES.somethingWentWrong };
  }

  const known = code ? FIREBASE_AUTH_ERRORS[code] : undefined;
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
  const code = errorCode(error);
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code';
};
