import { PASSWORD_REQUIREMENTS, registerSchema } from '@careers/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { useAuthForm } from '../hooks/use-auth-form';

import { FormError } from './form-error';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export type RegisterFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
};

const INITIAL_VALUES: RegisterFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  password: '',
  password2: '',
};

const FIELD_ORDER = ['firstName', 'middleName', 'lastName', 'email', 'password', 'password2'] as const;

type RegisterFormProps = {
  /** Receives the values as the schema cleans them (trimmed names, lowercase email). */
  onSubmit: (values: RegisterFormValues) => Promise<void>;
};

/** Spec /register: first, middle and last name, email, password and its confirmation. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { formik, field, formError, formRef } = useAuthForm<RegisterFormValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: registerSchema,
    fieldOrder: FIELD_ORDER,
    fieldMap: { email: 'email', password: 'password' },
    onSubmit: async (values) => {
      const clean = registerSchema.cast(values, { stripUnknown: true });
      await onSubmit({
        firstName: clean.firstName,
        middleName: clean.middleName ?? '',
        lastName: clean.lastName,
        email: clean.email,
        // Passwords exactly as typed.
        password: values.password,
        password2: values.password2,
      });
    },
  });

  return (
    <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Create your account">
      <FormError message={formError} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('firstName')}
            label="First name"
            required
            autoComplete="given-name"
            fullWidth
          />
          <TextField {...field('middleName')} label="Middle name" autoComplete="additional-name" fullWidth />
          <TextField {...field('lastName')} label="Last name" required autoComplete="family-name" fullWidth />
        </Stack>
        <EmailField {...field('email')} />
        <PasswordField
          {...field('password', PASSWORD_REQUIREMENTS)}
          label="Password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <PasswordField
          {...field('password2')}
          label="Confirm password"
          required
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
