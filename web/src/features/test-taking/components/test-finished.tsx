import { ROUTES, testForPositionMessage } from '@careers/domain/constants';
import type { TestSessionView } from '@careers/domain/types';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell } from '@/components/ui/page-shell';

import { completionMessage } from '../utils/completion';

/**
 * The end of the test: submitted by the candidate or by the deadline (the spec's time-over
 * message), how many questions were answered, and where to go next. No score: that is the
 * recruiter's.
 */
export function TestFinished({ view }: { view: TestSessionView }) {
  const timeOver = view.completion === 'time-over';
  const headingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <PageShell title="Test finished" description={testForPositionMessage(view.jobTitle)} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert
            ref={headingRef}
            tabIndex={-1}
            severity={timeOver ? 'warning' : 'success'}
            icon={timeOver ? <HourglassBottomOutlined /> : <CheckCircleOutlined />}
            role="status"
            // Focused when the page opens so it is read first; not a control, so no focus ring.
            sx={{ width: '100%', '&:focus': { outline: 'none' } }}
          >
            {completionMessage(view)}
          </Alert>
          <Typography>
            {view.testTitle}: you answered {view.answeredCount} of {view.totalQuestions} questions.
          </Typography>
          <Typography color="text.secondary">
            The recruiter will review your result with your application. You can follow your application on My
            applications.
          </Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.myApplications.getHref()}>
            Go to My applications
          </Button>
        </Stack>
      </Paper>
    </PageShell>
  );
}
