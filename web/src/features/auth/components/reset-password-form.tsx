import { PASSWORD_REQUIREMENTS, resetPasswordSchema } from '@careers/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';
import { PasswordField } from './password-field';

export type ResetPasswordFormValues = { password: string; confirm: string };

type ResetPasswordFormProps = {
  /** The account the emailed link belongs to; given to password managers as the username. */
  email: string;
  onSubmit: (values: ResetPasswordFormValues) => Promise<void>;
};

/** Spec /reset/{token}: password and confirm, button 'Reset password'. */
export function ResetPasswordForm({ email, onSubmit }: ResetPasswordFormProps) {
  const { formik, field, formError, formRef } = useAuthForm<ResetPasswordFormValues>({
    initialValues: { password: '', confirm: '' },
    validationSchema: resetPasswordSchema,
    fieldOrder: ['password', 'confirm'],
    // The emailed code's problems (expired, used) concern the whole form.
    fieldMap: { password: 'password' },
    onSubmit,
  });

  return (
    <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Reset password">
      {/* Lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormError message={formError} />
      <Stack spacing={2.5}>
        <PasswordField
          {...field('password', PASSWORD_REQUIREMENTS)}
          label="New password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <PasswordField
          {...field('confirm')}
          label="Confirm new password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
