import { forgotPasswordSchema } from '@careers/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';
import { EmailField } from './email-field';

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
        <EmailField {...field('email')} />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Send password reset Instructions
        </Button>
      </Stack>
    </form>
  );
}
