import { ROUTES } from '@careers/domain/constants';
import Link from '@mui/material/Link';
import { useLocation, useNavigate } from 'react-router-dom';

import { useSendPasswordResetEmail } from '../api/send-password-reset-email';
import { readLoginPageState, type LoginPageState } from '../utils/login-notice';

import { AuthCard } from './auth-card';
import { ForgotPasswordForm, type ForgotPasswordFormValues } from './forgot-password-form';

/** /forgot-password: on success, /login with the spec's confirmation (the same for any address). */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const sendResetEmail = useSendPasswordResetEmail();

  const handleSubmit = async (values: ForgotPasswordFormValues) => {
    await sendResetEmail.mutateAsync(values);
    const state: LoginPageState = { notice: 'passwordInstructionsSent', email: values.email };
    await navigate(ROUTES.login.getHref(), { state });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you registered with and we will send you instructions to reset your password."
      footer={
        <>
          Remembered it? <Link href={ROUTES.login.getHref()}>Log in</Link>
        </>
      }
    >
      <ForgotPasswordForm onSubmit={handleSubmit} initialEmail={readLoginPageState(location.state).email} />
    </AuthCard>
  );
}
