import { loginSchema } from '@careers/domain';
import { ROUTES } from '@careers/domain/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export type LoginFormValues = { email: string; password: string };

const FIELD_ORDER = ['email', 'password'] as const;

type LoginFormProps = {
  onSubmit: (values: LoginFormValues) => Promise<void>;
  /** Filled in when another page sent the visitor here (e.g. after a password reset). */
  initialEmail?: string;
};

/** Spec /login: email and password, with the way to a forgotten password beside the password. */
export function LoginForm({ onSubmit, initialEmail = '' }: LoginFormProps) {
  const { formik, field, formError, formRef } = useAuthForm<LoginFormValues>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: loginSchema,
    fieldOrder: FIELD_ORDER,
    fieldMap: { email: 'email', password: 'password' },
    onSubmit: async (values) => {
      // Trimmed, lowercase email; the password exactly as typed.
      await onSubmit(loginSchema.cast(values, { stripUnknown: true }));
    },
  });

  return (
    <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Log in">
      <FormError message={formError} />
      <Stack spacing={2.5}>
        <EmailField {...field('email')} />
        <Box>
          <PasswordField
            {...field('password')}
            label="Password"
            required
            autoComplete="current-password"
            fullWidth
          />
          <Box sx={{ mt: 1, textAlign: 'right' }}>
            <Link href={ROUTES.forgotPassword.getHref()} variant="body2">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
