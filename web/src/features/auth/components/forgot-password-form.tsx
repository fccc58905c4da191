import { forgotPasswordSchema } from '@careers/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';

export type ForgotPasswordFormValues = { email: string };

type ForgotPasswordFormProps = {
  onSubmit: (values: ForgotPasswordFormValues) => Promise<void>;
  initialEmail?: string;
};

/** Spec /forgot-password: the email field and 'Send password reset Instructions'. */
export function ForgotPasswordForm({ onSubmit, initialEmail = '' }: ForgotPasswordFormProps) {
  const { formik, field, formError, formRef } = useAuthForm<ForgotPasswordFormValues>({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    fieldOrder: ['email'],
    fieldMap: { email: 'email' },
    onSubmit: async (values) => {
      await onSubmit(forgotPasswordSchema.cast(values, { stripUnknown: true }));
    },
  });

  return (
    <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Forgot password">
      <FormError message={formError} />
      <Stack spacing={2.5}>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Send password reset Instructions
        </Button>
      </Stack>
    </form>
  );
}
