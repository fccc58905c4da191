import { QUERY_PARAMS, ROUTES, safeRedirectPath } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Navigate, useSearchParams } from 'react-router-dom';

import { SessionPending } from '@/components/guards/session-pending';
import { useSession } from '@/lib/session/use-session';

import { useRegister } from '../api/register';
import { useNavigateWhenSignedIn } from '../hooks/use-navigate-when-signed-in';
import { setConfirmEmailNotice } from '../utils/confirm-email-notice';
import { registerJobId } from '../utils/register-job-id';

import { AuthCard } from './auth-card';
import { RegisterForm, type RegisterFormValues } from './register-form';

/**
 * /register. A signed-in visitor goes to /careers (spec). After registering, the new candidate is
 * signed in and goes straight to the profile wizard's first step, where a banner says the
 * confirmation link was sent (docs/spec-departures.md: the spec's old app sent them to /login).
 */
export function RegisterScreen() {
  const session = useSession();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const [searchParams] = useSearchParams();
  const jobId = registerJobId(searchParams);
  // An admin invitation's link sends its visitor here to make the invited account, and back.
  const redirectTo = safeRedirectPath(searchParams.get(QUERY_PARAMS.redirectTo));
  const registration = useRegister();

  // While registering, the session turns signed-in before the work is done: no redirect then.
  if (registration.isIdle) {
    if (session.status === 'loading') return <SessionPending />;
    if (session.status === 'signedIn') return <Navigate to={ROUTES.careers.list.getHref()} replace />;
  }

  const handleSubmit = async (values: RegisterFormValues) => {
    const result = await registration.mutateAsync({ ...values, jobId });
    setConfirmEmailNotice({ email: result.email, sent: result.verificationEmailSent });
    await navigateWhenSignedIn(result.uid, redirectTo ?? ROUTES.profile.step1.getHref());
  };

  return (
    <AuthCard
      title="Create your account"
      description="Register with your name, email and a password to apply for jobs and build your candidate profile."
      width="wide"
      footer={
        <>
          Already have an account? <Link href={ROUTES.login.getHref()}>Log in</Link>
        </>
      }
    >
      {jobId ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Create your account to apply for the job you chose. Next, you will complete your profile and answer
          the job&apos;s questions.
        </Alert>
      ) : null}
      <RegisterForm onSubmit={handleSubmit} />
    </AuthCard>
  );
}
