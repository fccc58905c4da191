import { ROUTES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router-dom';

import { PageLoader } from '@/components/ui/page-loader';

import { useResetPassword } from '../api/reset-password';
import { useVerifyPasswordResetCode } from '../api/verify-password-reset-code';
import { authErrorFeedback } from '../utils/auth-errors';
import type { LoginPageState } from '../utils/login-notice';

import { AuthCard } from './auth-card';
import { ResetPasswordForm, type ResetPasswordFormValues } from './reset-password-form';

const TITLE = 'Reset password';

/**
 * /reset/{token}: checks the emailed code first (to name the account, or to say at once that the
 * link expired), then sets the new password and goes to /login with the spec's confirmation.
 */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useVerifyPasswordResetCode(token);
  const reset = useResetPassword();

  if (check.isPending) {
    return (
      <AuthCard title={TITLE}>
        <PageLoader label="Checking your link" />
      </AuthCard>
    );
  }

  if (check.isError) {
    return (
      <AuthCard title={TITLE}>
        <Stack spacing={3}>
          <Alert severity="error">{authErrorFeedback(check.error).form}</Alert>
          <Button variant="contained" size="large" href={ROUTES.forgotPassword.getHref()}>
            Ask for a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const { email } = check.data;
  const handleSubmit = async ({ password }: ResetPasswordFormValues) => {
    await reset.mutateAsync({ code: token, password });
    const state: LoginPageState = { notice: 'passwordReset', email };
    await navigate(ROUTES.login.getHref(), { replace: true, state });
  };

  return (
    <AuthCard
      title={TITLE}
      description={
        <>
          Choose a new password for <strong>{email}</strong>.
        </>
      }
      footer={<Link href={ROUTES.login.getHref()}>Back to log in</Link>}
    >
      <ResetPasswordForm email={email} onSubmit={handleSubmit} />
    </AuthCard>
  );
}
