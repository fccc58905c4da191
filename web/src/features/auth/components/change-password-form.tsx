import {
  changePasswordSchema,
  MESSAGES,
  PASSWORD_REQUIREMENTS,
  validateChangePassword,
} from '@careers/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormikErrors } from 'formik';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';
import { PasswordField } from './password-field';

export type ChangePasswordFormValues = {
  old_password: string;
  new_password: string;
  confirm_password: string;
};

const INITIAL_VALUES: ChangePasswordFormValues = { old_password: '', new_password: '', confirm_password: '' };

const FIELD_FOR_MESSAGE: Readonly<Record<string, keyof ChangePasswordFormValues>> = {
  [MESSAGES.oldPasswordEmpty]: 'old_password',
  [MESSAGES.newPasswordEmpty]: 'new_password',
  [MESSAGES.confirmPasswordEmpty]: 'confirm_password',
  [MESSAGES.passwordsDoNotMatch]: 'confirm_password',
};

/**
 * Spec section 5: the checks run in this order and only the first failure is shown (old, new,
 * confirm, match), under the field it is about. Then the new password must meet the same rules
 * as at registration and differ from the current one.
 */
export const validateChangePasswordForm = (
  values: ChangePasswordFormValues,
): FormikErrors<ChangePasswordFormValues> => {
  const first = validateChangePassword(values);
  if (first) return { [FIELD_FOR_MESSAGE[first] ?? 'old_password']: first };
  try {
    changePasswordSchema.validateSyncAt('new_password', values);
  } catch (error) {
    return { new_password: error instanceof Error ? error.message : MESSAGES.weakPassword };
  }
  if (values.new_password === values.old_password) return { new_password: MESSAGES.newPasswordSameAsOld };
  return {};
};

type ChangePasswordFormProps = {
  /** The signed-in account, given to password managers as the username. */
  email: string;
  onSubmit: (values: ChangePasswordFormValues) => Promise<void>;
};

/** Spec /change_password: old, new and confirm password. */
export function ChangePasswordForm({ email, onSubmit }: ChangePasswordFormProps) {
  const { formik, field, formError, formRef } = useAuthForm<ChangePasswordFormValues>({
    initialValues: INITIAL_VALUES,
    validate: validateChangePasswordForm,
    fieldOrder: ['old_password', 'new_password', 'confirm_password'],
    fieldMap: { currentPassword: 'old_password', newPassword: 'new_password' },
    onSubmit,
  });

  return (
    <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Change password">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormError message={formError} />
      <Stack spacing={2.5}>
        <PasswordField
          {...field('old_password')}
          label="Old password"
          required
          autoComplete="current-password"
          fullWidth
        />
        <PasswordField
          {...field('new_password', PASSWORD_REQUIREMENTS)}
          label="New password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <PasswordField
          {...field('confirm_password')}
          label="Confirm password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
