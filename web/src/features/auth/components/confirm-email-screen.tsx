import { MESSAGES, ROUTES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session/use-session';

import { useConfirmEmail } from '../api/confirm-email';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { authErrorFeedback } from '../utils/auth-errors';
import { clearConfirmEmailNotice } from '../utils/confirm-email-notice';
import type { LoginPageState } from '../utils/login-notice';
import { registerJobId } from '../utils/register-job-id';

import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

const TITLE = 'Confirm your email';
/** The way back to the job of the link, when the link was used already. */
const BACK_TO_THE_JOB = 'Back to the job you were applying for';

/**
 * Where a signed-in candidate goes on once the address is confirmed (from the app: the job they were
 * applying for, or the wizard step they were on); null for nowhere in particular (/careers).
 */
export type ContinueAfterConfirming = (uid: string) => Promise<string | null>;

/**
 * /confirm/{uuid}?jobId=…: applies the emailed code, then goes to /login with a confirmation
 * (spec), and from there, once signed in, to the job of the link (`jobId`: the job they were
 * applying for, whose Apply Now picks up where they were); or, for a visitor already signed in,
 * back to where they were going (`continueTo`: the questions of the job they were applying for,
 * or the wizard step they were on), else to that job, else to /careers (spec) — after confirming
 * all the same. A link that expired or was used gets a clear message, the way to a new one and
 * the way back to the job.
 */
export function ConfirmEmailScreen({ continueTo }: { continueTo?: ContinueAfterConfirming }) {
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const jobId = registerJobId(searchParams);
  const jobHref = jobId ? ROUTES.jobDetail.getHref(jobId) : null;
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirmation = useConfirmEmail(uuid);
  const resend = useSendVerificationEmail();

  const confirmed = confirmation.isSuccess;
  const sessionStatus = session.status;
  const uid = session.status === 'signedIn' && session.role === 'user' ? session.user.uid : null;
  useEffect(() => {
    if (!confirmed || sessionStatus === 'loading') return;
    clearConfirmEmailNotice();
    if (sessionStatus !== 'signedIn') {
      const state: LoginPageState = { notice: 'emailConfirmed' };
      void navigate(ROUTES.login.getHref(jobHref), { replace: true, state });
      return;
    }
    let active = true;
    const destination =
      uid && continueTo
        ? continueTo(uid).catch((error: unknown) => {
            console.error('Could not tell where to continue after confirming', error);
            return null;
          })
        : Promise.resolve(null);
    void destination.then((href) => {
      if (!active) return;
      notify(MESSAGES.emailConfirmedSignedIn);
      void navigate(href ?? jobHref ?? ROUTES.careers.list.getHref(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [confirmed, sessionStatus, uid, continueTo, jobHref, navigate, notify]);

  if (!confirmation.isError) {
    return (
      <AuthCard title={TITLE}>
        <PageLoader label="Confirming your email address" />
      </AuthCard>
    );
  }

  if (session.status === 'signedIn' && session.user.emailVerified) {
    return (
      <AuthCard title={TITLE}>
        <Stack spacing={3}>
          <Alert severity="success">{MESSAGES.emailAlreadyConfirmed}</Alert>
          {jobHref ? (
            <Button variant="contained" size="large" href={jobHref}>
              {BACK_TO_THE_JOB}
            </Button>
          ) : null}
          <Button
            variant={jobHref ? 'outlined' : 'contained'}
            size="large"
            href={ROUTES.careers.list.getHref()}
          >
            Browse careers
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const problem = authErrorFeedback(confirmation.error).form;
  return (
    <AuthCard title={TITLE}>
      <Stack spacing={3}>
        <Alert severity="error">{problem}</Alert>
        {session.status === 'signedIn' ? (
          <div>
            <ResendVerification
              onResend={() => resend.mutateAsync()}
              variant="contained"
              size="large"
              color="primary"
            />
          </div>
        ) : (
          <>
            <Typography>Log in, and you can ask for a new confirmation link from there.</Typography>
            <Button variant="contained" size="large" href={ROUTES.login.getHref(jobHref)}>
              Log in
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
