import { ADMIN_STATUS_LABELS, INTERVIEW_ATTENDANCE_LABELS, INTERVIEW_SCORE } from '@careers/domain';
import { ROUTES } from '@careers/domain/constants';
import type { ApplicantReview, CareerEntry, EducationEntry, InterviewView } from '@careers/domain/types';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import NavigateBeforeOutlined from '@mui/icons-material/NavigateBeforeOutlined';
import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { applicantUidOf, formatDateTime } from '../utils/format';

import type { HistoryColumn } from './history-table';

// The applicant review's sections (applicant-review-page.tsx composes them).

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const numberOrBlank = (value: number | null) => (value === null ? '' : String(value));

export const CAREER_COLUMNS: readonly HistoryColumn<CareerEntry>[] = [
  { label: 'Company', text: (row) => row.company, minWidth: '9rem' },
  { label: 'Position', text: (row) => row.position, minWidth: '8rem' },
  { label: 'From', text: (row) => String(row.from), nowrap: true },
  { label: 'To', text: (row) => (row.currentJob ? 'Present' : String(row.to)), nowrap: true },
  { label: 'Description', text: (row) => row.description, minWidth: '14rem' },
  { label: 'Current job', text: (row) => yesNo(row.currentJob), nowrap: true },
];

export const EDUCATION_COLUMNS: readonly HistoryColumn<EducationEntry>[] = [
  { label: 'Institute', text: (row) => row.institute, minWidth: '10rem' },
  {
    label: 'Degree',
    text: (row) => (row.fieldOfStudy ? `${row.degree} (${row.fieldOfStudy})` : row.degree),
    minWidth: '10rem',
  },
  { label: 'Percentage', text: (row) => numberOrBlank(row.percentage), nowrap: true },
  { label: 'CGPA', text: (row) => numberOrBlank(row.cgpa), nowrap: true },
  { label: 'From', text: (row) => String(row.from), nowrap: true },
  { label: 'To', text: (row) => String(row.to), nowrap: true },
];

export function BackToJob({ jobId, jobTitle }: { jobId: string; jobTitle?: string }) {
  return (
    <Link
      component={RouterLink}
      to={ROUTES.jobs.show.getHref(jobId)}
      sx={{ display: 'inline-flex', gap: 0.5, mb: 2 }}
    >
      <ArrowBackOutlined fontSize="small" aria-hidden />
      {jobTitle ? `Back to ${jobTitle}` : 'Back to the job'}
    </Link>
  );
}

/** A link to another applicant of the job; at either end the button stays, disabled, to keep the layout. */
function NeighbourButton({
  href,
  icon,
  label,
}: {
  href: string | null;
  icon: 'start' | 'end';
  label: string;
}) {
  const iconProps =
    icon === 'start' ? { startIcon: <NavigateBeforeOutlined /> } : { endIcon: <NavigateNextOutlined /> };
  // A disabled link is no link: without a neighbour it is a plain, disabled button.
  return href ? (
    <Button component={RouterLink} to={href} variant="outlined" {...iconProps}>
      {label}
    </Button>
  ) : (
    <Button variant="outlined" disabled {...iconProps}>
      {label}
    </Button>
  );
}

export function NeighbourLinks({
  jobId,
  previousId,
  nextId,
}: {
  jobId: string;
  previousId: string | null;
  nextId: string | null;
}) {
  const hrefOf = (id: string | null) =>
    id ? ROUTES.jobs.applicant.getHref(jobId, applicantUidOf(id, jobId)) : null;
  return (
    <Stack component="nav" aria-label="Applicants of this job" direction="row" spacing={1}>
      <NeighbourButton href={hrefOf(previousId)} icon="start" label="Previous applicant" />
      <NeighbourButton href={hrefOf(nextId)} icon="end" label="Next applicant" />
    </Stack>
  );
}

export function Answers({ answers }: { answers: ApplicantReview['application']['answers'] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Answers
      </Typography>
      {answers.length === 0 ? (
        <Typography color="text.secondary">This job asked no employment questions.</Typography>
      ) : (
        <Stack spacing={2}>
          {answers.map((answer, index) => (
            <div key={answer.questionId}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {`${String(index + 1)}. ${answer.title}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {answer.answer}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** One step of the review's timeline: a status change or an interview's event. */
export type TimelineEntry = { label: string; at: string };

/**
 * The interview's events for the timeline: when it was scheduled (for when), cancelled, and what
 * the recruiter recorded after it. Moves are not kept one by one: the schedule shows the current time.
 */
export const interviewTimeline = (interview: InterviewView | null): TimelineEntry[] => {
  if (!interview) return [];
  const entries: TimelineEntry[] = [
    { label: `Interview scheduled for ${formatDateTime(interview.startsAt)}`, at: interview.createdAt },
  ];
  if (interview.status === 'cancelled')
    entries.push({ label: 'Interview cancelled', at: interview.updatedAt });
  const { outcome } = interview;
  if (outcome) {
    const score =
      outcome.score === null ? '' : `, scored ${String(outcome.score)} / ${String(INTERVIEW_SCORE.max)}`;
    entries.push({
      label: `Interview: ${INTERVIEW_ATTENDANCE_LABELS[outcome.attendance]}${score}`,
      at: outcome.recordedAt,
    });
  }
  return entries;
};

/** The application's status changes and its interview's events, oldest first. */
export function StatusHistory({
  history,
  interview,
}: {
  history: ApplicantReview['application']['statusHistory'];
  interview: InterviewView | null;
}) {
  const headingId = useId();
  const entries = [
    ...history.map((change) => ({ label: ADMIN_STATUS_LABELS[change.status], at: change.at })),
    ...interviewTimeline(interview),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Status history
      </Typography>
      <Stepper
        orientation="vertical"
        activeStep={entries.length - 1}
        component="ol"
        aria-labelledby={headingId}
        sx={{ pl: 0, m: 0 }}
      >
        {entries.map((entry, index) => (
          <Step key={`${entry.label}-${String(index)}`} completed component="li">
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Typography>
              }
            >
              {entry.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
