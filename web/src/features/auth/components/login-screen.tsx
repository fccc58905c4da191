import { QUERY_PARAMS, ROUTES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useLocation, useSearchParams } from 'react-router-dom';

import { useSession } from '@/lib/session/use-session';

import { useSignIn } from '../api/sign-in';
import { useNavigateWhenSignedIn } from '../hooks/use-navigate-when-signed-in';
import { destinationAfterSignIn } from '../utils/after-sign-in';
import { LOGIN_NOTICES, readLoginPageState } from '../utils/login-notice';

import { AuthCard } from './auth-card';
import { LoginForm, type LoginFormValues } from './login-form';

/**
 * /login: shows what the page that sent the visitor here wanted to say (email confirmation sent,
 * password reset…), signs in, then goes where the spec says (or back to the page that asked for a
 * sign-in). A visitor who is already signed in may sign in with another account.
 */
export function LoginScreen() {
  const session = useSession();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get(QUERY_PARAMS.redirectTo);
  const { notice, email } = readLoginPageState(location.state);
  const signIn = useSignIn();

  const handleSubmit = async (values: LoginFormValues) => {
    const result = await signIn.mutateAsync(values);
    await navigateWhenSignedIn(result.uid, destinationAfterSignIn({ ...result, redirectTo }));
  };

  const alreadySignedIn = session.status === 'signedIn' && signIn.isIdle;

  return (
    <AuthCard
      title="Log in"
      description="Sign in with your email and password."
      footer={
        <>
          New here? <Link href={ROUTES.register.getHref()}>Create an account</Link>
        </>
      }
    >
      {notice ? (
        <Alert severity={LOGIN_NOTICES[notice].severity} sx={{ mb: 3 }}>
          {LOGIN_NOTICES[notice].message}
        </Alert>
      ) : null}
      {alreadySignedIn ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          You are logged in as {session.user.email}.{' '}
          <Link href={session.role === 'admin' ? ROUTES.dashboard.getHref() : ROUTES.careers.list.getHref()}>
            Continue
          </Link>
          , or log in below with another account.
        </Alert>
      ) : null}
      <LoginForm onSubmit={handleSubmit} initialEmail={email} />
    </AuthCard>
  );
}
