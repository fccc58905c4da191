import {
  canInviteToInterview,
  INTERVIEW_ATTENDANCE_LABELS,
  INTERVIEW_SCORE,
  MESSAGES,
} from '@careers/domain';
import type { ApplicationStatus, InterviewView } from '@careers/domain/types';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { ActionGroup } from '@/components/ui/action-group';
import { Fact, Facts } from '@/components/ui/facts';
import { useTimeReached } from '@/hooks/use-time-reached';

import { formatDateTime } from '../utils/format';

import { InterviewDialogs, type InterviewDialog } from './interview-dialogs';

type InterviewPanelProps = {
  application: { id: string; status: ApplicationStatus };
  applicantName: string;
  interview: InterviewView | null;
  /** Erased candidates: shown, never acted on (nothing would reach them). */
  readOnly: boolean;
};

const where = (interview: InterviewView) => (
  <>
    {interview.place}
    {interview.place && interview.videoLink ? ' · ' : null}
    {interview.videoLink ? (
      <Link href={interview.videoLink} target="_blank" rel="noopener">
        Video link
      </Link>
    ) : null}
  </>
);

const reminderText = (interview: InterviewView) =>
  interview.reminderSentAt
    ? `Sent ${formatDateTime(interview.reminderSentAt)}`
    : interview.reminderAt
      ? `Due ${formatDateTime(interview.reminderAt)}`
      : 'None (less than a day ahead when scheduled)';

/**
 * The applicant's interview (issue 20): when, where, with whom, the reminder, and after it the
 * attendance, score and notes; with the actions that fit its state: schedule, move, cancel,
 * record the outcome (once it has started).
 */
export function InterviewPanel({ application, applicantName, interview, readOnly }: InterviewPanelProps) {
  const headingId = useId();
  const [dialog, setDialog] = useState<InterviewDialog>(null);
  const scheduled = interview?.status === 'scheduled' ? interview : null;
  const refusal = canInviteToInterview(application) ? null : MESSAGES.applicantNotShortlisted;
  // The outcome can be recorded from the interview's start: the panel switches then, no reload.
  const started = useTimeReached(scheduled ? new Date(scheduled.startsAt).getTime() : null);
  const outcome = scheduled?.outcome ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Interview
      </Typography>
      <Stack spacing={2}>
        {!interview ? (
          <Typography color="text.secondary">No interview scheduled.</Typography>
        ) : interview.status === 'cancelled' ? (
          <Typography color="text.secondary">
            {`The interview of ${formatDateTime(interview.startsAt)} was cancelled.`}
          </Typography>
        ) : (
          <Facts labelWidth="9rem">
            <Fact label="When">{`${formatDateTime(interview.startsAt)}, ${String(interview.durationMinutes)} minutes`}</Fact>
            <Fact label="Where">{where(interview)}</Fact>
            <Fact label="Interviewers">{interview.interviewers}</Fact>
            <Fact label="Note">{interview.note}</Fact>
            <Fact label="Reminder">{reminderText(interview)}</Fact>
            {outcome ? (
              <>
                <Fact label="Attendance">{INTERVIEW_ATTENDANCE_LABELS[outcome.attendance]}</Fact>
                <Fact label="Interview score">
                  {outcome.score === null
                    ? 'No score'
                    : `${String(outcome.score)} / ${String(INTERVIEW_SCORE.max)}`}
                </Fact>
                <Fact label="Notes">{outcome.notes}</Fact>
                <Fact label="Recorded">{`${formatDateTime(outcome.recordedAt)} by ${outcome.recordedByName}`}</Fact>
              </>
            ) : null}
          </Facts>
        )}
        {readOnly ? null : (
          <ActionGroup label="Interview actions">
            {!outcome ? (
              <Button
                variant="outlined"
                startIcon={<EventOutlined />}
                disabled={Boolean(refusal)}
                onClick={() => setDialog('schedule')}
              >
                {scheduled ? 'Move interview' : 'Schedule interview'}
              </Button>
            ) : null}
            {scheduled && !outcome ? (
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                Cancel interview
              </Button>
            ) : null}
            {scheduled ? (
              <Button variant="outlined" disabled={!started} onClick={() => setDialog('outcome')}>
                {outcome ? 'Change outcome' : 'Record outcome'}
              </Button>
            ) : null}
          </ActionGroup>
        )}
        {!readOnly && refusal && !scheduled ? (
          <Typography variant="body2" color="text.secondary">
            {refusal}
          </Typography>
        ) : null}
        {scheduled && !started && !readOnly ? (
          <Typography variant="body2" color="text.secondary">
            The outcome can be recorded once the interview has started.
          </Typography>
        ) : null}
      </Stack>
      <InterviewDialogs
        dialog={dialog}
        applicationId={application.id}
        applicantName={applicantName}
        interview={scheduled}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
