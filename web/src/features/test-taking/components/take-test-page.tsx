import { ROUTES, TEST_TAKING_MESSAGES, testForPositionMessage } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { isNotStartedError, useTestSession } from '../api/get-test-session';

import { TestFinished } from './test-finished';
import { TestStep } from './test-step';

export type TakeTestPageProps = { jobId: string; testId: string };

function SessionSkeleton() {
  return (
    // As tall as the screen, like the questions it stands for: the footer stays below the fold
    // instead of jumping down when they arrive (layout shift).
    <Stack role="status" aria-label="Loading your test" spacing={2} sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rounded" width={220} height={40} />
      {[0, 1, 2].map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 3 }}>
          <Skeleton variant="text" width="20%" />
          <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="45%" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /user_tests/new/test/{jobId}/{testId}: the candidate's test, resumed from the server wherever it
 * was left (step, saved answers, time left). One step at a time; after the last, the finished page.
 */
export function TakeTestPage({ jobId, testId }: TakeTestPageProps) {
  const session = useTestSession(jobId);
  const instructionsHref = ROUTES.userTests.instructions.getHref(jobId, testId);

  if (session.isPending) {
    return (
      <PageShell title="Test" maxWidth="md">
        <SessionSkeleton />
      </PageShell>
    );
  }
  if (session.isError) {
    return (
      <PageShell title="Test" maxWidth="md">
        {isNotStartedError(session.error) ? (
          <Alert severity="info" role="alert">
            {TEST_TAKING_MESSAGES.notStarted}{' '}
            <Link component={RouterLink} to={instructionsHref}>
              Go to the test instructions
            </Link>
          </Alert>
        ) : (
          <InlineError
            message="We could not load your test. Your answers are safe: check your connection and try again."
            onRetry={() => {
              void session.refetch();
            }}
          />
        )}
      </PageShell>
    );
  }

  const { view, clockOffsetMs } = session.data;
  if (view.state === 'completed') return <TestFinished view={view} />;
  return (
    <PageShell
      title={view.testTitle}
      description={testForPositionMessage(view.jobTitle)}
      documentTitle={`Test: step ${String(view.step)} of ${String(view.stepCount)}`}
      maxWidth="md"
    >
      {/* A new step is a new form: its answers and save states start from the server's. */}
      <TestStep key={view.step} jobId={jobId} view={view} clockOffsetMs={clockOffsetMs} />
    </PageShell>
  );
}
