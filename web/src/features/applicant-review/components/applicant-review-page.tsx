import { ADMIN_STATUS_LABELS, firstCgpa, testScoreLabel } from '@careers/domain';
import { applicationId as toApplicationId } from '@careers/domain/firestore';
import { ROUTES } from '@careers/domain/constants';
import type { ApplicantReview, CareerEntry, EducationEntry } from '@careers/domain/types';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import NavigateBeforeOutlined from '@mui/icons-material/NavigateBeforeOutlined';
import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { isNotFound, useApplicantReview } from '../api/get-applicant-review';
import { applicantUidOf, formatDateTime, fullName } from '../utils/format';

import { ApplicantActions } from './applicant-actions';
import { ApplicantPicture, CvLinks } from './cv-and-picture';
import { HistoryTable, type HistoryColumn } from './history-table';
import { RemarksPanel } from './remarks-panel';
import { Fact, factsGridSx, TestPanel } from './test-panel';

const PAGE_TITLE = 'Applicant Review';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const numberOrBlank = (value: number | null) => (value === null ? '' : String(value));

const CAREER_COLUMNS: readonly HistoryColumn<CareerEntry>[] = [
  { label: 'Company', text: (row) => row.company, minWidth: '9rem' },
  { label: 'Position', text: (row) => row.position, minWidth: '8rem' },
  { label: 'From', text: (row) => String(row.from), nowrap: true },
  { label: 'To', text: (row) => (row.currentJob ? 'Present' : String(row.to)), nowrap: true },
  { label: 'Description', text: (row) => row.description, minWidth: '14rem' },
  { label: 'Current job', text: (row) => yesNo(row.currentJob), nowrap: true },
];

