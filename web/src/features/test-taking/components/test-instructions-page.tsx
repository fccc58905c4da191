import {
  ROUTES,
  TEST_INSTRUCTIONS,
  TEST_RULES,
  testForPositionMessage,
  couldNotLoadMessage,
} from '@careers/domain/constants';
import type { JobTestRef } from '@careers/domain/types';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useTestSession } from '../api/get-test-session';
import { useStartTest } from '../api/start-test';
import { testEligibility, type InvitedApplication } from '../utils/eligibility';

type Loadable<T> =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'ready'; value: T };

export type TestInstructionsPageProps = {
  jobId: string;
  testId: string;
  /** The job as the public sees it (null when it is not public any more): its title and test. */
  job: Loadable<{ title: string; test: JobTestRef | null } | null>;
  /** The candidate's own application to the job (null when there is none). */
  application: Loadable<InvitedApplication | null>;
  /** After starting: the app refreshes what depends on the test being taken (the 'Test Invite' link). */
  onStarted?: () => void;
};

export type { InvitedApplication };

function MyApplicationsLink() {
  return (
    <Link component={RouterLink} to={ROUTES.myApplications.getHref()}>
      My applications
    </Link>
  );
}

const TITLE = 'Test Instructions';

type StartControlsProps = { jobId: string; testId: string; started: boolean; onStarted?: () => void };

/**
 * Start Test, or Resume Test for a session already started (startTest returns the same session).
 * A session already finished is said so, with the way to its finished page, instead of a Resume
 * that would lead nowhere new.
 */
function StartControls({ jobId, testId, started, onStarted }: StartControlsProps) {
  const navigate = useNavigate();
  const startTest = useStartTest();
  const existing = useTestSession(jobId, { enabled: started });
  const [startError, setStartError] = useState<string | null>(null);
  const takeHref = ROUTES.userTests.take.getHref(jobId, testId);

  if (started && existing.data?.view.state === 'completed') {
    return (
      <Alert severity="success" role="status">
        You have finished this test.{' '}
        <Link component={RouterLink} to={takeHref}>
          See how it ended
        </Link>{' '}
        or follow your application on <MyApplicationsLink />.
      </Alert>
    );
  }

  const handleStart = async () => {
    setStartError(null);
    try {
      await startTest.mutateAsync({ jobId, testId });
      onStarted?.();
      await navigate(takeHref);
    } catch (error) {
      setStartError(callableErrorMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      {startError ? (
        <Alert severity="error" role="alert">
          {startError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          loading={startTest.isPending || (started && existing.isPending)}
          onClick={() => void handleStart()}
        >
          {started ? 'Resume Test' : 'Start Test'}
        </Button>
        <Typography color="text.secondary">
          {started
            ? 'You have started this test: it continues where you left it, with the time that is left.'
            : 'The timer starts when you press Start Test.'}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * /user_tests/new/test/{jobId}/{testId}/instructions: the rules (spec section 9), 'Test for: {job
 * title} position', the time and the number of questions, and Start Test for a candidate whose
 * application to this job is invited to this test. Starting again resumes the same session.
 */
export function TestInstructionsPage({
  jobId,
  testId,
  job,
  application,
  onStarted,
}: TestInstructionsPageProps) {
  if (job.status === 'pending' || application.status === 'pending') {
    return (
      <PageShell title={TITLE} maxWidth="md">
        <Stack role="status" aria-label="Loading the test instructions" spacing={2}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" width={160} height={44} />
        </Stack>
      </PageShell>
    );
  }
  const failed = [job, application].find((read) => read.status === 'error');
  if (failed?.status === 'error') {
    return (
      <PageShell title={TITLE} maxWidth="md">
        <InlineError message={couldNotLoadMessage('this test')} onRetry={failed.retry} />
      </PageShell>
    );
  }
  if (job.status !== 'ready' || application.status !== 'ready') return null;

  const eligibility = testEligibility(application.value, testId);
  const jobTitle = job.value?.title ?? application.value?.jobTitle ?? null;
  const jobTest = job.value?.test?.id === testId ? job.value.test : null;

  const steps = jobTest
    ? Math.min(TEST_RULES.maxSteps, Math.ceil(jobTest.totalQuestions / TEST_RULES.questionsPerStep))
    : null;

  return (
    <PageShell
      title={TITLE}
      description={jobTitle ? testForPositionMessage(jobTitle) : undefined}
      maxWidth="md"
    >
      <Stack spacing={3}>
        {jobTest ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {jobTest.title}
            </Typography>
            <Stack
              component="dl"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 4 }}
              sx={{ m: 0 }}
            >
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Time
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {jobTest.timeMinutes} minutes
                </Typography>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Questions
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {jobTest.totalQuestions}
                  {steps
                    ? ` in ${String(steps)} ${steps === 1 ? 'part' : 'parts'} of up to ${String(TEST_RULES.questionsPerStep)}`
                    : ''}
                </Typography>
              </div>
            </Stack>
          </Paper>
        ) : null}

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Rules
          </Typography>
          <List dense disablePadding>
            {[
              ...TEST_INSTRUCTIONS,
              'The timer counts down from the moment you start, on our clock: it keeps running if you leave the page.',
              'Each answer is saved as you choose it. Save each part with "Save this Part" to move on.',
              'Leaving the test page (another tab or window) is recorded and shown to the recruiter.',
            ].map((rule) => (
              <ListItem key={rule} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleOutlined fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={rule} />
              </ListItem>
            ))}
          </List>
        </Paper>

        {eligibility.kind === 'not-invited' ? (
          <Alert severity="info" role="alert">
            You can start this test only from an invitation to it on one of your applications, and there is
            none for this job and test. See <MyApplicationsLink /> for your applications and their tests.
          </Alert>
        ) : null}
        {eligibility.kind === 'closed' ? (
          <Alert severity="info" role="alert">
            This application is closed, so its test can no longer be taken. See <MyApplicationsLink />.
          </Alert>
        ) : null}
        {eligibility.kind === 'invited' || eligibility.kind === 'started' ? (
          <StartControls
            jobId={jobId}
            testId={testId}
            started={eligibility.kind === 'started'}
            onStarted={onStarted}
          />
        ) : null}
      </Stack>
    </PageShell>
  );
}
