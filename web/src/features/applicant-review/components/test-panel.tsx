import { countOf, TEST_RULES, testScoreWithPercent } from '@careers/domain';
import type { ApplicantReview, TestCompletion } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { Fact, Facts } from '@/components/ui/facts';
import { readCallableError } from '@/lib/callable-errors';

import { useGrantExtraTime } from '../api/review-mutations';
import { formatDateTime, formatDuration } from '../utils/format';

const COMPLETION_LABELS: Record<TestCompletion, string> = {
  submitted: 'Submitted by the candidate',
  'time-over': 'Submitted when the time ran out',
};

type TestPanelProps = { data: ApplicantReview };

/**
 * The test: invitation, score, how the session went (time used, tab switches, focus losses), and,
 * while the test is not taken yet, extra minutes as an accessibility accommodation.
 */
export function TestPanel({ data }: TestPanelProps) {
  const headingId = useId();
  const { application, review } = data;
  const test = application.test;
  const details = review?.testDetails ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Test
      </Typography>
      {!test ? (
        <Typography color="text.secondary">Not invited to a test yet.</Typography>
      ) : (
        <Stack spacing={2}>
          <Facts labelWidth="11rem">
            <Fact label="Invited">{formatDateTime(test.invitedAt)}</Fact>
            <Fact label="Taken">{test.taken ? formatDateTime(test.takenAt) : 'Not yet'}</Fact>
            {details ? (
              <>
                <Fact label="Time used">{formatDuration(details.timeUsedSeconds)}</Fact>
                <Fact label="Answered">{String(details.answered)}</Fact>
                <Fact label="Tab switches">{String(details.tabSwitches)}</Fact>
                <Fact label="Focus losses">{String(details.focusLosses)}</Fact>
                <Fact label="Ended">
                  {`${COMPLETION_LABELS[details.completion]}, ${formatDateTime(details.completedAt)}`}
                </Fact>
              </>
            ) : null}
            {application.extraMinutes ? (
              <Fact label="Extra time">{countOf(application.extraMinutes, 'minute')}</Fact>
            ) : null}
          </Facts>
          {review?.score === null || review?.score === undefined ? null : (
            <Typography>
              Score: <strong>{testScoreWithPercent(review.score, review.totalQuestions ?? 0)}</strong>
            </Typography>
          )}
          {!test.taken ? (
            <ExtraTimeForm
              jobId={application.jobId}
              applicantId={application.uid}
              applicationId={application.id}
              current={application.extraMinutes ?? 0}
            />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

type ExtraTimeFormProps = { jobId: string; applicantId: string; applicationId: string; current: number };

function ExtraTimeForm({ jobId, applicantId, applicationId, current }: ExtraTimeFormProps) {
  const grant = useGrantExtraTime(applicationId);
  const notify = useNotify();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async () => {
    setError(null);
    const minutes = Number(value);
    if (
      value.trim() === '' ||
      !Number.isInteger(minutes) ||
      minutes < 0 ||
      minutes > TEST_RULES.maxExtraMinutes
    ) {
      setError(`Enter whole minutes from 0 to ${String(TEST_RULES.maxExtraMinutes)}.`);
      return;
    }
    try {
      const result = await grant.mutateAsync({ jobId, applicantId, minutes });
      notify(result.message, 'success');
    } catch (caught) {
      const refusal = readCallableError(caught);
      setError(refusal.fields['minutes'] ?? refusal.message);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label="Extra test time"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Alert severity="info" icon={false} sx={{ mb: 1.5 }}>
        An accessibility accommodation: minutes added to the test&apos;s time for this applicant only (0 takes
        them back). A test already running gets them at once.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Extra minutes"
          type="number"
          size="small"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? `0 to ${String(TEST_RULES.maxExtraMinutes)}`}
          slotProps={{
            htmlInput: { min: 0, max: TEST_RULES.maxExtraMinutes, step: 1, inputMode: 'numeric' },
          }}
        />
        <Button type="submit" variant="outlined" disabled={grant.isPending}>
          Save extra time
        </Button>
      </Stack>
    </Box>
  );
}