const EDUCATION_COLUMNS: readonly HistoryColumn<EducationEntry>[] = [
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

function BackToJob({ jobId, jobTitle }: { jobId: string; jobTitle?: string }) {
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

function ReviewSkeleton() {
  return (
    <PageShell title={PAGE_TITLE}>
      <Stack spacing={2} role="status" aria-label="Loading the applicant">
        <Skeleton variant="rounded" height={200} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </Stack>
    </PageShell>
  );
}

function NeighbourLinks({
  jobId,
  previousId,
  nextId,
}: {
  jobId: string;
  previousId: string | null;
  nextId: string | null;
}) {
  const hrefOf = (id: string) => ROUTES.jobs.applicant.getHref(jobId, applicantUidOf(id, jobId));
  return (
    <Stack component="nav" aria-label="Applicants of this job" direction="row" spacing={1}>
      {/* A disabled link is no link: at either end the button stays, disabled, to keep the layout. */}
      {previousId ? (
        <Button
          component={RouterLink}
          to={hrefOf(previousId)}
          variant="outlined"
          startIcon={<NavigateBeforeOutlined />}
        >
          Previous applicant
        </Button>
      ) : (
        <Button variant="outlined" disabled startIcon={<NavigateBeforeOutlined />}>
          Previous applicant
        </Button>
      )}
      {nextId ? (
        <Button
          component={RouterLink}
          to={hrefOf(nextId)}
          variant="outlined"
          endIcon={<NavigateNextOutlined />}
        >
          Next applicant
        </Button>
      ) : (
        <Button variant="outlined" disabled endIcon={<NavigateNextOutlined />}>
          Next applicant
        </Button>
      )}
    </Stack>
  );
}

function Answers({ answers }: { answers: ApplicantReview['application']['answers'] }) {
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

function StatusHistory({ history }: { history: ApplicantReview['application']['statusHistory'] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Status history
      </Typography>
      <Stepper
        orientation="vertical"
        activeStep={history.length - 1}
        component="ol"
        aria-labelledby={headingId}
        sx={{ pl: 0, m: 0 }}
      >
        {history.map((change, index) => (
          <Step key={`${change.status}-${String(index)}`} completed component="li">
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                </Typography>
              }
            >
              {ADMIN_STATUS_LABELS[change.status]}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}

type ApplicantReviewPageProps = { jobId: string; applicantUid: string };

/**
 * /jobs/{id}/applicant/{applicant_id} (spec section 2): who the applicant is, what they answered,
 * their test, career and education, the status history, the CV, the admin's remarks, and the
 * single-applicant actions, with the previous and next applicant of the job (applied order).
 */
export function ApplicantReviewPage({ jobId, applicantUid }: ApplicantReviewPageProps) {
  const applicationId = toApplicationId(jobId, applicantUid);
  const review = useApplicantReview(applicationId);

  if (review.isPending) return <ReviewSkeleton />;
  if (review.isError) {
    const missing = isNotFound(review.error);
    return (
      <PageShell title={missing ? 'Applicant not found' : PAGE_TITLE}>
        <BackToJob jobId={jobId} />
        {missing ? (
          <Typography role="alert">
            This job has no such applicant. The link may be old, or the application id mistyped.
          </Typography>
        ) : (
          <InlineError message="The applicant could not be loaded." onRetry={() => void review.refetch()} />
        )}
      </PageShell>
    );
  }

  const data = review.data;
  const { application } = data;
  const candidate = application.candidate;
  const name = fullName(candidate) || candidate.email;
  const cgpa = firstCgpa(candidate.education);
  const score = data.review?.score ?? null;
  const totalQuestions = data.review?.totalQuestions ?? null;
  return (
    <PageShell
      title={name}
      documentTitle={`${PAGE_TITLE}: ${name}`}
      description={`${PAGE_TITLE} · ${application.jobTitle}`}
      actions={<NeighbourLinks jobId={jobId} previousId={data.previousId} nextId={data.nextId} />}
    >
      <BackToJob jobId={jobId} jobTitle={application.jobTitle} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <ApplicantPicture avatar={candidate.avatar} name={name} />
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              <Box component="dl" sx={factsGridSx}>
                <Fact label="Status">
                  <Chip
                    size="small"
                    label={ADMIN_STATUS_LABELS[application.status]}
                    color="primary"
                    variant="outlined"
                  />
                  {application.topCandidate ? (
                    <Chip size="small" label="Top candidate" color="success" sx={{ ml: 1 }} />
                  ) : null}
                </Fact>
                <Fact label="Email">
                  <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>
                </Fact>
                <Fact label="Phone">{candidate.phoneNumber}</Fact>
                <Fact label="City">{candidate.city}</Fact>
                <Fact label="First CGPA">{cgpa === null ? 'No CGPA given' : String(cgpa)}</Fact>
                <Fact label="Total experience">
                  {candidate.totalExperience === 1 ? '1 year' : `${String(candidate.totalExperience)} years`}
                </Fact>
                <Fact label="Test score">
                  {score !== null && totalQuestions !== null
                    ? testScoreLabel(score, totalQuestions)
                    : 'No test result'}
                </Fact>
                <Fact label="Applied">{formatDateTime(application.appliedAt)}</Fact>
                <Fact label="CV">
                  <CvLinks
                    resume={candidate.resume}
                    name={name}
                    jobId={jobId}
                    applicationId={application.id}
                  />
                </Fact>
                <Fact label="Personal data">
                  <Link component={RouterLink} to={ROUTES.candidateData.getHref(application.uid)}>
                    Export, erase or hold
                  </Link>
                </Fact>
              </Box>
              <ApplicantActions
                jobId={jobId}
                jobTitle={application.jobTitle}
                applicationId={application.id}
                applicantName={name}
                status={application.status}
              />
            </Stack>
          </Stack>
        </Paper>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Answers answers={application.answers} />
            <StatusHistory history={application.statusHistory} />
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <RemarksPanel
              key={application.id}
              applicationId={application.id}
              remarks={data.review?.remarks ?? []}
            />
            <TestPanel data={data} />
          </Stack>
        </Box>
        {/* Full width: six columns each, read across rather than scrolled sideways. */}
        <HistoryTable
          title="Career history"
          rows={candidate.career}
          columns={CAREER_COLUMNS}
          emptyMessage="No career history: the applicant has no work experience yet."
        />
        <HistoryTable
          title="Education history"
          rows={candidate.education}
          columns={EDUCATION_COLUMNS}
          emptyMessage="No education was entered."
        />
      </Stack>
    </PageShell>
  );
}
