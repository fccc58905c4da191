import { jobApplyAvailability } from '@careers/domain';
import { MESSAGES, ROUTES, couldNotLoadMessage } from '@careers/domain/constants';
import type { Job } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { useResendConfirmation } from '@/hooks/use-resend-confirmation';
import { readCallableError, type CallableErrorReading } from '@/lib/callable-errors';
import { readVisitSource } from '@/lib/visit-source';

import { useApplyToJob } from '../api/apply-to-job';
import { useMyApplications } from '../api/get-my-applications';

import { EmploymentQuestionsForm, type EmploymentAnswersValues } from './employment-questions-form';

export type ApplyingJob = Pick<
  Job,
  'title' | 'screeningQuestions' | 'status' | 'hidden' | 'deleted' | 'endDate'
>;

export type EmploymentQuestionsPageProps = {
  jobId: string;
  /** The job as the public sees it (from the app: the jobs feature's read); null when there is none. */
  job:
    | { status: 'pending' }
    | { status: 'error'; retry: () => void }
    | { status: 'ready'; job: ApplyingJob | null };
  /** The clock, for the job's end date (tests fix it). */
  now?: () => Date;
};

function MyApplicationsLink() {
  return (
    <Link component={RouterLink} to={ROUTES.myApplications.getHref()}>
      My applications
    </Link>
  );
}

function ResendConfirmationButton() {
  const resend = useResendConfirmation();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        loading={resend.isPending}
        onClick={() => {
          resend.mutate();
        }}
      >
        Resend confirmation email
      </Button>
      <Typography role="status" variant="body2">
        {resend.isSuccess ? MESSAGES.verificationEmailResent : null}
        {resend.isError ? MESSAGES.somethingWentWrong : null}
      </Typography>
    </Stack>
  );
}

function Refusal({ refusal }: { refusal: CallableErrorReading }) {
  const applied = refusal.reason === 'already-applied' || refusal.reason === 'application-withdrawn';
  return (
    <Alert severity={applied ? 'info' : 'error'} role="alert" sx={{ mb: 3 }}>
      {refusal.message}
      {applied ? (
        <>
          {' '}
          See <MyApplicationsLink />.
        </>
      ) : null}
      {refusal.reason === 'profile-incomplete' ? (
        <>
          {' '}
          <Link component={RouterLink} to={ROUTES.profile.step1.getHref()}>
            Complete your profile
          </Link>
        </>
      ) : null}
      {refusal.reason === 'policy-not-accepted' ? (
        <>
          {' '}
          <Link component={RouterLink} to={ROUTES.profile.step4.getHref()}>
            Read and accept the privacy policy
          </Link>
        </>
      ) : null}
      {refusal.reason === 'email-unconfirmed' ? <ResendConfirmationButton /> : null}
    </Alert>
  );
}

/**
 * /jobs/apply/{id}/employmentQuestions: the last step of applying. The job's title and its
 * questions; Submit calls `applyToJob`, then /careers with "You've successfully applied for the job".
 */
export function EmploymentQuestionsPage({
  jobId,
  job,
  now = () => new Date(),
}: EmploymentQuestionsPageProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const applyToJob = useApplyToJob();
  const applications = useMyApplications();
  const [refusal, setRefusal] = useState<CallableErrorReading | null>(null);

  const title = 'Employment Questions';
  if (job.status === 'pending') {
    return (
      <PageShell title={title} maxWidth="md">
        <Stack role="status" aria-label="Loading the job" spacing={2}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </PageShell>
    );
  }
  if (job.status === 'error') {
    return (
      <PageShell title={title} maxWidth="md">
        <InlineError message={couldNotLoadMessage('this job')} onRetry={job.retry} />
      </PageShell>
    );
  }

  const existing = applications.data?.find((application) => application.jobId === jobId);
  const availability = jobApplyAvailability(job.job, now());
  const unavailable = (
    <PageShell title={title} maxWidth="md">
      <Alert severity="info" role="alert">
        {availability === 'ended' ? MESSAGES.applicationsHaveClosed : MESSAGES.jobNotAvailable}{' '}
        <Link component={RouterLink} to={ROUTES.careers.list.getHref()}>
          See the open jobs
        </Link>
      </Alert>
    </PageShell>
  );
  if (!job.job || availability !== 'open') return unavailable;

  // Applying reads the candidate's applications again before the page moves on: the new one is
  // not an earlier application, so it must not flash the "already applied" notice meanwhile.
  const applying = applyToJob.isPending || applyToJob.isSuccess;
  if (existing && !refusal && !applying) {
    return (
      <PageShell title={title} description={job.job.title} maxWidth="md">
        <Alert severity="info" role="alert">
          {existing.status === 'withdrawn' ? MESSAGES.withdrawnCannotReapply : MESSAGES.applicationExists} See{' '}
          <MyApplicationsLink />.
        </Alert>
      </PageShell>
    );
  }

  const handleSubmit = async (values: EmploymentAnswersValues) => {
    setRefusal(null);
    try {
      await applyToJob.mutateAsync({ jobId, answers: values.answers, source: readVisitSource() });
      notify(MESSAGES.appliedForJob, 'success');
      await navigate(ROUTES.careers.list.getHref());
      return undefined;
    } catch (error) {
      const next = readCallableError(error);
      setRefusal(next);
      return next.fields;
    }
  };

  return (
    <PageShell title={title} description={job.job.title} maxWidth="md">
      {refusal ? <Refusal refusal={refusal} /> : null}
      <EmploymentQuestionsForm questions={job.job.screeningQuestions} onSubmit={handleSubmit} />
    </PageShell>
  );
}
