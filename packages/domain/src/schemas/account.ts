import * as yup from 'yup';
import { PROFILE_LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { emailField, optionalText, requiredText } from './common.ts';

/** Firebase Auth requires 6; we ask for a little more and say so next to the field. */
export const PASSWORD_MIN_LENGTH = 8;

/** Shown under every new-password field; the same rules as `newPassword()` below. */
export const PASSWORD_REQUIREMENTS = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;

const newPassword = () =>
  yup
    .string()
    .required('Password is required.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(128, 'Password must be at most 128 characters.')
    .matches(/[A-Za-z]/, 'Password must contain a letter.')
    .matches(/[0-9]/, 'Password must contain a number.');

export const registerSchema = yup.object({
  firstName: requiredText('First name', PROFILE_LIMITS.firstName),
  middleName: optionalText('Middle name', PROFILE_LIMITS.middleName),
  lastName: requiredText('Last name', PROFILE_LIMITS.lastName),
  email: emailField(),
  password: newPassword(),
  password2: yup
    .string()
    .required('Confirm your password.')
    .oneOf([yup.ref('password')], 'Passwords do not match.'),
  job_id: yup.string().trim().max(128).default(''),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required('Password is required.'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({ email: emailField() });
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: newPassword(),
  confirm: yup
    .string()
    .required('Confirm your password.')
    .oneOf([yup.ref('password')], 'Passwords do not match.'),
});

/**
 * The one-time code of an account email: the `:uuid` of /confirm and the `:token` of /reset (a
 * Firebase action code, URL-safe characters only).
 */
export const actionCodeField = () =>
  yup
    .string()
    .trim()
    .required('The link is incomplete.')
    .max(2048, 'The link is not valid.')
    .matches(/^[A-Za-z0-9_-]+$/, 'The link is not valid.');

/** `POST /api/users/reset/`: the new password, its confirmation and the emailed token. */
export const resetPasswordRequestSchema = resetPasswordSchema.shape({ token: actionCodeField() });
export type ResetPasswordRequest = yup.InferType<typeof resetPasswordRequestSchema>;

/** `POST /api/users/confirm/{uuid}`. */
export const confirmEmailRequestSchema = yup.object({ uuid: actionCodeField() });

/**
 * The spec checks these in order and shows the first failure: old, new, confirm, match.
 * `validateChangePassword` returns exactly that first message; the schema gives per-field errors.
 */
export const changePasswordSchema = yup.object({
  old_password: yup.string().required(MESSAGES.oldPasswordEmpty),
  new_password: newPassword().required(MESSAGES.newPasswordEmpty),
  confirm_password: yup
    .string()
    .required(MESSAGES.confirmPasswordEmpty)
    .oneOf([yup.ref('new_password')], MESSAGES.passwordsDoNotMatch),
});

/**
 * `POST /api/users/change_password` (spec section 7): old and new password only (the confirmation
 * is the client's business). The new one follows the registration rules and differs from the old.
 */
export const changePasswordRequestSchema = yup.object({
  old_password: yup.string().required(MESSAGES.oldPasswordEmpty),
  new_password: newPassword()
    .required(MESSAGES.newPasswordEmpty)
    .notOneOf([yup.ref('old_password')], MESSAGES.newPasswordSameAsOld),
});
export type ChangePasswordRequest = yup.InferType<typeof changePasswordRequestSchema>;

export const validateChangePassword = (input: {
  old_password?: string;
  new_password?: string;
  confirm_password?: string;
}): string | null => {
  if (!input.old_password) return MESSAGES.oldPasswordEmpty;
  if (!input.new_password) return MESSAGES.newPasswordEmpty;
  if (!input.confirm_password) return MESSAGES.confirmPasswordEmpty;
  if (input.new_password !== input.confirm_password) return MESSAGES.passwordsDoNotMatch;
  return null;
};
